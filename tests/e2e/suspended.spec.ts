// An administrator's suspension takes effect on the player's next request: the app shows
// /suspended, which offers only Sign Out.
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { e2eDatabaseUrl, sql } from './helpers/database';
import { submitSignUp } from './helpers/sign-up';

test('a suspended account is sent to /suspended and can only sign out', async ({ page }) => {
  test.skip(!e2eDatabaseUrl(), 'needs the e2e server on PostgreSQL (DATABASE_URL) to suspend the account');
  const email = uniqueEmail('e2e-suspended');
  await page.goto('/');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(await submitSignUp(page, email, 'ar')).toBeHidden();

  await sql(`update profiles set role = 'suspended' where email = $1`, [email]);
  await page.reload();
  await expect(page).toHaveURL(/\/suspended$/);
  await expect(page.getByRole('heading', { name: 'الحساب موقوف' })).toBeVisible();
  // Other pages lead back here.
  await page.goto('/play');
  await expect(page).toHaveURL(/\/suspended$/);
  // The menu offers nothing but signing out.
  await page.getByRole('button', { name: 'قائمة الحساب' }).click();
  await expect(page.getByRole('menuitem')).toHaveCount(1);
  await page.keyboard.press('Escape');

  await page.getByRole('main').getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
});

test('a player suspended mid-game is sent to /suspended without reloading', async ({ page }) => {
  test.skip(!e2eDatabaseUrl(), 'needs the e2e server on PostgreSQL (DATABASE_URL) to suspend the account');
  const email = uniqueEmail('e2e-suspended-live');
  await page.goto('/en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(await submitSignUp(page, email, 'en')).toBeHidden();
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await page.getByRole('button', { name: 'Hollywood Blockbusters' }).click();
  await page.getByLabel('Team A name').fill('Red');
  await page.getByLabel('Team B name').fill('Blue');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('button', { name: 'Reveal' })).toBeVisible();

  await sql(`update profiles set role = 'suspended' where email = $1`, [email]);
  // The server closes the game socket within 2 s; the page follows without a reload.
  await expect(page).toHaveURL(/\/en\/suspended$/);
  await expect(page.getByRole('heading', { name: 'Account Suspended' })).toBeVisible();
});

test('signing in to a suspended account leads to /suspended without a "Welcome back!"', async ({ page }) => {
  test.skip(!e2eDatabaseUrl(), 'needs the e2e server on PostgreSQL (DATABASE_URL) to suspend the account');
  const email = uniqueEmail('e2e-suspended-signin');
  await page.goto('/en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(await submitSignUp(page, email, 'en')).toBeHidden();

  async function signOutAndIn() {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('secret-1');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();
  }
  // While the account is in good standing, signing in welcomes the player back.
  await signOutAndIn();
  await expect(page.getByText('Welcome back!')).toBeVisible();

  await sql(`update profiles set role = 'suspended' where email = $1`, [email]);
  await page.reload();
  await expect(page).toHaveURL(/\/en\/suspended$/);
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Everything the page ever shows from here on is watched: a toast comes and goes.
  await page.evaluate(() => {
    const w = window as unknown as { welcomed: boolean };
    w.welcomed = false;
    new MutationObserver(() => {
      if (document.body.innerText.includes('Welcome back!')) w.welcomed = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('secret-1');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/en\/suspended$/);
  await expect(page.getByRole('heading', { name: 'Account Suspended' })).toBeVisible();
  // Toasts show in the order they were asked for: once signing out's own toast is on the
  // screen, a welcome asked for earlier would have been shown before it.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { welcomed: boolean }).welcomed)).toBe(false);
});
