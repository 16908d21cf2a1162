// Shared mode on a big screen is a stage (issue 16): a 1920x1080 canvas scaled to the window,
// no header, the host's buttons inside it. At 1920x1080 (scale 1) and on a 1280x720 laptop,
// in Arabic and English, with the longest team names, this measures what a room sees from the
// sofa: every visible text at least 24 px at 1080p, team names and scores at least 48, the
// clock at least 120, the QR code at least 320 with its typed link at least 36, everything 5 %
// or more from each edge; the current title nowhere in the page during a turn; axe-core clean;
// the whole game played by keyboard alone. Screenshots go to test-results/screens/stage-*.png.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TEAM_NAME_MAX_LENGTH } from '../../shared/src/game/constants.ts';
import { expectNoSeriousAxeViolations } from './helpers/axe';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen } from './helpers/sign-up';

const T = {
  ar: {
    signIn: 'تسجيل الدخول',
    teamA: 'اسم الفريق الأول',
    teamB: 'اسم الفريق الثاني',
    sharedMode: 'وضع الشاشة المشتركة',
    startGame: 'ابدأ اللعبة',
    start: 'ابدأ',
    correct: 'صحيح',
    incorrect: 'خطأ',
    next: /^دور /,
    seeResults: 'عرض النتائج',
    newGame: 'لعبة جديدة',
    exit: 'الخروج من الشاشة الكبيرة',
    names: ['ش'.repeat(TEAM_NAME_MAX_LENGTH), 'W'.repeat(TEAM_NAME_MAX_LENGTH)],
  },
  en: {
    signIn: 'Sign in',
    teamA: 'Team A name',
    teamB: 'Team B name',
    sharedMode: 'Shared Screen Mode',
    startGame: 'Start game',
    start: 'Start',
    correct: 'Correct',
    incorrect: 'Incorrect',
    next: /^Next: /,
    seeResults: 'See results',
    newGame: 'New game',
    exit: 'Exit big screen',
    names: ['The Wonderful Warriors of the West Wing!', 'W'.repeat(TEAM_NAME_MAX_LENGTH)],
  },
} as const;

const SCREENS = [
  { name: '1920', width: 1920, height: 1080 },
  { name: '1280', width: 1280, height: 720 },
] as const;

import { expectNoTitle, measure } from './helpers/stage-measure';
import { settle } from './helpers/settle';

const log: string[] = [];

async function checkScreen(page: Page, label: string, expectations: { timer?: boolean; qr?: boolean; names?: boolean }) {
  await settle(page);
  const m = await measure(page);
  log.push(
    `${label}: scale ${m.scale.toFixed(3)}, smallest text ${m.minText.px}px ("${m.minText.text}"), names ${m.names.join('/')}, scores ${m.scores.join('/')}, timer ${m.timer}, QR ${m.qr?.toFixed(0)}, link ${m.link}`,
  );
  expect.soft(m.outside, `${label}: text outside the stage`).toEqual([]);
  // The canvas is centred in the window and fills it one way (letterboxed the other).
  const c = m.canvas;
  expect.soft(Math.abs(c.left - (c.width - c.right)), `${label}: canvas centred across`).toBeLessThanOrEqual(1);
  expect.soft(Math.abs(c.top - (c.height - c.bottom)), `${label}: canvas centred down`).toBeLessThanOrEqual(1);
  expect.soft(Math.min(c.left, c.top), `${label}: canvas inside the window`).toBeGreaterThanOrEqual(-0.5);
  expect.soft(Math.min(c.left, c.top), `${label}: canvas fills the window one way`).toBeLessThanOrEqual(0.5);
  expect.soft(m.minText.px, `${label}: smallest text "${m.minText.text}"`).toBeGreaterThanOrEqual(24);
  // On screen: the 1080p size times the scale (1 at 1920x1080).
  expect.soft(m.minText.px * m.scale, `${label}: smallest text on screen`).toBeGreaterThanOrEqual(24 * m.scale - 0.01);
  expect.soft(m.outsideSafeArea, `${label}: closer than 5 % to an edge`).toEqual([]);
  expect.soft(m.overflowingNames, `${label}: names overflowing`).toEqual([]);
  if (expectations.names !== false) {
    expect.soft(m.names.length, label).toBe(2);
    for (const px of [...m.names, ...m.scores]) expect.soft(px, `${label}: names and scores`).toBeGreaterThanOrEqual(48);
    expect.soft(m.scores.length, label).toBe(2);
  }
  if (expectations.timer) expect.soft(m.timer ?? 0, `${label}: timer`).toBeGreaterThanOrEqual(120);
  if (expectations.qr) {
    expect.soft(m.qr ?? 0, `${label}: QR`).toBeGreaterThanOrEqual(320);
    expect.soft(m.link ?? 0, `${label}: typed link`).toBeGreaterThanOrEqual(36);
  }
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, label);
  await page.screenshot({ path: `test-results/screens/stage-${label}.png` });
}

