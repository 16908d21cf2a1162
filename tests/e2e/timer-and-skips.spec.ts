// The timer presets and Skip ("طاف" / "Pass") in Chromium, by keyboard: the relaxed timer
// picked with the arrow keys at setup and seen in the game, two skips by Enter and the third
// refused in place; and, in Arabic on a phone, the game with no clock.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen } from './helpers/sign-up';
import type { Language } from '../../shared/src/languages.ts';

/** Signs a new player up (through the API) and opens the page `page` is on again, signed in. */
async function signUp(page: Page, lang: Language) {
  await signUpAndOpen(page, page.url(), uniqueEmail(`e2e-timer-${lang}`));
}

/** The accessible name of what has focus. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null;
    return (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim();
  });

/** Presses Tab until focus is on `name`, as a keyboard player would. */
async function tabTo(page: Page, name: RegExp) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

const title = (page: Page) => page.locator('p.text-3xl').innerText();

test('relaxed timer picked by keyboard; two passes by Enter, the third refused in place (English)', async ({ page }) => {
  await page.goto('/en');
  await signUp(page, 'en');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await page.getByRole('button', { name: 'Hollywood Blockbusters' }).click();
  await page.getByLabel('Team A name').fill('Red');
  await page.getByLabel('Team B name').fill('Blue');

  // The timer is a radio group, standard by default; the arrow key moves to relaxed.
  const group = page.getByRole('group', { name: 'Timer' });
  await expect(group.getByRole('radio', { name: 'Standard — 90/60/45/30 s' })).toBeChecked();
  await expect(group.getByRole('radio', { name: 'Off — no clock' })).not.toBeChecked();
  await tabTo(page, /^Standard/);
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: 'Relaxed — 135/90/68/45 s' })).toBeChecked();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/en\/play\?game=/);

  await page.getByRole('button', { name: 'Reveal' }).click();
  // The heading names the title's kind (film, series, cartoon) from its category.
  await expect(page.getByRole('heading', { name: /^Your (film|series|cartoon|title)$/ })).toBeVisible();
  const first = await title(page);
  await tabTo(page, /^Pass \(2 left\)$/);
  await page.keyboard.press('Enter');
  const pass = page.getByRole('button', { name: /^Pass/ });
  await expect(pass).toHaveText('Pass (1 left)');
  await expect.poll(() => title(page)).not.toBe(first);
  const second = await title(page);
  // Focus stays on Pass: Enter again, once the first pass is answered (the new title can
  // arrive a moment before the answer, and the button waits for the answer).
  expect(await focusedName(page)).toBe('Pass (1 left)');
  await expect(pass).toHaveAttribute('aria-disabled', 'false');
  await page.keyboard.press('Enter');
  await expect(pass).toHaveText('Pass (0 left)');
  await expect.poll(() => title(page)).not.toBe(second);
  const third = await title(page);
  expect(new Set([first, second, third]).size).toBe(3);

  // No pass left: still focused, says why, and Enter changes nothing.
  await expect(pass).toHaveAttribute('aria-disabled', 'true');
  await expect(pass).toHaveAccessibleDescription('No passes left for this team this round.');
  expect(await focusedName(page)).toBe('Pass (0 left)');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No skips left for this team in this round.')).toHaveCount(0);
  expect(await title(page)).toBe(third);

  // The relaxed clock: 135 s in round 1; the pass stays on offer while it runs.
  await page.getByRole('button', { name: 'Ready' }).click();
  await expect(page.getByRole('timer')).toHaveText('2:15');
  await page.getByRole('button', { name: 'Start timer' }).click();
  await expect(page.getByRole('button', { name: 'Pass (0 left)' })).toBeVisible();
  await page.getByRole('button', { name: 'Correct', exact: true }).click();
  // Team Blue has its own two.
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByRole('button', { name: 'Pass (2 left)' })).toBeVisible();
});

test('no clock, in Arabic on a phone: "بلا حدّ للوقت" in place of the clock, and طاف by keyboard', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  await signUp(page, 'ar');
  await page.getByRole('button', { name: 'ابدأ اللعب' }).click();
  await page.getByRole('button', { name: 'كلاسيكيات السينما المصرية' }).click();
  await page.getByLabel('اسم الفريق الأول').fill('الصقور');
  await page.getByLabel('اسم الفريق الثاني').fill('اللؤلؤ');
  const group = page.getByRole('group', { name: 'المؤقّت' });
  await expect(group.getByRole('radio', { name: 'عادي — 90/60/45/30 ثانية' })).toBeChecked();
  await group.getByRole('radio', { name: 'بلا مؤقّت — دون حدّ للوقت' }).check();
  await page.getByRole('button', { name: 'ابدأ اللعبة' }).click();
  await expect(page).toHaveURL(/\/play\?game=/);

  await page.getByRole('button', { name: 'اكشف العنوان' }).click();
  const first = await title(page);
  await tabTo(page, /^طاف \(باقي 2\)$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'طاف (باقي 1)' })).toBeVisible();
  await expect.poll(() => title(page)).not.toBe(first);

  await page.getByRole('button', { name: 'جاهز' }).click();
  await expect(page.getByText('بلا حدّ للوقت')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page.getByRole('button', { name: 'ابدأ المؤقت' }).click();
  await expect(page.getByText('بلا حدّ للوقت')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page.getByRole('button', { name: 'صحيح' }).click();
  await expect(page.getByText('أعطِ الهاتف لممثل فريق اللؤلؤ')).toBeVisible();
  await context.close();
});
