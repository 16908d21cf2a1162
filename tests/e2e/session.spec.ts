// Sessions keep themselves alive: the tab refreshes its access token before it expires
// (docs/product.md#constants: checked every 30 s, refreshed with 90 s or less left), and a second tab of the
// same browser follows sign-out.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { submitSignUp } from './helpers/sign-up';

async function signUp(page: Page, email: string) {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(await submitSignUp(page, email)).toBeHidden();
}

test('the access token is refreshed silently before it expires', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en');
  await signUp(page, uniqueEmail('e2e-refresh'));

  // Nothing is refreshed while plenty of time is left…
  let refreshes = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/refresh')) refreshes += 1;
  });
  await page.clock.fastForward('05:00');
  // The checks that came due ran during fastForward; a refresh they started (behind a Web Lock)
  // would be on the wire before two round trips the page makes after them.
  for (let i = 0; i < 2; i++) expect(await page.evaluate(() => fetch('/api/readyz').then((r) => r.status))).toBe(200);
  expect(refreshes).toBe(0);

  // …and once 90 s or less remain of the 15-minute token, the next check refreshes it.
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200);
  await page.clock.fastForward('09:00');
  await refreshed;
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('1 game left');
});

test('signing out in one tab signs out the other tabs', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/en');
  await signUp(first, uniqueEmail('e2e-tabs'));
  const second = await context.newPage();
  await second.goto('/en');
  await expect(second.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await first.getByRole('button', { name: 'Account menu' }).click();
  await first.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(second.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
