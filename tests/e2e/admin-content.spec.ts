// The admin area's categories and titles in Chromium, as an operator uses them: a category
// and titles made by the forms and by a CSV import reach a player's next game; filters
// survive a reload; keyboard-only use; axe; and screenshots with the longest inputs at a
// phone, a phone on its side and a laptop (kept under test-results/screens/admin-content/).
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { ADMIN_SKIP_REASON, adminNeedsPostgres, signInAsNewAdmin, signUpPlayer } from './helpers/admin';
import { sql } from './helpers/database';
import { expectNoSeriousAxeViolations, expectNoSidewaysOverflow } from './helpers/axe';

test.skip(adminNeedsPostgres, ADMIN_SKIP_REASON);

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

test('an admin adds a category and titles by form and CSV; a player gets one of them in a new game', async ({ page, browser }) => {
  const s = suffix();
  const categoryTitle = `E2E Heist Films ${s}`;
  const internalId = `e2e-heist-${s}`;
  await signInAsNewAdmin(page, '/admin/categories');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add Category' }).click();
  const catDialog = page.getByRole('dialog', { name: 'Add Category' });
  // The form's own rules first: nothing typed.
  await catDialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(catDialog.getByText('Category title is required')).toBeVisible();
  await expect(catDialog.getByText('Internal ID is required')).toBeVisible();
  await expect(catDialog.getByText('Language is required')).toBeVisible();
  await catDialog.getByLabel('Title').fill(categoryTitle);
  await catDialog.getByLabel('Internal ID').fill(internalId);
  await catDialog.getByLabel('Language').selectOption('en');
  await catDialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category added successfully')).toBeVisible();
  await expect(catDialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: categoryTitle });
  await expect(row).toContainText(internalId);
  await expect(row).toContainText('EN');
  await expect(row).toContainText('Active');

  // The same internal id again: refused, with the reason on the field and in the toast.
  await page.getByRole('button', { name: 'Add Category' }).click();
  await catDialog.getByLabel('Title').fill('Another');
  await catDialog.getByLabel('Internal ID').fill(internalId);
  await catDialog.getByLabel('Language').selectOption('en');
  await catDialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Failed to add category: A category with this internal ID already exists')).toBeVisible();
  await expect(catDialog.getByText('A category with this internal ID already exists')).toBeVisible();
  await catDialog.getByRole('button', { name: 'Cancel' }).click();

  // One title by the form.
  await page.getByRole('link', { name: 'Titles' }).click();
  await expect(page).toHaveURL(/\/admin\/titles/);
  await page.getByRole('button', { name: 'Add Title' }).click();
  const titleDialog = page.getByRole('dialog', { name: 'Add Title' });
  await titleDialog.getByLabel('Title').fill(`The Vault Job ${s}`);
  await titleDialog.getByLabel('Poster URL (optional)').fill('not a url');
  await titleDialog.getByLabel('Language').selectOption('en');
  await titleDialog.getByLabel('Category').selectOption({ label: `${categoryTitle} (en)` });
  await titleDialog.getByRole('button', { name: 'Add Title' }).click();
  await expect(titleDialog.getByText('Must be a valid URL')).toBeVisible();
  await titleDialog.getByLabel('Poster URL (optional)').fill('');
  await titleDialog.getByRole('button', { name: 'Add Title' }).click();
  await expect(page.getByText('Title added successfully')).toBeVisible();

  // Three by CSV: checked first, then imported.
  const csvTitles = [`Night Train, Heist ${s}`, `The "Silent" Safe ${s}`, `Diamond Run ${s}`];
  const csv = [
    'title,language,category,posterurl',
    `"${csvTitles[0]}",en,${internalId},`,
    `"The ""Silent"" Safe ${s}",en,${internalId},https://example.com/safe.jpg`,
    `${csvTitles[2]},en,${internalId},`,
  ].join('\r\n');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import CSV' });
  await importDialog.getByLabel('CSV file').setInputFiles({ name: 'titles.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importDialog.getByRole('button', { name: 'Check' }).click();
  await expect(importDialog.getByText('All 3 rows are valid.')).toBeVisible();
  await expect(importDialog.getByRole('cell', { name: csvTitles[1] })).toBeVisible();
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('3 titles imported successfully')).toBeVisible();
  await expect(importDialog).toBeHidden();

  await page.getByLabel('Category', { exact: true }).selectOption({ label: `${categoryTitle} (en)` });
  await expect(page).toHaveURL(/categoryId=/);
  await expect(page.getByText('Page 1 of 1 (4 in all)')).toBeVisible();

  // Export CSV downloads the filtered list in the import's format.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('titles.csv');
  const exported = readFileSync(await download.path(), 'utf8');
  expect(exported.startsWith('\uFEFFid,title,language,category,posterurl\r\n')).toBe(true);
  expect(exported.trim().split('\r\n')).toHaveLength(5);
  expect(exported).toContain(`"${csvTitles[0]}",en,${internalId},`);

  // The audit log shows each change.
  await page.goto('/admin/audit');
  await expect(page.getByRole('row').filter({ hasText: `category: ${categoryTitle}` })).toContainText('category_created');
  await expect(page.getByRole('row').filter({ hasText: `title: The Vault Job ${s}` })).toContainText('title_created');
  const imported = page.getByRole('row').filter({ hasText: 'titles_imported' }).first();
  await imported.getByRole('button', { name: 'Show details' }).click();
  await expect(imported.locator('pre')).toContainText('"count": 3');

  // A player on another browser starts a new game in that category.
  const playerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const player = await playerContext.newPage();
  await signUpPlayer(player);
  await player.getByRole('button', { name: 'Start Playing' }).click();
  await player.getByRole('button', { name: categoryTitle }).click();
  await player.getByLabel('Team A name').fill('Owls');
  await player.getByLabel('Team B name').fill('Foxes');
  await player.getByRole('button', { name: 'Start game' }).click();
  await expect(player).toHaveURL(/\/play\?game=/);
  await player.getByRole('button', { name: 'Reveal' }).click();
  const shown = (await player.locator('p.text-3xl').innerText()).trim();
  expect([`The Vault Job ${s}`, ...csvTitles]).toContain(shown);
  await playerContext.close();
});

