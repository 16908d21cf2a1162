// Family Wi-Fi drops a request now and then. A screen's or dialog's code is fetched when first
// needed; one dropped fetch must not replace the app with an error page (a CI run once lost
// the sign-in dialog this way): the code is asked for again.
import { expect, test } from './fixtures';

test('the sign-in dialog opens even when the first download of its code is dropped', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  let fetches = 0;
  // The context's route also sees requests a service worker makes for the page.
  await context.route(/\/assets\/auth-dialog-[^/]+\.js$/, (route) => (++fetches === 1 ? route.abort('connectionreset') : route.continue()));
  const page = await context.newPage();
  await page.goto('/en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  expect(fetches).toBe(2);
  await context.close();
});
