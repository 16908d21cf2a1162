// Accessibility and layout of every player screen, in both languages, from the narrowest phone
// to a laptop and on a phone on its side: axe-core finds no serious or critical violation,
// nothing overflows sideways or sticks out of the screen (with the longest team names the game
// accepts), and a screenshot of each is kept under test-results/screens/.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TEAM_NAME_MAX_LENGTH } from '../../shared/src/game/constants.ts';
import { uniqueEmail } from './helpers/outbox';
import { axeBuilder } from './helpers/axe';
import { settle } from './helpers/settle';
import { signUpAndOpen, submitSignUp } from './helpers/sign-up';

// axe-core runs where the page differs (a phone, a phone on its side without the header in
// shared mode, a laptop); the narrowest phone has the phone's page, so there only the layout
// is checked.
const VIEWPORTS = [
  { name: 'narrow', width: 320, height: 640, axe: false },
  { name: 'phone', width: 390, height: 844, axe: true },
  { name: 'landscape', width: 844, height: 390, axe: true },
  { name: 'laptop', width: 1280, height: 800, axe: true },
] as const;

// The longest names a team may have, each hard to fit in its own way: one Arabic word of
// joined letters, an English name with spaces, and a Latin string with nowhere to break.
const LONG_NAMES = {
  arabicWord: 'ش'.repeat(TEAM_NAME_MAX_LENGTH),
  englishWithSpaces: 'The Wonderful Warriors of the West Wing!',
  latinUnbroken: 'W'.repeat(TEAM_NAME_MAX_LENGTH),
};
const TEAMS = {
  ar: [LONG_NAMES.arabicWord, LONG_NAMES.latinUnbroken],
  en: [LONG_NAMES.englishWithSpaces, LONG_NAMES.latinUnbroken],
} as const;

const T = {
  ar: {
    howToPlay: 'طريقة اللعب',
    signIn: 'تسجيل الدخول',
    teamA: 'اسم الفريق الأول',
    teamB: 'اسم الفريق الثاني',
    startGame: 'ابدأ اللعبة',
    sharedMode: 'وضع الشاشة المشتركة',
    reveal: 'اكشف العنوان',
    ready: 'جاهز',
    startTimer: 'ابدأ المؤقت',
    correct: 'صحيح',
    incorrect: 'خطأ',
    start: 'ابدأ',
    seeResults: 'عرض النتائج',
  },
  en: {
    howToPlay: 'How to Play',
    signIn: 'Sign in',
    teamA: 'Team A name',
    teamB: 'Team B name',
    startGame: 'Start game',
    sharedMode: 'Shared Screen Mode',
    reveal: 'Reveal',
    ready: 'Ready',
    startTimer: 'Start timer',
    correct: 'Correct',
    incorrect: 'Incorrect',
    start: 'Start',
    seeResults: 'See results',
  },
} as const;

