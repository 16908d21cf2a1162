// What a new player met on a first evening (issue 8): the language they chose, starting
// without games left, signing in on the way to a game, team names, ties and replays.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { submitSignUp } from './helpers/sign-up';
import type { Language } from '../../shared/src/languages.ts';

const TEXT = {
  ar: {
    signIn: 'تسجيل الدخول',
    startPlaying: 'ابدأ اللعب',
    chooseCategory: 'اختر فئة',
    category: 'كلاسيكيات السينما المصرية',
    teamA: 'اسم الفريق الأول',
    teamB: 'اسم الفريق الثاني',
    startGame: 'ابدأ اللعبة',
    reveal: 'اكشف العنوان',
    ready: 'جاهز',
    startTimer: 'ابدأ المؤقت',
    correct: 'صحيح',
    incorrect: 'خطأ',
    buyGames: 'شراء ألعاب',
    needTokens: 'تحتاج إلى ألعاب لتبدأ. اشترِ باقة للمتابعة.',
    newGame: 'لعبة جديدة',
    tie: 'تعادل!',
    replay: 'إعادة اللعب',
  },
  en: {
    signIn: 'Sign in',
    startPlaying: 'Start Playing',
    chooseCategory: 'Choose a category',
    category: 'Hollywood Blockbusters',
    teamA: 'Team A name',
    teamB: 'Team B name',
    startGame: 'Start game',
    reveal: 'Reveal',
    ready: 'Ready',
    startTimer: 'Start timer',
    correct: 'Correct',
    incorrect: 'Incorrect',
    buyGames: 'Buy Games',
    needTokens: 'You need games to play. Buy a package to continue.',
    newGame: 'New game',
    tie: "It's a tie!",
    replay: 'Replay',
  },
} as const;

async function expectDocument(page: Page, lang: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** From the landing page: sign up through the header and reach the category grid. */
async function signUpAndOpenCategories(page: Page, lang: Language) {
  const tx = TEXT[lang];
  await page.goto(lang === 'ar' ? '/' : '/en');
  await page.getByRole('button', { name: tx.signIn }).click();
  await expect(await submitSignUp(page, uniqueEmail(`e2e-new-${lang}`), lang)).toBeHidden();
  await page.getByRole('button', { name: tx.startPlaying }).click();
  await expect(page.getByRole('heading', { name: tx.chooseCategory })).toBeVisible();
}

async function startGame(page: Page, lang: Language, teamA: string, teamB: string) {
  const tx = TEXT[lang];
  await page.getByRole('button', { name: tx.category }).click();
  await page.getByLabel(tx.teamA).fill(teamA);
  await page.getByLabel(tx.teamB).fill(teamB);
  await page.getByRole('button', { name: tx.startGame }).click();
  await expect(page).toHaveURL(/\/play\?game=/);
}

/** Plays all eight turns, marking each as `mark(turn)` says. */
async function playAllTurns(page: Page, lang: Language, mark: (turn: number) => 'correct' | 'incorrect') {
  const tx = TEXT[lang];
  for (let turn = 1; turn <= 8; turn++) {
    await page.getByRole('button', { name: tx.reveal }).click();
    await page.getByRole('button', { name: tx.ready }).click();
    await page.getByRole('button', { name: tx.startTimer }).click();
    await page.getByRole('button', { name: tx[mark(turn)], exact: true }).click();
  }
}

async function expectBuyFirst(page: Page, lang: Language) {
  const tx = TEXT[lang];
  await expect(page.getByRole('dialog', { name: tx.buyGames })).toBeVisible();
  await expect(page.getByText(tx.needTokens).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: tx.chooseCategory })).toHaveCount(0);
}

test('a team name that already says فريق is not repeated', async ({ page }) => {
  await signUpAndOpenCategories(page, 'ar');
  await startGame(page, 'ar', 'فريق البنات', 'الأولاد');
  await expect(page.getByText('أعطِ الهاتف لممثل فريق البنات', { exact: true })).toBeVisible();
  await expect(page.getByText('دور فريق البنات', { exact: true })).toBeVisible();
  await expect(page.getByText(/فريق فريق/)).toHaveCount(0);
  await playAllTurns(page, 'ar', (turn) => (turn === 1 ? 'correct' : 'incorrect'));
  await expect(page.getByRole('heading', { name: 'فاز فريق البنات!', exact: true })).toBeVisible();
});

test('a tie shows no trophy', async ({ page }) => {
  await signUpAndOpenCategories(page, 'en');
  await startGame(page, 'en', 'Red', 'Blue');
  await playAllTurns(page, 'en', () => 'incorrect');
  const results = page.getByRole('region', { name: TEXT.en.tie });
  await expect(results).toBeVisible();
  await expect(results.locator('svg.lucide-trophy')).toHaveCount(0);
  await expect(results.locator('svg.lucide-handshake')).toBeVisible();
});

