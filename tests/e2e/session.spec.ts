// Sessions keep themselves alive: the tab refreshes its access token before it expires
// (docs/product.md#constants: checked every 30 s, refreshed with 90 s or less left), and a second tab of the
// same browser follows sign-out.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { signUpThroughApi, submitSignUp } from './helpers/sign-up';

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

test('a refresh whose answer is lost after the server rotated keeps the player signed in', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('e2e-lost-refresh');
  await signUpThroughApi(page, email);

  // The page load's refresh reaches the server, which rotates the token; its answer (and so
  // the new cookie) never reaches the browser, as on flaky Wi-Fi. Sent from Node, not through
  // the browser context, whose cookie jar would take the answer's cookie.
  const cookieHeader = (await context.cookies(`${baseURL}/api/auth/refresh`)).map((c) => `${c.name}=${c.value}`).join('; ');
  let lost = 0;
  let answered = 0;
  await page.route('**/api/auth/refresh', async (route) => {
    if (lost === 0) {
      lost += 1;
      const rotated = await fetch(route.request().url(), {
        method: 'POST',
        headers: { ...route.request().headers(), cookie: cookieHeader },
      });
      expect(rotated.status).toBe(200);
      await route.abort('connectionreset');
      return;
    }
    const response = await route.fetch();
    if (response.status() === 200) answered += 1;
    await route.fulfill({ response });
  });

  await page.goto('/en');
  // The tab retried with the cookie it still held, inside the grace window: still signed in.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(lost).toBe(1);
  expect(answered).toBeGreaterThanOrEqual(1);

  // And it stays so: a reload restores the session from the cookie the retry was given.
  await page.unroute('**/api/auth/refresh');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
});