/** Every visible element that reaches past the screen's sides or is cut off by a box that hides its overflow. */
function elementsOutsideTheScreen(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Visually hidden text (sr-only) is a clipped 1px box; it is read, not seen.
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.clipPath !== 'none' || style.clip !== 'auto')
        continue;
      if (box.left < -1 || box.right > width + 1) {
        out.push(`${name(el)} spans ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
        continue;
      }
      // Controls and text must not be cut by an ancestor that hides what overflows it.
      if (!el.matches('button, a, input, [role=switch], [role=timer], h1, h2, p')) continue;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.overflowX === 'visible') continue;
        const clip = up.getBoundingClientRect();
        if (box.left < clip.left - 1 || box.right > clip.right + 1) out.push(`${name(el)} is cut off by ${name(up)}`);
        break;
      }
    }
    return out;
  });
}

async function check(page: Page, label: string, { axe = true } = {}) {
  await settle(page);
  if (axe) {
    const results = await axeBuilder(page).analyze();
    // WCAG 2.5.3: the name of a control contains the text it shows. Make sure the rule ran.
    const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id);
    expect(ran, label).toContain('label-content-name-mismatch');
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect
      .soft(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        label,
      )
      .toEqual([]);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow, `${label} overflows horizontally`).toBeLessThanOrEqual(0);
  expect.soft(await elementsOutsideTheScreen(page), `${label}: out of the screen`).toEqual([]);
  await page.screenshot({ path: `test-results/screens/${label}.png`, fullPage: true });
}

// Each language and screen size is three tests, not one walk through every screen: the game
// (the long part) and the pages around it run side by side in the workers, and no single
// test of well over a minute is left to finish alone at the end of the run. The game's
// screens come first so that they start early.
for (const lang of ['ar', 'en'] as const) {
  for (const vp of VIEWPORTS) {
    const tag = `${lang}-${vp.name}`;
    const base = lang === 'en' ? '/en' : '';
    const viewport = { width: vp.width, height: vp.height };

    test(`every game screen is accessible and fits, setup to results (${lang}, ${vp.name} ${vp.width}x${vp.height})`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const t = T[lang];
      const [teamA, teamB] = TEAMS[lang];
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      // Signed up through the API: the sign-up form is checked in the signed-out test below.
      await signUpAndOpen(page, `${base}/play`, uniqueEmail(`axe-${tag}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, `${tag}-categories`, vp);
      await page.locator('main ul button').first().click();
      await check(page, `${tag}-setup`, vp);
      await page.getByLabel(t.teamA).fill(teamA);
      await page.getByLabel(t.teamB).fill(teamB);
      await expect(page.getByLabel(t.teamA)).toHaveValue(teamA);
      await check(page, `${tag}-setup-filled`, vp);
      await page.getByRole('button', { name: t.startGame }).click();
      await expect(page).toHaveURL(/game=/);
      const gameId = new URL(page.url()).searchParams.get('game');
      await check(page, `${tag}-handoff`, vp);
      await page.getByRole('button', { name: t.reveal }).click();
      await expect(page.getByRole('button', { name: t.ready })).toBeEnabled();
      await check(page, `${tag}-revealed`, vp);
      await page.getByRole('button', { name: t.ready }).click();
      await expect(page.getByRole('button', { name: t.startTimer })).toBeVisible();
      await check(page, `${tag}-ready`, vp);
      await page.getByRole('button', { name: t.startTimer }).click();
      // The running step is judged once its answer is in (its buttons enabled), not as it fades in.
      await expect(page.getByRole('button', { name: t.correct, exact: true })).toBeEnabled();
      await check(page, `${tag}-running`, vp);
      const shareId = await page.locator('[data-share-id]').getAttribute('data-share-id');

      // The shared-screen switch waits while the clock runs.
      await expect(page.getByRole('switch')).toBeDisabled();
      // Team A scores once and wins, so the results name a winner.
      await page.getByRole('button', { name: t.correct, exact: true }).click();
      await page.getByRole('switch').click();
      // (A phone on its side hides the header, switch included, in shared mode.)
      await expect(page.getByRole('button', { name: t.start, exact: true })).toBeVisible();
      await check(page, `${tag}-shared-instruction`, vp);

      await page.goto(`${base}/share/${shareId}`);
      await expect(page.getByRole('timer')).toBeVisible();
      await check(page, `${tag}-share`, vp);

      // The rest of the game on the TV, to its results.
      await page.goto(`${base}/play?game=${gameId}`);
      const nextTurn = page.getByRole('button', { name: new RegExp(`${teamA}|${teamB}`) });
      for (let turn = 2; ; turn++) {
        await page.getByRole('button', { name: t.start, exact: true }).click();
        await expect(page.getByRole('button', { name: t.incorrect, exact: true })).toBeEnabled();
        if (turn === 2) await check(page, `${tag}-shared-running`, vp);
        await page.getByRole('button', { name: t.incorrect, exact: true }).click();
        await expect(nextTurn.or(page.getByRole('button', { name: t.seeResults }))).toBeVisible();
        if (!(await nextTurn.isVisible())) break;
        if (turn === 2) await check(page, `${tag}-shared-turn-result`, vp);
        await nextTurn.click();
      }
      // In shared mode the TV shows the last turn's title too, then the results.
      await expect(page.getByRole('button', { name: t.seeResults })).toBeVisible();
      await check(page, `${tag}-shared-last-title`, vp);
      await page.getByRole('button', { name: t.seeResults }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(teamA);
      await check(page, `${tag}-results`, vp);
      await page.goto(`${base}/share/${shareId}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(teamA);
      await check(page, `${tag}-share-results`, vp);

      await page.goto(`${base}/past-games`);
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await check(page, `${tag}-past-games`, vp);
      await context.close();
    });

    test(`the signed-out screens are accessible and fit: landing, how to play, sign-in (${lang}, ${vp.name} ${vp.width}x${vp.height})`, async ({
      browser,
    }) => {
      const t = T[lang];
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(base || '/');
      await check(page, `${tag}-landing`, vp);
      await page.getByRole('button', { name: t.howToPlay }).click();
      await check(page, `${tag}-how-to-play`, vp);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t.signIn }).click();
      await check(page, `${tag}-auth-dialog`, vp);
      await expect(await submitSignUp(page, uniqueEmail(`axe-signed-out-${tag}`), lang)).toBeHidden();
      await context.close();
    });

    test(`the error and reset-password pages are accessible and fit, signed in (${lang}, ${vp.name} ${vp.width}x${vp.height})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signUpAndOpen(page, `${base}/reveal/expired-code-123`, uniqueEmail(`axe-pages-${tag}`));
      await expect(page.getByRole('alert')).toBeVisible();
      await check(page, `${tag}-reveal-error`, vp);
      await page.goto(`${base}/reset-password?token=abc`);
      await check(page, `${tag}-reset-password`, vp);
      await page.goto(`${base}/nothing-here`);
      await check(page, `${tag}-not-found`, vp);
      await context.close();
    });
  }
}

