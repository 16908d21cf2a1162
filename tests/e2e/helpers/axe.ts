// axe-core over the current page: no serious or critical WCAG 2.1 A/AA violation.
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Waits (up to 3 s) for every finite animation and transition on the page to end. axe reads
 * colours as painted, so a toast or menu caught mid-fade (opacity below 1) reads as low
 * contrast although it is fine once shown; a loaded machine makes that moment land on axe.
 * Endless animations (a pulsing clock, a spinner) are left alone: they never finish.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    const timeout = new Promise((resolve) => setTimeout(resolve, 3000));
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), timeout]);
  });
}

/**
 * axe-core over `page`'s WCAG 2.1 A and AA rules, run in the page itself (legacy mode). The
 * default mode runs every frame apart and then opens a blank tab, loads axe-core (650 kB)
 * into it a second time and merges the frames' results there: that is for cross-origin
 * iframes, which no screen of the app has, and it cost each check about half a second more
 * on a loaded machine. Same-origin frames are still checked in legacy mode.
 */
export function axeBuilder(page: Page) {
  return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode();
}

async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await axeBuilder(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousAxeViolations(page: Page, label: string) {
  let found = await seriousViolations(page);
  // A fade can also begin while axe reads the page (a toast's 4.5 s end, say): what it found is
  // read again once that has ended, and only what is still wrong then counts.
  if (found.length > 0) found = await seriousViolations(page);
  expect(found, label).toEqual([]);
}

/** Nothing on the page is wider than the screen. */
export async function expectNoSidewaysOverflow(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} overflows horizontally`).toBeLessThanOrEqual(0);
}

/** An admin screen checked as staff use it, at 1280x800 and at 390x844: nothing sideways, axe
 *  clean, and a screenshot (test-results/screens/<name>-<laptop|phone>.png) to look at. Leaves
 *  the laptop size. */
export async function checkAtLaptopAndPhone(page: Page, name: string) {
  for (const vp of [
    { name: 'laptop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(vp);
    await expectNoSidewaysOverflow(page, `${name} at ${vp.name}`);
    await expectNoSeriousAxeViolations(page, `${name} at ${vp.name}`);
    await page.screenshot({ path: `test-results/screens/${name}-${vp.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
