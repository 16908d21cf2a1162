// A family's own decks in the browser (issue 31 §1), each flow on an Arabic phone (390x844,
// then on its side at 844x390) and an English laptop on a TV (1920x1080): make a deck, fixing
// the lines the editor names, edit it, share it and read the code; open the shared link, copy
// the deck, report it, and play a game from it whose titles are the deck's; staff hide it.
// axe-core on every deck screen; screenshots for review.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen } from './helpers/sign-up';
import { joinRoom } from './helpers/room';
import { expectNoSeriousAxeViolations, expectNoSidewaysOverflow } from './helpers/axe';
import { adminNeedsPostgres, signInAsNewAdmin } from './helpers/admin';
import { makePng } from '../integration/helpers/image-files.ts';

const SCREENS = 'test-results/screens';

test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

type Screen = { width: number; height: number };
const PHONE: Screen = { width: 390, height: 844 };
const TV: Screen = { width: 1920, height: 1080 };

async function phone(browser: Browser): Promise<Page> {
  return open(browser, PHONE);
}

async function open(browser: Browser, screen: Screen): Promise<Page> {
  const touch = screen.width < 600;
  const context = await browser.newContext({ viewport: screen, isMobile: touch, hasTouch: touch });
  return context.newPage();
}

// The longest name allowed (40 characters) and titles at the 60-character limit.
const DECKS = {
  ar: {
    name: 'سهرة العائلة في بيت الجدة يوم الجمعة ١٢٣',
    renamed: 'سهرة العائلة في بيت الجدة يوم السبت ١٢٣',
    titles: [
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
    ],
    // The first title again, with another hamza: the same after the admin's normalisation.
    repeat: 'الاسد الملك',
  },
  en: {
    name: 'Friday night at Grandma’s, the whole lot',
    renamed: 'Saturday night at Grandma’s, whole lot',
    titles: [
      'The Lion King',
      'Aladdin',
      'Frozen',
      'Finding Nemo',
      'Toy Story',
      'Paddington',
      'Shrek',
      'Up',
      'Cars',
      'Coco',
      'A title as long as a deck allows: sixty characters in total',
    ],
    repeat: 'the lion king',
  },
} as const;

const L = {
  ar: {
    path: '/',
    menu: 'قائمة الحساب',
    myDecks: 'مجموعاتي',
    empty: 'ليس لديك مجموعات بعد.',
    newDeck: 'مجموعة جديدة',
    editDeck: 'تعديل المجموعة',
    name: 'اسم المجموعة',
    titles: 'العناوين، عنوان في كل سطر',
    save: 'حفظ المجموعة',
    repeated: 'عنوان مكرر: السطر 10.',
    count: (n: number) => (n === 10 ? '10 عناوين' : `${n} عنوانًا`),
    edit: (name: string) => `تعديل ${name}`,
    share: (name: string) => `مشاركة ${name}`,
    shareSwitch: 'مشاركة هذه المجموعة',
    qr: 'رمز QR يفتح هذه المجموعة',
    sharing: 'المشاركة مفعّلة',
    language: 'العربية',
    report: 'إبلاغ',
    reportTitle: (name: string) => `الإبلاغ عن ${name}`,
    sendReport: 'إرسال البلاغ',
    reasonRequired: 'يرجى ذكر السبب',
    reason: 'ما المشكلة؟',
    copy: 'نسخ إلى مجموعاتي',
    play: 'العب',
    category: (name: string) => `الفئة: ${name}`,
    teamA: 'اسم الفريق الأول',
    teamB: 'اسم الفريق الثاني',
    start: 'ابدأ اللعبة',
    reveal: 'اكشف العنوان',
  },
  en: {
    path: '/en',
    menu: 'Account menu',
    myDecks: 'My decks',
    empty: 'You have no decks yet.',
    newDeck: 'New deck',
    editDeck: 'Edit deck',
    name: 'Deck name',
    titles: 'Titles, one per line',
    save: 'Save deck',
    repeated: 'The same title again: line 10.',
    count: (n: number) => `${n} titles`,
    edit: (name: string) => `Edit ${name}`,
    share: (name: string) => `Share ${name}`,
    shareSwitch: 'Share this deck',
    qr: 'QR code that opens this deck',
    sharing: 'Sharing on',
    language: 'English',
    report: 'Report',
    reportTitle: (name: string) => `Report ${name}`,
    sendReport: 'Send report',
    reasonRequired: 'Please give a reason',
    reason: 'What is wrong?',
    copy: 'Copy to my decks',
    play: 'Play',
    category: (name: string) => `Category: ${name}`,
    teamA: 'Team A name',
    teamB: 'Team B name',
    start: 'Start game',
    reveal: 'Reveal',
  },
} as const;

const MAKERS = [
  { lang: 'ar', screen: PHONE, label: 'an Arabic phone' },
  { lang: 'en', screen: TV, label: 'an English TV' },
] as const;