for (const lang of ['ar', 'en'] as const) {
  test(`the show-password button leaves the typed password uncovered (${lang})`, async ({ page }) => {
    await page.goto(lang === 'en' ? '/en' : '/');
    await page.getByRole('button', { name: T[lang].signIn }).click();
    const field = page.getByRole('dialog').getByLabel(lang === 'ar' ? 'كلمة المرور' : 'Password', { exact: true });
    await field.fill('a-long-password-that-fills-the-whole-field-0123456789');
    const toggle = field.locator('xpath=following-sibling::button');
    await expect(toggle).toHaveAccessibleName(lang === 'ar' ? 'إظهار كلمة المرور' : 'Show password');
    for (const state of ['hidden', 'shown']) {
      // Where the field draws its text: its border box less borders and padding.
      const text = await field.evaluate((input) => {
        const box = input.getBoundingClientRect();
        const s = getComputedStyle(input);
        const px = (v: string) => parseFloat(v) || 0;
        return {
          left: box.left + px(s.borderLeftWidth) + px(s.paddingLeft),
          right: box.right - px(s.borderRightWidth) - px(s.paddingRight),
        };
      });
      const button = (await toggle.boundingBox())!;
      const overlap = Math.min(text.right, button.x + button.width) - Math.max(text.left, button.x);
      expect(overlap, `${lang}, password ${state}: the button covers ${overlap}px of the text`).toBeLessThanOrEqual(0);
      if (state === 'hidden') {
        await toggle.click();
        await expect(field).toHaveAttribute('type', 'text');
      }
    }
  });
}

