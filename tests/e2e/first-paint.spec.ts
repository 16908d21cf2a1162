// What a phone shows before the app's code has run (issue 34 §3): index.html carries a first
// paint of the home pages and of the room page (/j/<CODE>, what a guest opens from the TV's QR
// code), in every language, and the app draws over it in the same places with no loading line
// in between. The build writes the texts in (client/vite.config.ts, prerenderFirstPaints).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Holds the game socket unanswered: the join form stays as first drawn, its teams loading. */
async function holdSocket(page: Page) {
  await page.route('**/socket.io/**', () => {});
  await page.routeWebSocket(/\/socket\.io\//, () => {});
}

/** A Cairo face's file as '<subset> <weight>'. */
const faceOf = (href: string) => /cairo-(\w+)-(\d+)-normal/.exec(href)?.slice(1).join(' ');

/** Without any script of ours running: what index.html alone paints. */
async function withoutScripts(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

for (const [path, title, nickname, join, letters, others] of [
  // Arabic text takes its spaces from the latin faces.
  ['/j/ABC234', 'انضمّ إلى اللعبة', 'اسمك المستعار', 'انضمام', ['arabic', 'latin'], undefined],
  ['/en/j/ABC234', 'Join the game', 'Your nickname', 'Join', ['latin'], 'arabic'],
] as const) {
  test(`${path} paints the join form in its language before the app runs`, async ({ page }) => {
    await withoutScripts(page);
    await page.goto(path);
    const form = page.locator('#prerender-room');
    // Only the page's language is shown (the others are in the page, hidden by CSS).
    await expect(form.locator('h1')).toHaveText(title, { useInnerText: true });
    await expect(form).toContainText(nickname, { useInnerText: true });
    await expect(form).toContainText(join, { useInnerText: true });
    await expect(page.locator('#prerender-home')).toHaveCount(0);
    // A picture only: nothing in it can be typed into or announced.
    await expect(page.locator('#prerender')).toHaveAttribute('aria-hidden', 'true');
    await expect(form.locator('input, button')).toHaveCount(0);
    // The faces its text is drawn in are fetched from the start: the heading's and the text's.
    const fonts = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(fonts.map(faceOf).sort()).toEqual(letters.flatMap((subset) => [`${subset} 400`, `${subset} 800`]));
    if (others) expect(fonts.join(' ')).not.toContain(`cairo-${others}-`);
    // The join form's code is asked for with the entry, which would only ask for it once run.
    await expect(page.locator('link[rel="modulepreload"][href*="/assets/join-page-"]')).toHaveCount(1);
  });
}

test('a phone that holds a seat in the room is not shown the join form before the app runs', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('charades:seat:ABC234', JSON.stringify({ gameId: 'x', seatId: 'y', seatToken: 'z' }));
  });
  await withoutScripts(page);
  await page.goto('/j/abc234');
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('#prerender')).toHaveCount(0);
});

test('the home page keeps its own first paint and another page none', async ({ page }) => {
  await withoutScripts(page);
  await page.goto('/en');
  await expect(page.locator('#prerender-home h1')).toHaveText('Charades: act it out!', { useInnerText: true });
  await expect(page.locator('#prerender-room')).toHaveCount(0);
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/join-page-"]')).toHaveCount(0);
  await page.goto('/en/about');
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('#prerender')).toHaveCount(0);
});

test('the app replaces the room page first paint with its form, with no loading line between', async ({ page }) => {
  await holdSocket(page);
  // Every status line the page ever draws straight in <main> (a screen's Suspense fallback).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingLines: string[] }).loadingLines = seen;
    new MutationObserver(() => {
      for (const line of document.querySelectorAll('main > [role="status"]')) seen.push(line.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/en/j/ABC234');
  await expect(page.getByRole('heading', { level: 1, name: 'Join the game' })).toBeVisible();
  await expect(page.getByLabel('Your nickname')).not.toHaveValue('');
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Join' })).toBeDisabled();
  expect(await page.evaluate(() => (window as unknown as { loadingLines: string[] }).loadingLines)).toEqual([]);
});

test("the room page's first frame is drawn before the app's code is started", async ({ page }) => {
  await holdSocket(page);
  // On the page's clock: its first frame (the first animation-frame callback, asked for before
  // any of the page's own scripts), and when a module script (the app's entry) joins the page.
  await page.addInitScript(() => {
    const w = window as unknown as { firstFrameAt?: number; entryAddedAt?: number };
    requestAnimationFrame(() => (w.firstFrameAt = performance.now()));
    new MutationObserver((_, observer) => {
      if (!document.querySelector('script[type="module"]')) return;
      w.entryAddedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/en/j/ABC234');
  await expect(page.getByLabel('Your nickname')).not.toHaveValue('');
  const { firstFrameAt, entryAddedAt, contentfulPaint } = await page.evaluate(() => ({
    ...(window as unknown as { firstFrameAt?: number; entryAddedAt?: number }),
    contentfulPaint: performance.getEntriesByName('first-contentful-paint').length,
  }));
  // The entry is preloaded from the start and run once the first paint is on screen
  // (vite.config.ts startAfterFirstPaint): the browser paints the prerender first instead of
  // waiting for the app's code, which holds the main thread for a while once it is in. (A
  // paint entry's time is when the frame reached the screen, later than its drawing: the
  // frame's own callback is what marks it.)
  expect(firstFrameAt).toBeDefined();
  expect(entryAddedAt).toBeDefined();
  expect(entryAddedAt!).toBeGreaterThan(firstFrameAt!);
  expect(contentfulPaint).toBe(1);
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/index-"]')).toHaveCount(1);
});