test('the longest team names fit a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndOpenCategories(page, 'ar');
  const longest = 'ف'.repeat(40); // TEAM_NAME_MAX_LENGTH
  await startGame(page, 'ar', longest, longest);
  await expect(page.getByRole('button', { name: TEXT.ar.reveal })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

test('with no games left, /play and New game ask to buy before anything else; continue and replay still work', async ({ page }) => {
  await signUpAndOpenCategories(page, 'ar');
  await startGame(page, 'ar', 'الصقور', 'اللؤلؤ');
  await playAllTurns(page, 'ar', (turn) => (turn % 2 ? 'correct' : 'incorrect'));
  await page.getByRole('button', { name: TEXT.ar.newGame }).click();
  await expectBuyFirst(page, 'ar');
  await page.keyboard.press('Escape');

  await page.goto('/play');
  await expectBuyFirst(page, 'ar');
  await page.keyboard.press('Escape');

  // Replaying a finished game costs nothing, so it is not refused.
  await page.goto('/past-games');
  await page.getByRole('listitem').filter({ hasText: TEXT.ar.category }).getByRole('button', { name: TEXT.ar.replay }).click();
  await page.getByLabel(TEXT.ar.teamA).fill('النجوم');
  await page.getByLabel(TEXT.ar.teamB).fill('الأقمار');
  await page.getByRole('button', { name: TEXT.ar.startGame }).click();
  await expect(page.getByText('أعطِ الهاتف لممثل فريق النجوم')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Neither is continuing a game in progress.
  await page.goto('/past-games');
  await page.getByRole('listitem').filter({ hasText: 'قيد اللعب' }).getByRole('button').click();
  await expect(page.getByRole('button', { name: TEXT.ar.reveal })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('replaying from past games shows the category and the original teams, ready to edit', async ({ page }) => {
  await signUpAndOpenCategories(page, 'en');
  await startGame(page, 'en', 'Night Owls', 'Early Birds');
  await playAllTurns(page, 'en', (turn) => (turn % 2 ? 'correct' : 'incorrect'));
  await page.goto('/en/past-games');
  await page.getByRole('listitem').filter({ hasText: TEXT.en.category }).getByRole('button', { name: 'Replay' }).click();
  await expect(page.getByText(`Category: ${TEXT.en.category}`)).toBeVisible();
  await expect(page.getByLabel(TEXT.en.teamA)).toHaveValue('Night Owls');
  await expect(page.getByLabel(TEXT.en.teamB)).toHaveValue('Early Birds');
  // A reload keeps them (the replay is in the URL).
  await page.reload();
  await expect(page.getByLabel(TEXT.en.teamA)).toHaveValue('Night Owls');
  await page.getByLabel(TEXT.en.teamB).fill('Larks');
  await page.getByRole('button', { name: TEXT.en.startGame }).click();
  await expect(page.getByText('Hand the phone to the actor of Night Owls')).toBeVisible();
  await expect(page.getByText('Turn: Night Owls')).toBeVisible();
  await expect(page.getByLabel('Larks: 0 points')).toBeVisible();
});

for (const lang of ['ar', 'en'] as const) {
  test(`signing up from Start Playing continues into the game (${lang})`, async ({ page }) => {
    const tx = TEXT[lang];
    await page.goto(lang === 'ar' ? '/' : '/en');
    await page.getByRole('button', { name: tx.startPlaying }).click();
    await expect(await submitSignUp(page, uniqueEmail(`e2e-start-${lang}`), lang)).toBeHidden();
    await expect(page).toHaveURL(lang === 'ar' ? /127\.0\.0\.1:\d+\/play$/ : /\/en\/play$/);
    await expect(page.getByRole('heading', { name: tx.chooseCategory })).toBeVisible();
  });
}

test('signing in from Start Playing with no games left asks to buy first, on the landing page', async ({ page }) => {
  const email = uniqueEmail('e2e-start-signin');
  await page.goto('/en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(await submitSignUp(page, email, 'en', 'secret-1')).toBeHidden();
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await startGame(page, 'en', 'Owls', 'Foxes'); // spends the welcome game
  await page.goto('/en');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.getByRole('button', { name: 'Start Playing' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('secret-1');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Buy Games' })).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
});

test('a stored English preference opens every player page in English; shared links and the Arabic toggle are respected', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));

  // The query string (a game in the URL) survives the move to English.
  const game = '6f1c2b3a-0000-4000-8000-000000000001';
  await page.goto(`/play?game=${game}`);
  await expect(page).toHaveURL(new RegExp(`/en/play\\?game=${game}$`));
  await expectDocument(page, 'en');

  await page.goto('/past-games');
  await expect(page).toHaveURL(/\/en\/past-games$/);
  await expectDocument(page, 'en');
  // Signed out, the sign-in dialog opens over the page and hides it from the accessibility tree.
  await expect(page.getByRole('heading', { name: 'Past Games', includeHidden: true })).toBeVisible();

  // A link made to be shared speaks the language of whoever made it: an Arabic game's QR
  // code (no ?lng=) opens the reveal page in Arabic even on an English phone.
  await page.goto('/reveal/not-a-real-code-123');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/reveal\/not-a-real-code-123$/);
  await expectDocument(page, 'ar');

  // Switching to Arabic is remembered, and Arabic pages then stay Arabic.
  await page.goto('/past-games');
  await expect(page).toHaveURL(/\/en\/past-games$/);
  // A signed-out visitor gets the sign-in dialog here; close it first.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'التبديل إلى العربية' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/past-games$/);
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
  await page.goto('/play');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/play$/);
  await expectDocument(page, 'ar');
});
