import { expect, type Page } from '@playwright/test';

/**
 * Presses Start Playing (`name`, in the page's language) until the page is at /play. Again if
 * the first press came before the page listened (a cold start on a busy machine). Each press
 * is given 10 s: the next page loads its code and the rest of its messages, and on a loaded
 * machine a press again every 2 s kept restarting that navigation (CI, stop 41).
 */
export async function pressStartPlaying(page: Page, name = 'Start Playing'): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name }).click();
    await expect(page).toHaveURL(/\/play$/, { timeout: 10_000 });
  }).toPass();
}
