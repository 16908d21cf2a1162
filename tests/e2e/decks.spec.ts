// A family's own decks in the browser (issue 31 §1): an Arabic phone (390x844) makes a deck,
// fixing the lines the editor names, shares it and reads the code; an English laptop on a TV
// (1920x1080) opens the shared link, copies the deck, reports it, and plays a game from it
// whose titles are the deck's. axe-core on every deck screen; screenshots for review.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen } from './helpers/sign-up';
import { expectNoSeriousAxeViolations, expectNoSidewaysOverflow } from './helpers/axe';
import { adminNeedsPostgres, signInAsNewAdmin } from './helpers/admin';
import { makePng } from '../integration/helpers/image-files.ts';

const SCREENS = 'test-results/screens';

test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

async function tv(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  return context.newPage();
}

// The longest name allowed (40 characters) and titles at the 60-character limit.
const NAME = 'سهرة العائلة في بيت الجدة يوم الجمعة ١٢٣';
const TITLES = [
  'الأسد الملك',
  'علاء الدين',
  'حكايات توتة توتة',
  'افتح يا سمسم',
  'درب الزلق',
  'باي باي لندن',
  'على هامان يا فرعون',
  'سيف العرب',
  'مدرسة المشاغبين',
  'العيال كبرت',
  'عنوان طويل جدًا يصل إلى ستين حرفًا كاملة للتأكد من الالتفا',
];

