// A screen is judged once it has settled, not mid-transition: axe measures contrast through an
// ancestor's opacity, so a step fading in reads as low contrast, and a late state push swaps
// the screen under a measurement.
import type { Page } from '@playwright/test';

/**
 * Waits until no finite animation runs (CSS and Web Animations; an endless one, a pulse, is
 * part of the screen), no element carries a script-driven opacity between 0 and 1 (motion's
 * fades), and no element has been added or removed for `quietMs`.
 */
export async function settle(page: Page, quietMs = 300) {
  await page.waitForLoadState('networkidle');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const settled = await page.evaluate(
      (quiet) =>
        new Promise<boolean>((resolve) => {
          const fading = () =>
            [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].some((el) => {
              const o = Number(getComputedStyle(el).opacity);
              return o > 0 && o < 1;
            });
          const animating = () =>
            document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
          let changed = false;
          // Elements added or removed: a screen swapped. A running clock's text does not count.
          const observer = new MutationObserver(() => (changed = true));
          observer.observe(document.body, { subtree: true, childList: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(!changed && !fading() && !animating());
          }, quiet);
        }),
      quietMs,
    );
    if (settled) return;
    if (Date.now() > deadline) throw new Error(`the page did not settle within 15 s`);
  }
}