test('a bad CSV imports nothing and lists its bad rows', async ({ page }) => {
  await signInAsNewAdmin(page, '/admin/titles');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await dialog.getByLabel('Or paste the CSV text').fill(`title,language,category,posterurl\nFine,en,no-such-${suffix()},\n,en,x,`);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('2 of 2 rows are not valid. Nothing was imported.')).toBeVisible();
  await expect(dialog.getByText('No category has this internal ID').first()).toBeVisible();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Failed to import titles: Some rows are not valid; nothing was imported')).toBeVisible();
});

test('filters, search and sorting stay in the URL across a reload', async ({ page }) => {
  await signInAsNewAdmin(page, '/admin/titles');
  await page.getByLabel('Language', { exact: true }).selectOption('ar');
  await page.getByRole('searchbox', { name: 'Search titles' }).fill('ال');
  await expect(page).toHaveURL(/language=ar/);
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('button', { name: 'Title', exact: true }).click();
  await expect(page).toHaveURL(/sort=title/);
  await page.reload();
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('ar');
  await expect(page.getByRole('searchbox', { name: 'Search titles' })).toHaveValue('ال');
  await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('row').nth(1)).toContainText('Arabic');

  await page.goto('/admin/categories?language=ar');
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('ar');
  await expect(page.getByRole('row').filter({ hasText: 'EN' })).toHaveCount(0);
});