for (const lang of ['ar', 'en'] as const) {
  test(`form errors show inline only, and toasts leave the header uncovered (${lang})`, async ({ page }) => {
    // Every toast that ever appears, however briefly.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { toastsSeen: string[] }).toastsSeen = []);
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLElement)
              for (const toast of [node, ...node.querySelectorAll('[data-sonner-toast]')])
                if (toast.matches('[data-sonner-toast]')) seen.push(toast.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    const ar = lang === 'ar';
    const email = uniqueEmail(`toasts-${lang}`);
    await page.goto(ar ? '/' : '/en');
    await page.getByRole('button', { name: T[lang].signIn }).click();
    const dialog = await submitSignUp(page, email, lang);
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: ar ? 'قائمة الحساب' : 'Account menu' }).click();
    await page.getByRole('menuitem', { name: ar ? 'تسجيل الخروج' : 'Sign Out' }).click();

    await page.getByRole('button', { name: T[lang].signIn }).click();
    await dialog.getByLabel(ar ? 'البريد الإلكتروني' : 'Email').fill(email);
    await dialog.getByLabel(ar ? 'كلمة المرور' : 'Password', { exact: true }).fill('wrong-pass');
    await dialog.getByRole('button', { name: ar ? 'تسجيل الدخول' : 'Sign In' }).click();
    const wrong = ar ? 'البريد الإلكتروني أو كلمة المرور غير صحيحة. حاول مرة أخرى.' : 'Invalid email or password. Please try again.';
    await expect(dialog.getByRole('alert')).toHaveText(wrong);
    await dialog.getByLabel(ar ? 'كلمة المرور' : 'Password', { exact: true }).fill('secret-1');
    await dialog.getByRole('button', { name: ar ? 'تسجيل الدخول' : 'Sign In' }).click();
    await expect(dialog).toBeHidden();

    // Toasts come in the order they were asked for: once "signed in" shows, an error toast
    // asked for before it would have been seen already.
    const signedIn = page.locator('[data-sonner-toast]').filter({ hasText: ar ? 'أهلاً بعودتك!' : 'Welcome back!' });
    await expect(signedIn).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
    expect(
      seen.filter((text) => text.includes(wrong)),
      'the inline error repeated as a toast',
    ).toEqual([]);
    await expect(signedIn).toHaveCSS('background-color', 'rgb(194, 65, 12)');
    await expect(signedIn).toHaveCSS('color', 'rgb(255, 255, 255)');
    await settle(page);
    const header = (await page.locator('header').boundingBox())!;
    const toast = (await signedIn.boundingBox())!;
    const overlap = Math.min(header.y + header.height, toast.y + toast.height) - Math.max(header.y, toast.y);
    expect(overlap, 'the toast covers the header').toBeLessThanOrEqual(0);
  });
}

for (const lang of ['ar', 'en'] as const) {
  test(`shared mode on a phone on its side: the QR code and Start fit without scrolling (${lang})`, async ({ browser }) => {
    const t = T[lang];
    const [teamA, teamB] = TEAMS[lang];
    const context = await browser.newContext({ viewport: { width: 844, height: 390 } });
    const page = await context.newPage();
    const base = lang === 'en' ? '/en' : '';
    await signUpAndOpen(page, base || '/', uniqueEmail(`landscape-${lang}`));
    await page.goto(`${base}/play`);
    await page.locator('main ul button').first().click();
    await page.getByLabel(t.teamA).fill(teamA);
    await page.getByLabel(t.teamB).fill(teamB);
    await page.getByRole('checkbox', { name: t.sharedMode }).check();
    await page.getByRole('button', { name: t.startGame }).click();
    const start = page.getByRole('button', { name: t.start, exact: true });
    const qr = page.getByRole('img', { name: lang === 'ar' ? 'رمز QR' : 'QR code' });
    await expect(start).toBeVisible();

    for (const size of [
      { width: 844, height: 390 },
      { width: 932, height: 430 },
      { width: 667, height: 375 },
    ]) {
      const label = `${lang}-shared-instruction-${size.width}x${size.height}`;
      await page.setViewportSize(size);
      await settle(page);
      const scroll = await page.evaluate(() => ({
        down: document.documentElement.scrollHeight - document.documentElement.clientHeight,
        across: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }));
      expect.soft(scroll, `${label}: the page scrolls`).toEqual({ down: 0, across: 0 });
      for (const [what, locator] of [
        ['Start', start],
        ['QR code', qr],
      ] as const) {
        const box = (await locator.boundingBox())!;
        expect
          .soft(
            box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width,
            `${label}: ${what} on screen`,
          )
          .toBe(true);
      }
      expect.soft(await elementsOutsideTheScreen(page), `${label}: out of the screen`).toEqual([]);
      await page.screenshot({ path: `test-results/screens/${label}.png` });
    }
    await context.close();
  });
}
