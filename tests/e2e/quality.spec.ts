// Accessibility and layout of every player screen, in both languages, on a phone and a
// laptop: axe-core finds no serious or critical violation, nothing overflows sideways, and
// a screenshot of each is kept under test-results/screens/.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { uniqueEmail } from './helpers/outbox';
import { submitSignUp } from './helpers/sign-up';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

async function check(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  // Judge the settled screen, not a frame of a transition (a half-faded text has low contrast).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.waitForTimeout(250);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} overflows horizontally`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screens/${label}.png`, fullPage: true });
}

for (const lang of ['ar', 'en'] as const) {
  for (const vp of VIEWPORTS) {
    test(`every screen is accessible and fits (${lang}, ${vp.name})`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
      const page = await context.newPage();
      const base = lang === 'en' ? '/en' : '';
      const tag = `${lang}-${vp.name}`;

      await page.goto(base || '/');
      await check(page, `${tag}-landing`);
      await page.getByRole('button', { name: lang === 'ar' ? 'طريقة اللعب' : 'How to Play' }).click();
      await check(page, `${tag}-how-to-play`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: lang === 'ar' ? 'تسجيل الدخول' : 'Sign in' }).click();
      await check(page, `${tag}-auth-dialog`);
      await expect(await submitSignUp(page, uniqueEmail(`axe-${tag}`), lang)).toBeHidden();

      await page.goto(`${base}/play`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, `${tag}-categories`);
      await page.locator('main ul button').first().click();
      await check(page, `${tag}-setup`);
      await page.getByLabel(lang === 'ar' ? 'اسم الفريق الأول' : 'Team A name').fill(lang === 'ar' ? 'الصقور' : 'Falcons');
      await page.getByLabel(lang === 'ar' ? 'اسم الفريق الثاني' : 'Team B name').fill(lang === 'ar' ? 'اللؤلؤ' : 'Pearls');
      await page.getByRole('button', { name: lang === 'ar' ? 'ابدأ اللعبة' : 'Start game' }).click();
      await expect(page).toHaveURL(/game=/);
      await check(page, `${tag}-handoff`);
      await page.getByRole('button', { name: lang === 'ar' ? 'اكشف العنوان' : 'Reveal' }).click();
      await check(page, `${tag}-revealed`);
      await page.getByRole('button', { name: lang === 'ar' ? 'جاهز' : 'Ready' }).click();
      await page.getByRole('button', { name: lang === 'ar' ? 'ابدأ المؤقت' : 'Start timer' }).click();
      await check(page, `${tag}-running`);
      const shareId = await page.locator('[data-share-id]').getAttribute('data-share-id');

      // The shared-screen switch waits while the clock runs.
      await expect(page.getByRole('switch')).toBeDisabled();
      await page.getByRole('button', { name: lang === 'ar' ? 'خطأ' : 'Incorrect', exact: true }).click();
      await page.getByRole('switch').click();
      await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
      await check(page, `${tag}-shared-instruction`);

      await page.goto(`${base}/share/${shareId}`);
      await expect(page.getByRole('timer')).toBeVisible();
      await check(page, `${tag}-share`);
      await page.goto(`${base}/past-games`);
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await check(page, `${tag}-past-games`);
      await page.goto(`${base}/reveal/expired-code-123`);
      await expect(page.getByRole('alert')).toBeVisible();
      await check(page, `${tag}-reveal-error`);
      await page.goto(`${base}/reset-password?token=abc`);
      await check(page, `${tag}-reset-password`);
      await page.goto(`${base}/nothing-here`);
      await check(page, `${tag}-not-found`);
      await context.close();
    });
  }
}