async function titleOnPhone(browser: Browser, page: Page): Promise<string> {
  const url = await page.locator('[data-reveal-url]').getAttribute('data-reveal-url');
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(url!);
  const title = (await phone.locator('p.text-4xl').innerText()).trim();
  await phone.context().close();
  expect(title.length).toBeGreaterThan(0);
  return title;
}

/** Enter on the focused button, after checking that the step put focus on `name`. */
async function pressFocused(page: Page, name: string | RegExp) {
  await expect(page.locator(':focus')).toHaveAccessibleName(name);
  await page.keyboard.press('Enter');
}

for (const lang of ['ar', 'en'] as const) {
  for (const screen of SCREENS) {
    test(`the stage fills a ${screen.width}x${screen.height} screen, readable from the sofa (${lang})`, async ({ browser }) => {
      test.setTimeout(180_000);
      const t = T[lang];
      const tag = `${screen.name}-${lang}`;
      const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height } });
      const page = await context.newPage();
      const base = lang === 'en' ? '/en' : '';
      await signUpAndOpen(page, base || '/', uniqueEmail(`stage-${tag}`));
      await page.goto(`${base}/play`);
      await page.locator('main ul button').first().click();
      await page.getByLabel(t.teamA).fill(t.names[0]);
      await page.getByLabel(t.teamB).fill(t.names[1]);
      await page.getByRole('checkbox', { name: t.sharedMode }).check();
      await page.getByRole('button', { name: t.startGame }).click();
      await expect(page.locator('[data-stage-canvas]')).toBeVisible();
      if (screen.width === 1920) expect(await page.locator('[data-stage-canvas]').getAttribute('data-stage-scale')).toBe('1');

      // Instruction: the QR code and the typed link; the title is only on the actor's phone.
      await expect(page.getByRole('button', { name: t.start, exact: true })).toBeFocused();
      const title = await titleOnPhone(browser, page);
      await expectNoTitle(page, title, `${tag} instruction`);
      await checkScreen(page, `${tag}-instruction`, { qr: true, timer: true });

      // Running: the big clock, still no title.
      await pressFocused(page, t.start);
      await expect(page.getByRole('button', { name: t.correct, exact: true })).toBeFocused();
      await expectNoTitle(page, title, `${tag} running`);
      await checkScreen(page, `${tag}-running`, { timer: true });

      // The turn is over: now the stage says what the movie was.
      await pressFocused(page, t.correct);
      await expect(page.locator('[data-stage-title]')).toHaveText(title);
      await expect(page.getByRole('button', { name: t.next })).toBeFocused();
      await checkScreen(page, `${tag}-turn-result`, {});

      // The rest of the game by keyboard: team A scores every turn and wins.
      await pressFocused(page, t.next);
      for (let turn = 2; turn <= 8; turn++) {
        await pressFocused(page, t.start);
        if (turn % 2) await pressFocused(page, t.correct);
        else {
          await expect(page.getByRole('button', { name: t.correct, exact: true })).toBeFocused();
          await page.keyboard.press('Tab');
          await pressFocused(page, t.incorrect);
        }
        if (turn < 8) await pressFocused(page, t.next);
      }
      await expect(page.locator('[data-stage-title]')).toBeVisible();
      await checkScreen(page, `${tag}-last-title`, {});
      await page.getByRole('button', { name: t.seeResults }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t.names[0]);
      await expect(page.getByRole('button', { name: t.newGame })).toBeVisible();
      await checkScreen(page, `${tag}-results`, {});

      // The way out: Escape leaves the stage for the page with its header.
      await page.keyboard.press('Escape');
      await expect(page.locator('[data-stage]')).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await context.close();
    });
  }
}

test('below 1280 px wide, shared mode keeps the page layout with its header', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1279, height: 800 } });
  const page = await context.newPage();
  await signUpAndOpen(page, '/en', uniqueEmail('stage-narrow'));
  await page.goto('/en/play');
  await page.locator('main ul button').first().click();
  await page.getByLabel('Team A name').fill('Red');
  await page.getByLabel('Team B name').fill('Blue');
  await page.getByRole('checkbox', { name: 'Shared Screen Mode' }).check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await expect(page.locator('[data-stage]')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  // Wider again, the same game becomes the stage.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('[data-stage]')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await context.close();
});

test.afterAll(() => {
  console.log(log.join('\n'));
});
