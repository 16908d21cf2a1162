// Issue 17 §5 in Chromium: an admin selects title rows (mouse and keyboard), deletes them with
// one confirmation, and undoes it from the banner; exports the list and imports the file again,
// which the report shows as 0 new, everything unchanged. At a laptop and a phone, axe clean.
// Screenshots go to test-results/screens/admin-bulk/.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { ADMIN_SKIP_REASON, adminNeedsPostgres, signInAsNewAdmin } from './helpers/admin';
import { sql } from './helpers/database';
import { expectNoSeriousAxeViolations, expectNoSidewaysOverflow } from './helpers/axe';

test.skip(adminNeedsPostgres, ADMIN_SKIP_REASON);

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test('bulk delete with undo, and a re-imported export changes nothing', async ({ page }) => {
  const s = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const internalId = `e2e-bulk-${s}`;
  const { rows } = await sql(`insert into categories (title, internal_id, language) values ($1, $2, 'en') returning id`, [
    `Bulk ${s}`,
    internalId,
  ]);
  const categoryId = rows[0].id as string;
  const names = ['Alpha', 'Bravo', 'Charlie'].map((x) => `${x} ${s}`);
  for (const name of names) await sql(`insert into titles (title, language, category_id) values ($1, 'en', $2)`, [name, categoryId]);
  await signInAsNewAdmin(page, `/admin/titles?categoryId=${categoryId}&sort=title&order=asc`);
  const table = page.getByRole('table', { name: 'Titles' });
  await expect(table.getByRole('row')).toHaveCount(4);

  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    // One row by mouse, one by keyboard (Tab to its checkbox, Space).
    await table.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
    await table.getByRole('checkbox', { name: `Select ${names[0]}` }).focus();
    const second = table.getByRole('checkbox', { name: `Select ${names[1]}` });
    // Past the first row's action buttons.
    for (let i = 0; i < 4 && !(await second.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText('2 rows selected')).toBeVisible();
    await expect(table.getByRole('checkbox', { name: 'Select every row on this page' })).not.toBeChecked();
    await expectNoSeriousAxeViolations(page, `${vp.name} selection`);
    await expectNoSidewaysOverflow(page, `${vp.name} selection`);
    await page.screenshot({ path: `test-results/screens/admin-bulk/${vp.name}-selected.png`, fullPage: true });

    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText('This will permanently delete 2 titles.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Deleted 2 titles.')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectNoSeriousAxeViolations(page, `${vp.name} undo banner`);
    await page.screenshot({ path: `test-results/screens/admin-bulk/${vp.name}-undo.png`, fullPage: true });
    if (vp === VIEWPORTS[0]) {
      // The Undo outlives the page (issue 32 §1): the server still holds the action as undoable.
      await page.reload();
      await expect(page.getByText('Deleted 2 titles.')).toBeVisible();
      await page.goto('/admin/categories');
      await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
      // A titles action is not the categories page's to undo.
      await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
      await page.goBack();
      await expect(page.getByText('Deleted 2 titles.')).toBeVisible();
    }

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(table.getByRole('row')).toHaveCount(4);
    // The last one: the previous size's toast, with the same words, may not have gone yet.
    await expect(page.getByText('Undone: 2 rows restored').last()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden();
  }
  // The select-all box picks the page.
  await table.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect(page.getByText('3 rows selected')).toBeVisible();
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByText('3 rows selected')).toBeHidden();

  // Export, then import the same file: nothing new, everything unchanged.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const exported = readFileSync(await download.path(), 'utf8');
  expect(exported.startsWith('\uFEFFid,title,language,category,posterurl\r\n')).toBe(true);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await expect(dialog.getByText('At most 5000 rows and 2 MB per file.')).toBeVisible();
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'titles.csv', mimeType: 'text/csv', buffer: Buffer.from(exported) });
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByText('0 new, 0 updated, 3 unchanged, 0 duplicates skipped.')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Unchanged' })).toHaveCount(3);
  await expectNoSeriousAxeViolations(page, 'import report');
  await page.screenshot({ path: 'test-results/screens/admin-bulk/phone-import.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Nothing changed: every row is already there.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);
});