test('an Arabic phone makes a deck, fixing what the editor names, and shares it by code', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await phone(browser);
  await signUpAndOpen(page, '/', uniqueEmail('e2e-decks'));
  await page.getByRole('button', { name: /قائمة الحساب/ }).click();
  await page.getByRole('menuitem', { name: 'مجموعاتي' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'مجموعاتي' })).toBeVisible();
  await expect(page.getByText('ليس لديك مجموعات بعد.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/decks empty ar');
  await page.getByRole('link', { name: 'مجموعة جديدة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'مجموعة جديدة' })).toBeVisible();

  await page.getByLabel('اسم المجموعة').fill(NAME);
  // Nine titles and one repeated (with another hamza): the editor names what to fix.
  const box = page.getByLabel('العناوين، عنوان في كل سطر');
  await box.fill([...TITLES.slice(0, 9), 'الاسد الملك'].join('\n'));
  await page.getByRole('button', { name: 'حفظ المجموعة' }).click();
  const problems = page.getByRole('alert');
  await expect(problems).toContainText('عنوان مكرر: السطر 10.');
  await expect(page.getByText('10 عناوين', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'deck editor with problems ar');
  await page.screenshot({ path: `${SCREENS}/deck-editor-problems-ar.png`, fullPage: true });
  await box.fill(TITLES.join('\n'));
  await expect(page.getByText('11 عنوانًا', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'حفظ المجموعة' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'مجموعاتي' })).toBeVisible();
  const row = page.locator('li', { hasText: NAME });
  await expect(row).toContainText('11 عنوانًا');
  await expectNoSidewaysOverflow(page, '/decks ar');
  await row.getByRole('button', { name: `مشاركة ${NAME}` }).click();
  const dialog = page.getByRole('dialog');
  const sharing = dialog.getByRole('switch', { name: 'مشاركة هذه المجموعة' });
  await sharing.click();
  await expect(sharing).toBeChecked();
  const code = dialog.locator('[data-deck-code]');
  await expect(code).toHaveText(/^[23456789A-HJKMNP-Z]{7}$/);
  await expect(dialog.getByRole('img', { name: 'رمز QR يفتح هذه المجموعة' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'share deck dialog ar');
  await page.screenshot({ path: `${SCREENS}/deck-share-ar.png` });
  await page.keyboard.press('Escape');
  await expect(row.getByText('المشاركة مفعّلة', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/decks-list-ar.png`, fullPage: true });
});

test('an English TV opens a shared deck, copies it, reports it and plays a game from it', async ({ browser }) => {
  test.setTimeout(120_000);
  // The owner: a deck made and shared through the API of their own signed-in page.
  const owner = await phone(browser);
  const ownerEmail = uniqueEmail('e2e-deck-owner');
  await signUpAndOpen(owner, '/en', ownerEmail);
  const signIn = await owner.request.post('/api/auth/signin', { data: { email: ownerEmail, password: 'secret-1' } });
  const token = ((await signIn.json()) as { accessToken: string }).accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const deck = await (
    await owner.request.post('/api/decks', {
      headers,
      data: { name: 'Our family films', language: 'en', titles: Array.from({ length: 10 }, (_, i) => ({ title: `Family film ${i + 1}` })) },
    })
  ).json();
  const { shareCode } = await (await owner.request.post(`/api/decks/${deck.id}/share`, { headers, data: { enabled: true } })).json();

  const page = await tv(browser);
  await signUpAndOpen(page, `/en/d/${shareCode}`, uniqueEmail('e2e-deck-friend'));
  await expect(page.getByRole('heading', { level: 1, name: 'Our family films' })).toBeVisible();
  await expect(page.getByText('10 titles · English')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Family film 1' }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'shared deck en');
  await page.screenshot({ path: `${SCREENS}/deck-shared-en.png` });

  // Report it: a reason is required.
  await page.getByRole('button', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report Our family films' });
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Please give a reason')).toBeVisible();
  await report.getByLabel('What is wrong?').fill('Testing the report');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toBeHidden();

  // Copy it: it is in my decks.
  await page.getByRole('button', { name: 'Copy to my decks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My decks' })).toBeVisible();
  await expect(page.locator('li', { hasText: 'Our family films' })).toContainText('10 titles');

  // Play from the shared page: setup names the deck, the game deals its titles.
  await page.goto(`/en/d/${shareCode}`);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByText('Category: Our family films')).toBeVisible();
  await page.getByLabel('Team A name').fill('Red');
  await page.getByLabel('Team B name').fill('Blue');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByText(/^Family film \d+$/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/deck-game-en.png` });

  // Staff read the report and hide the deck: its code opens nothing any more.
  if (adminNeedsPostgres()) return;
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInAsNewAdmin(admin, '/admin/decks');
  const card = admin.locator(`[data-admin-deck-id="${deck.id}"]`);
  await expect(card).toContainText('Testing the report');
  await expect(card).toContainText('1 report');
  await expectNoSeriousAxeViolations(admin, '/admin/decks');
  await admin.screenshot({ path: `${SCREENS}/admin-decks.png`, fullPage: true });
  await card.getByRole('button', { name: 'Hide deck' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Hide Our family films?' });
  await confirm.getByRole('button', { name: 'Hide deck' }).click();
  await expect(confirm.getByText('Please give a reason')).toBeVisible();
  await confirm.getByLabel('Reason').fill('Reported in a test');
  await confirm.getByRole('button', { name: 'Hide deck' }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByText('No open reports.')).toBeVisible();
  await page.goto(`/en/d/${shareCode}`);
  await expect(page.getByRole('alert')).toHaveText('That deck code is not valid, or the deck is no longer shared.');
});

test('a deck goes out as CSV and comes back in, under the admin CSV rules (en, 390x844)', async ({ browser }) => {
  const page = await phone(browser);
  await signUpAndOpen(page, '/en/decks/new', uniqueEmail('e2e-deck-csv'));
  await page.getByLabel('Deck name').fill('Spreadsheet night');
  const titles = ['=SUM(A1)', 'Tom, Jerry', 'Say "hi"', ...Array.from({ length: 8 }, (_, i) => `Film ${i + 1}`)];
  await page.getByLabel('Titles, one per line').fill(titles.join('\n'));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Spreadsheet night.csv');
  const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(csv.startsWith('\uFEFFtitle\r\n')).toBe(true);
  expect(csv).toContain("'=SUM(A1)");
  expect(csv).toContain('"Tom, Jerry"');

  // A bare formula cell is refused with its line; the titles box keeps what it had.
  const box = page.getByLabel('Titles, one per line');
  await box.fill('Just one');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await (await chooser).setFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('title\r\nFine\r\n=HYPERLINK("x")\r\n') });
  await expect(page.getByRole('alert')).toContainText('Line 3.');
  await expect(box).toHaveValue('Just one');
  // The exported file comes back as it went out.
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await (await again).setFiles({ name: 'deck.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(box).toHaveValue(titles.join('\n'));
  await expect(page.getByText('11 titles', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save deck' }).click();
  await expect(page.locator('li', { hasText: 'Spreadsheet night' })).toContainText('11 titles');
});

test('a picture added to a deck title makes the deck deal picture cards (en, 390x844)', async ({ browser }) => {
  const page = await phone(browser);
  await signUpAndOpen(page, '/en/decks/new', uniqueEmail('e2e-deck-pictures'));
  await page.getByLabel('Deck name').fill('Zoo');
  await page.getByLabel('Titles, one per line').fill(['Elephant', ...Array.from({ length: 9 }, (_, i) => `Animal ${i + 1}`)].join('\n'));
  await page.getByRole('button', { name: 'Add pictures (optional)' }).click();
  const row = page.locator('[data-deck-picture-row="Elephant"]');
  await row
    .locator('input[type=file]')
    .setInputFiles({ name: 'elephant.png', mimeType: 'image/png', buffer: makePng(32, 32, [120, 120, 140], 3) });
  await expect(row.locator('img')).toHaveAttribute('src', /^\/api\/images\/[0-9a-f-]{36}$/);
  // Not a picture: said on its row, nothing kept.
  const other = page.locator('[data-deck-picture-row="Animal 1"]');
  await other.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(other.getByRole('alert')).toHaveText('The image must be a PNG, JPEG or WebP file');
  await expect(other.locator('img')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'deck pictures');
  await page.screenshot({ path: `${SCREENS}/deck-pictures-en.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save deck' }).click();
  const deckRow = page.locator('li', { hasText: 'Zoo' });
  await deckRow.getByRole('button', { name: 'Play' }).click();
  await page.getByLabel('Team A name').fill('Red');
  await page.getByLabel('Team B name').fill('Blue');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.locator('[data-picture-card]')).toBeVisible();
  await expect(page.getByText('Act this picture', { exact: true })).toBeVisible();
});
