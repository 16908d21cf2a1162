// Shared-screen mode around the QR code: the short link under it, the reveal page's Ready
// button, the spectator link, and the last turn's title.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen } from './helpers/sign-up';

/** A signed-in TV in English with a shared-mode game started. */
async function sharedGameOnTv(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const tv = await context.newPage();
  await signUpAndOpen(tv, '/en', uniqueEmail('e2e-shared'));
  await tv.getByRole('button', { name: 'Start Playing' }).click();
  await tv.getByRole('button', { name: 'Hollywood Blockbusters' }).click();
  await tv.getByLabel('Team A name').fill('Red');
  await tv.getByLabel('Team B name').fill('Blue');
  await tv.getByLabel(/Shared Screen Mode/).check();
  await tv.getByRole('button', { name: 'Start game' }).click();
  await expect(tv.getByRole('img', { name: 'QR code linking to the title for the actor' })).toBeVisible();
  return { context, tv };
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

test('the short link under the QR code, typed on a phone, opens the same title', async ({ browser }) => {
  const { context, tv } = await sharedGameOnTv(browser);
  const qrUrl = await tv.locator('[data-reveal-url]').getAttribute('data-reveal-url');
  const shortUrl = (await tv.locator('[data-short-url]').innerText()).trim();
  expect(shortUrl).toMatch(/^127\.0\.0\.1:\d+\/en\/r\/[23456789A-HJ-NP-Z]{6}$/);

  const scanned = await phonePage(browser);
  await scanned.goto(qrUrl!);
  await expect(scanned.getByRole('heading', { name: 'Your film' })).toBeVisible();
  const title = (await scanned.locator('p.text-4xl').innerText()).trim();

  const typed = await phonePage(browser);
  // Typed as a person would: no scheme, lower case.
  const [host, ...path] = shortUrl.split('/');
  await typed.goto(`http://${host}/${path.join('/').replace(/\/r\/(\w+)$/, (_, c: string) => `/r/${c.toLowerCase()}`)}`);
  await expect(typed.getByRole('heading', { name: 'Your film' })).toBeVisible();
  await expect(typed.getByText(title, { exact: true })).toBeVisible();

  await typed.goto(`http://${host}/en/r/ZZZZZZ`);
  await expect(typed.getByRole('alert')).toHaveText('This link has expired: scan the new code on the TV.');
  await context.close();
});

test('after the last turn the TV shows the movie it was, then the results', async ({ browser }) => {
  const { context, tv } = await sharedGameOnTv(browser);
  const phone = await phonePage(browser);
  let lastTitle = '';
  for (let turn = 1; turn <= 8; turn++) {
    if (turn === 8) {
      await phone.goto((await tv.locator('[data-reveal-url]').getAttribute('data-reveal-url'))!);
      lastTitle = (await phone.locator('p.text-4xl').innerText()).trim();
    }
    await tv.getByRole('button', { name: 'Start', exact: true }).click();
    await tv.getByRole('button', { name: 'Correct', exact: true }).click();
    if (turn < 8) await tv.getByRole('button', { name: /^Next: / }).click();
  }
  await expect(tv.getByText('The movie was')).toBeVisible();
  await expect(tv.getByText(lastTitle, { exact: true })).toBeVisible();
  // Every turn was correct: 4-4. No trophy anywhere, not even on the way to the results.
  await expect(tv.locator('svg.lucide-trophy')).toHaveCount(0);
  await tv.getByRole('button', { name: 'See results' }).click();
  await expect(tv.getByRole('heading', { name: "It's a tie!" })).toBeVisible();
  await expect(tv.locator('svg.lucide-trophy')).toHaveCount(0);
  await context.close();
});

test("'Ready to Start' on a scanned link hides the title and shows the countdown", async ({ browser }) => {
  const { context, tv } = await sharedGameOnTv(browser);
  const phone = await phonePage(browser);
  await phone.goto((await tv.locator('[data-reveal-url]').getAttribute('data-reveal-url'))!);
  const title = (await phone.locator('p.text-4xl').innerText()).trim();

  // A page opened from a scanned link cannot close itself: the button must still do something.
  await phone.getByRole('button', { name: 'Ready to Start' }).click();
  await expect(phone.getByText(title, { exact: true })).toHaveCount(0);
  await expect(phone.getByRole('heading', { name: 'Act it out!' })).toBeVisible();
  await expect(phone.getByRole('timer')).toBeVisible();
  await phone.getByRole('button', { name: 'Show the title again' }).click();
  await expect(phone.getByText(title, { exact: true })).toBeVisible();

  // Once the clock runs, the phone follows it and no longer offers 'Ready to Start'.
  await tv.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(phone.getByRole('button', { name: 'Ready to Start' })).toHaveCount(0);
  await expect.poll(async () => (await phone.getByRole('timer').innerText()).trim()).not.toBe('1:30');
  await context.close();
});

test('the game screen offers the spectator scoreboard: link, copy and QR', async ({ browser }) => {
  const { context, tv } = await sharedGameOnTv(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const shareId = await tv.evaluate(() => document.querySelector('[data-share-id]')?.getAttribute('data-share-id'));
  const origin = new URL(tv.url()).origin;
  const shareUrl = `${origin}/en/share/${shareId}`;

  await tv.getByRole('button', { name: 'Spectator link' }).click();
  const dialog = tv.getByRole('dialog', { name: 'Follow the score' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Scoreboard link')).toHaveValue(shareUrl);
  await expect(dialog.getByRole('img', { name: 'QR code linking to the live scoreboard' })).toBeVisible();
  await expect(dialog.locator('[data-share-url]')).toHaveAttribute('data-share-url', shareUrl);

  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(tv.getByText('Link copied')).toBeVisible();
  expect(await tv.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

  const spectator = await phonePage(browser);
  await spectator.goto(shareUrl);
  await expect(spectator.getByText('Turn: Red')).toBeVisible();
  await context.close();
});