for (const { lang, screen, label } of MAKERS) {
  test(`${label} makes a deck, fixing what the editor names, edits it and shares it by code`, async ({ browser }) => {
    const l = L[lang];
    const d = DECKS[lang];
    const tag = `${lang}-${screen.width}`;
    const page = await open(browser, screen);
    await signUpAndOpen(page, l.path, uniqueEmail('e2e-decks'));
    await page.getByRole('button', { name: l.menu }).click();
    await page.getByRole('menuitem', { name: l.myDecks }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.myDecks })).toBeVisible();
    await expect(page.getByText(l.empty)).toBeVisible();
    await expectNoSeriousAxeViolations(page, `/decks empty ${tag}`);
    await page.getByRole('link', { name: l.newDeck }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.newDeck })).toBeVisible();

    await page.getByLabel(l.name).fill(d.name);
    // Nine titles and one repeated: the editor names what to fix.
    const box = page.getByLabel(l.titles);
    await box.fill([...d.titles.slice(0, 9), d.repeat].join('\n'));
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.getByRole('alert')).toContainText(l.repeated);
    await expect(page.getByText(l.count(10), { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `deck editor with problems ${tag}`);
    await page.screenshot({ path: `${SCREENS}/deck-editor-problems-${tag}.png`, fullPage: true });
    await box.fill(d.titles.join('\n'));
    await expect(page.getByText(l.count(11), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.myDecks })).toBeVisible();

    // Edit it: a new name, one title fewer.
    await page
      .locator('li', { hasText: d.name })
      .getByRole('link', { name: l.edit(d.name) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: l.editDeck })).toBeVisible();
    await expect(page.getByLabel(l.titles)).toHaveValue(d.titles.join('\n'));
    await page.getByLabel(l.name).fill(d.renamed);
    await page.getByLabel(l.titles).fill(d.titles.slice(0, 10).join('\n'));
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.myDecks })).toBeVisible();
    const row = page.locator('li', { hasText: d.renamed });
    await expect(row).toContainText(l.count(10));
    await expect(page.locator('li', { hasText: d.name })).toHaveCount(0);
    await expectNoSidewaysOverflow(page, `/decks ${tag}`);

    await row.getByRole('button', { name: l.share(d.renamed) }).click();
    const dialog = page.getByRole('dialog');
    const sharing = dialog.getByRole('switch', { name: l.shareSwitch });
    await sharing.click();
    await expect(sharing).toBeChecked();
    await expect(dialog.locator('[data-deck-code]')).toHaveText(/^[23456789A-HJKMNP-Z]{7}$/);
    await expect(dialog.getByRole('img', { name: l.qr })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `share deck dialog ${tag}`);
    await page.screenshot({ path: `${SCREENS}/deck-share-${tag}.png` });
    await page.keyboard.press('Escape');
    await expect(row.getByText(l.sharing, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/decks-list-${tag}.png`, fullPage: true });
    if (screen === PHONE) {
      await page.setViewportSize({ width: 844, height: 390 });
      await expectNoSidewaysOverflow(page, `/decks ${lang}-844`);
      await page.screenshot({ path: `${SCREENS}/decks-list-${lang}-844.png`, fullPage: true });
    }
  });
}

const OPENERS = [
  { lang: 'en', screen: TV, label: 'an English TV' },
  { lang: 'ar', screen: PHONE, label: 'an Arabic phone' },
] as const;

for (const { lang, screen, label } of OPENERS) {
  test(`${label} opens a shared deck, copies it, reports it and plays a game from it`, async ({ browser }) => {
    const l = L[lang];
    const d = DECKS[lang];
    const tag = `${lang}-${screen.width}`;
    // The owner: a deck made and shared through the API of their own signed-in page.
    const owner = await phone(browser);
    const ownerEmail = uniqueEmail('e2e-deck-owner');
    await signUpAndOpen(owner, l.path, ownerEmail);
    const signIn = await owner.request.post('/api/auth/signin', { data: { email: ownerEmail, password: 'secret-1' } });
    const token = ((await signIn.json()) as { accessToken: string }).accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const deck = await (
      await owner.request.post('/api/decks', {
        headers,
        data: { name: d.name, language: lang, titles: d.titles.slice(0, 10).map((title) => ({ title })) },
      })
    ).json();
    const { shareCode } = await (await owner.request.post(`/api/decks/${deck.id}/share`, { headers, data: { enabled: true } })).json();
    const sharedPath = `${lang === 'en' ? '/en' : ''}/d/${shareCode}`;

    const page = await open(browser, screen);
    await signUpAndOpen(page, sharedPath, uniqueEmail('e2e-deck-friend'));
    await expect(page.getByRole('heading', { level: 1, name: d.name })).toBeVisible();
    await expect(page.getByText(`${l.count(10)} · ${l.language}`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: d.titles[1] }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, `shared deck ${tag}`);
    await page.screenshot({ path: `${SCREENS}/deck-shared-${tag}.png`, fullPage: true });

    // Report it: a reason is required.
    await page.getByRole('button', { name: l.report }).click();
    const report = page.getByRole('dialog', { name: l.reportTitle(d.name) });
    await report.getByRole('button', { name: l.sendReport }).click();
    await expect(report.getByText(l.reasonRequired)).toBeVisible();
    await expectNoSeriousAxeViolations(page, `report deck dialog ${tag}`);
    await report.getByLabel(l.reason).fill('Testing the report');
    await report.getByRole('button', { name: l.sendReport }).click();
    await expect(report).toBeHidden();

    // Copy it: it is in my decks.
    await page.getByRole('button', { name: l.copy }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.myDecks })).toBeVisible();
    await expect(page.locator('li', { hasText: d.name })).toContainText(l.count(10));

    // Play from the shared page: setup names the deck, the game deals its titles.
    await page.goto(sharedPath);
    await page.getByRole('button', { name: l.play, exact: true }).click();
    await expect(page.getByText(l.category(d.name))).toBeVisible();
    await page.getByLabel(l.teamA).fill('Red');
    await page.getByLabel(l.teamB).fill('Blue');
    await page.getByRole('button', { name: l.start }).click();
    await page.getByRole('button', { name: l.reveal }).click();
    // The title dealt is one of the deck's.
    const dealt = async () => {
      for (const title of d.titles.slice(0, 10)) if (await page.getByText(title, { exact: true }).count()) return title;
      return undefined;
    };
    await expect.poll(dealt).toBeDefined();
    await page.screenshot({ path: `${SCREENS}/deck-game-${tag}.png` });

    // Staff read the report and hide the deck: its code opens nothing any more.
    if (lang !== 'en' || adminNeedsPostgres()) return;
    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInAsNewAdmin(admin, '/admin/decks');
    const card = admin.locator(`[data-admin-deck-id="${deck.id}"]`);
    await expect(card).toContainText('Testing the report');
    await expect(card).toContainText('1 report');
    await expectNoSeriousAxeViolations(admin, '/admin/decks');
    await admin.screenshot({ path: `${SCREENS}/admin-decks.png`, fullPage: true });
    await card.getByRole('button', { name: 'Hide deck' }).click();
    const confirm = admin.getByRole('dialog', { name: `Hide ${d.name}?` });
    await confirm.getByRole('button', { name: 'Hide deck' }).click();
    await expect(confirm.getByText('Please give a reason')).toBeVisible();
    await confirm.getByLabel('Reason').fill('Reported in a test');
    await confirm.getByRole('button', { name: 'Hide deck' }).click();
    await expect(confirm).toBeHidden();
    await expect(admin.getByText('No open reports.')).toBeVisible();
    await page.goto(sharedPath);
    await expect(page.getByRole('alert')).toHaveText('That deck code is not valid, or the deck is no longer shared.');
  });
}

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

test('a deck in an Arabic living room: the joined phone gets its title, the TV (1920x1080) never the current one', async ({ browser }) => {
  const d = DECKS.ar;
  const tv = await open(browser, TV);
  const email = uniqueEmail('e2e-deck-room');
  await signUpAndOpen(tv, '/', email);
  const signIn = await tv.request.post('/api/auth/signin', { data: { email, password: 'secret-1' } });
  const headers = { authorization: `Bearer ${((await signIn.json()) as { accessToken: string }).accessToken}` };
  const deck = await (
    await tv.request.post('/api/decks', { headers, data: { name: d.name, language: 'ar', titles: d.titles.map((title) => ({ title })) } })
  ).json();
  await tv.goto(`/play?deck=${deck.id}`);
  await expect(tv.getByText(L.ar.category(d.name))).toBeVisible();
  await tv.getByLabel(L.ar.teamA).fill('الصقور');
  await tv.getByLabel(L.ar.teamB).fill('اللؤلؤ');
  await tv.getByLabel(/وضع الشاشة المشتركة/).check();
  await tv.getByRole('button', { name: L.ar.start }).click();
  const code = (await tv.locator('[data-room-code]').getAttribute('data-room-code'))!;

  const phone = await open(browser, PHONE);
  await joinRoom(phone, code, 'ar', 'سارة', 'الصقور');
  await expect(phone.getByRole('heading', { name: 'دورك!' })).toBeVisible();
  const title = (await phone.locator('[data-seat-title]').innerText()).trim();
  expect(d.titles as readonly string[]).toContain(title);
  await phone.getByRole('button', { name: 'جاهز' }).click();
  // While the turn runs, the TV has no word of the deck's title.
  await expect(tv.getByRole('timer').first()).toBeVisible();
  await expect(tv.getByText(title, { exact: true })).toHaveCount(0);
  await expectNoSeriousAxeViolations(tv, 'deck game on the stage ar');
  await tv.screenshot({ path: `${SCREENS}/deck-room-tv-ar-1920.png` });
  await phone.getByRole('button', { name: 'صحيح', exact: true }).click();
  // After the turn: the title the team acted, on the TV, as a title (a deck's are not films).
  await expect(tv.locator('[data-stage-title]')).toHaveText(title);
  await expect(tv.getByText('العنوان كان', { exact: true })).toBeVisible();
  await tv.screenshot({ path: `${SCREENS}/deck-room-tv-after-turn-ar-1920.png` });
});