test('keyboard only: open Add Category, fill it and save', async ({ page }) => {
  await signInAsNewAdmin(page, '/admin/categories');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add Category' });
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await add.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  const s = suffix();
  await page.keyboard.type(`Keyboard Category ${s}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`kbd-${s}`);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Language')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Language')).toHaveValue('en');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Category added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Focus returns to the opener.
  await expect(add).toBeFocused();
  // The seeded categories fill more than the first page: find the new one by its title.
  await page.getByRole('searchbox', { name: 'Search categories by title' }).fill(`Keyboard Category ${s}`);
  await expect(page.getByRole('row').filter({ hasText: `Keyboard Category ${s}` })).toBeVisible();

  // The row's delete button by keyboard, then the confirmation.
  const del = page.getByRole('button', { name: `Delete category Keyboard Category ${s}` });
  await del.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Category deleted successfully')).toBeVisible();
});

// One test per screen size (not one test walking the three): they run side by side in the
// workers, and each has the whole time limit for its own axe checks.
for (const vp of VIEWPORTS) {
  test(`axe and layout at ${vp.name} ${vp.width}x${vp.height}, with the longest inputs`, async ({ page }) => {
    const s = suffix();
    const longCategory = 'Very long category name '.repeat(5).slice(0, 100 - s.length) + s;
    // No space to break at; it begins with the suffix so that one search shows both.
    const unbrokenCategory = s + 'C'.repeat(100 - s.length);
    const longTitle = 'An extraordinarily long film title '.repeat(6).slice(0, 200 - s.length) + s;
    const unbrokenTitle = 'T'.repeat(200);
    expect(longCategory).toHaveLength(100);
    expect(longTitle).toHaveLength(200);
    const inserted = await sql(`insert into categories (title, internal_id, language) values ($1, $2, 'en'), ($3, $4, 'en') returning id`, [
      longCategory,
      `long-${s}-${'i'.repeat(40)}`,
      unbrokenCategory,
      `unbroken-${s}`,
    ]);
    const categoryId = (inserted.rows[0] as { id: string }).id;
    await sql(`insert into titles (title, language, category_id, posterurl) values ($1, 'en', $3, $4), ($2, 'en', $3, null)`, [
      longTitle,
      unbrokenTitle,
      categoryId,
      `https://example.com/${'p'.repeat(200)}.jpg`,
    ]);

    await signInAsNewAdmin(page, '/admin/categories');
    await page.setViewportSize({ width: vp.width, height: vp.height });
    // Pages whole; dialogs as the screen shows them (they are fixed to the viewport).
    const shot = (name: string) =>
      page.screenshot({
        path: `test-results/screens/admin-content/${name}-${vp.name}.png`,
        fullPage: !name.includes('dialog') && !name.includes('delete'),
      });

    await page.goto(`/admin/categories?search=${s}`);
    await expect(page.getByRole('row').filter({ hasText: longCategory })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: unbrokenCategory })).toBeVisible();
    await expectNoSidewaysOverflow(page, `categories ${vp.name}`);
    await shot('categories');
    if (vp.name !== 'phone') await expectNoSeriousAxeViolations(page, `categories ${vp.name}`);

    await page.getByRole('button', { name: `Edit category ${unbrokenCategory}` }).click();
    const catDialog = page.getByRole('dialog', { name: 'Edit Category' });
    await expect(catDialog.getByLabel('Title')).toHaveValue(unbrokenCategory);
    await catDialog.getByLabel('Title').fill('');
    await catDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(catDialog.getByText('Category title is required')).toBeVisible();
    await catDialog.getByLabel('Title').fill(unbrokenCategory);
    await shot('category-dialog');
    await expectNoSeriousAxeViolations(page, `category dialog ${vp.name}`);
    await catDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`/admin/titles?categoryId=${categoryId}`);
    await expect(page.getByRole('row').filter({ hasText: longTitle })).toBeVisible();
    await expectNoSidewaysOverflow(page, `titles ${vp.name}`);
    await shot('titles');
    if (vp.name !== 'phone') await expectNoSeriousAxeViolations(page, `titles ${vp.name}`);

    await page.getByRole('button', { name: `Edit title ${unbrokenTitle}` }).click();
    const titleDialog = page.getByRole('dialog', { name: 'Edit Title' });
    await expect(titleDialog.getByLabel('Title')).toHaveValue(unbrokenTitle);
    await shot('title-dialog');
    await expectNoSeriousAxeViolations(page, `title dialog ${vp.name}`);
    await titleDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Delete title ${longTitle}` }).click();
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toContainText(
      'This will permanently delete the title and all associated data.',
    );
    await shot('title-delete');
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import CSV' });
    await importDialog
      .getByLabel('Or paste the CSV text')
      .fill(`title,language,category,posterurl\n${unbrokenTitle},en,${'Z'.repeat(60)},${'q'.repeat(80)}\n${longTitle},xx,,`);
    await importDialog.getByRole('button', { name: 'Check' }).click();
    await expect(importDialog.getByText('2 of 2 rows are not valid. Nothing was imported.')).toBeVisible();
    await shot('import-dialog');
    await expectNoSeriousAxeViolations(page, `import dialog ${vp.name}`);
    await importDialog.getByRole('button', { name: 'Cancel' }).click();
  });
}
