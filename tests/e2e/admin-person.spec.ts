// A person's page in Chromium against the real server (issue 17 §4): opened from the users
// table; games added with a reason (keyboard only) and seen in the ledger; a set over a balance
// that changed in another tab meanwhile is refused, shows the new balance and saves again;
// made admin through Change role, suspended and reinstated (which restores admin). At 1280x800 and
// 390x844, axe clean.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN_SKIP_REASON, adminNeedsPostgres, signInAsNewAdmin, signUpPlayer } from './helpers/admin';
import { sql } from './helpers/database';
import { checkAtLaptopAndPhone, expectNoSeriousAxeViolations } from './helpers/axe';

test.skip(adminNeedsPostgres, ADMIN_SKIP_REASON);

const usersPath = (search: string) => `/admin/users?search=${encodeURIComponent(search)}`;

const checkPage = (page: Page, label: string) => checkAtLaptopAndPhone(page, `admin-person-${label}`);

test('a player’s page: add games with a reason, a stale set is refused and retried, promote, suspend and reinstate as admin', async ({
  page,
  browser,
}) => {
  const playerContext = await browser.newContext();
  const player = await signUpPlayer(await playerContext.newPage(), 'e2e-person');
  await playerContext.close();
  const ids = await sql(`select id from profiles where email = $1`, [player]);
  const playerId: string = ids.rows[0].id;
  // A test payment, so the Payments section has a row.
  await sql(
    `insert into payments (user_id, amount, tokens, payment_gateway, status, invoice_id, paid_at) values ($1, 2, 5, 'sandbox', 'Paid', $2, now())`,
    [playerId, `inv-${playerId}`],
  );

  const adminEmail = await signInAsNewAdmin(page, usersPath(player));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('row').filter({ hasText: player }).getByRole('link', { name: player }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${playerId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Person: ${player}`);
  for (const section of ['Profile', 'Balance', 'Ledger', 'Payments', 'Games']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const balance = page.getByTestId('person-balance');
  await expect(balance).toHaveText('1');
  const ledger = page.getByRole('table', { name: 'Every change of this balance, newest first' });
  await expect(ledger.getByRole('row').filter({ hasText: 'Welcome game' })).toContainText('+1');
  const payments = page.getByRole('table', { name: "This account's payments, newest first" });
  await expect(payments.getByRole('row').filter({ hasText: '2.000 KWD' })).toContainText('Test');
  await expect(page.getByRole('table', { name: "This account's games, newest first" })).toContainText('No games');
  await checkPage(page, 'page');

  // Add 2 games, keyboard only.
  const adjustButton = page.getByRole('button', { name: 'Add or remove games' });
  await adjustButton.focus();
  await page.keyboard.press('Enter');
  const adjust = page.getByRole('dialog', { name: 'Add or Remove Games' });
  await expect(adjust.getByRole('radio', { name: 'Add games' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(adjust.getByLabel('Number of games')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await expect(adjust.getByRole('status')).toContainText('Balance after: 1 → 3');
  await page.keyboard.press('Tab');
  await expect(adjust.getByLabel('Reason')).toBeFocused();
  // No reason: refused before anything is sent.
  await page.keyboard.press('Enter');
  await expect(adjust.getByText('Please give a reason')).toBeVisible();
  await page.keyboard.type('Lost a game to a crash');
  await expectNoSeriousAxeViolations(page, 'adjust dialog');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/admin-person-adjust-phone.png' });
  await expectNoSeriousAxeViolations(page, 'adjust dialog at phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Games updated: the balance is now 3')).toBeVisible();
  await expect(adjust).toBeHidden();
  await expect(balance).toHaveText('3');
  const adjustRow = ledger.getByRole('row').filter({ hasText: 'Adjusted by admin' });
  await expect(adjustRow).toContainText('+2');
  await expect(adjustRow).toContainText('Lost a game to a crash');
  await expect(adjustRow).toContainText(adminEmail);

  // Set games: the dialog opens over a balance of 3, and another tab adds a game meanwhile.
  await page.getByRole('button', { name: 'Set games' }).click();
  const setDialog = page.getByRole('dialog', { name: 'Edit User Games' });
  await expect(setDialog).toContainText('The balance you are changing: 3 games.');
  const other = await page.context().newPage();
  await other.goto(`/admin/users/${playerId}`);
  await other.getByRole('button', { name: 'Add or remove games' }).click();
  const otherDialog = other.getByRole('dialog', { name: 'Add or Remove Games' });
  await otherDialog.getByLabel('Number of games').fill('1');
  await otherDialog.getByLabel('Reason').fill('Meanwhile in another tab');
  await otherDialog.getByRole('button', { name: 'Apply Change' }).click();
  await expect(other.getByTestId('person-balance')).toHaveText('4');
  await other.close();

  await setDialog.getByLabel('Games', { exact: true }).fill('10');
  // Issue 32 §3: setting a balance needs a reason too.
  await setDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(setDialog.getByText('Please give a reason')).toBeVisible();
  await setDialog.getByLabel('Reason', { exact: true }).fill('Tournament prize');
  await setDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(setDialog.getByRole('alert')).toContainText('it is now 4 games');
  await expect(setDialog).toContainText('The balance you are changing: 4 games.');
  // The toasts fade out first: axe would measure their contrast half-transparent.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousAxeViolations(page, 'set dialog with the conflict');
  expect((await sql(`select tokens from profiles where id = $1`, [playerId])).rows[0].tokens).toBe(4);
  await setDialog.getByRole('button', { name: 'Save Again' }).click();
  await expect(page.getByText('Games updated successfully')).toBeVisible();
  await expect(balance).toHaveText('10');
  await expect(ledger.getByRole('row').filter({ hasText: 'Set by admin' })).toContainText('+6');

  // Made admin, suspended, reinstated: the admin role comes back.
  const profile = page.getByRole('region', { name: 'Profile' });
  await page.getByRole('button', { name: 'Change role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change role' });
  await roleDialog.getByLabel('New role').selectOption({ label: 'Admin' });
  await expect(roleDialog).toContainText('Everything: content, coupons, users, staff roles, payments and refunds.');
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText('Role changed to Admin')).toBeVisible();
  await expect(profile.getByText('Admin', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Suspend' }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspend User' });
  await expect(suspend).toContainText('the game it used is not returned');
  // A reason is required (issue 32 §3): refused in the dialog, nothing sent.
  await suspend.getByRole('button', { name: 'Suspend User' }).click();
  await expect(suspend.getByText('Please give a reason')).toBeVisible();
  await suspend.getByLabel('Reason (kept in the audit log)').fill('Shared the account');
  await suspend.getByRole('button', { name: 'Suspend User' }).click();
  await expect(profile.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(profile.getByText('(was Admin)')).toBeVisible();
  await page.getByRole('button', { name: 'Reinstate' }).click();
  const reinstate = page.getByRole('dialog', { name: 'Reinstate User' });
  await expect(reinstate).toContainText('gets back the admin role they had before the suspension');
  // The toasts fade out first: axe would measure their contrast half-transparent.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousAxeViolations(page, 'reinstate dialog');
  await reinstate.getByRole('button', { name: 'Reinstate User' }).click();
  await expect(page.getByText('User reinstated as admin')).toBeVisible();
  await expect(profile.getByText('Admin', { exact: true })).toBeVisible();
  expect((await sql(`select role, role_before_suspension from profiles where id = $1`, [playerId])).rows[0]).toEqual({
    role: 'admin',
    role_before_suspension: null,
  });
  // The toasts fade out first: axe would measure their contrast half-transparent.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await checkPage(page, 'after');

  // History (issue 32 §3): the audit log of this person alone.
  await page.getByRole('link', { name: /^History of / }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?target=${playerId}$`));
  const entries = page.getByRole('table').getByRole('row');
  await expect(entries.filter({ hasText: 'token_update' }).first()).toBeVisible();
  expect(await entries.count()).toBeGreaterThan(3);
  for (const row of await entries.all()) {
    const text = await row.innerText();
    // Every entry (not the header row) names this person, by id or e-mail.
    if (/\d:\d\d/.test(text)) expect(text.includes(playerId.slice(0, 8)) || text.includes(player), text).toBe(true);
  }
});

test('the admin’s own page offers no role change', async ({ page }) => {
  const adminEmail = await signInAsNewAdmin(page, usersPath('nobody'));
  const id: string = (await sql(`select id from profiles where email = $1`, [adminEmail])).rows[0].id;
  await page.goto(`/admin/users/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Person: ${adminEmail}`);
  await expect(page.getByRole('button', { name: 'Change role' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add or remove games' })).toBeEnabled();
});
