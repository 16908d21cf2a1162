// The app under its Content-Security-Policy in Chromium: the landing page, signing up, /play
// to a running shared-mode game with its QR code, the actor's reveal page and the service
// worker all work, and the browser reports not a single policy violation on the way.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { submitSignUp } from './helpers/sign-up';

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** Collects every CSP violation and CSP console error of every page of the context. */
async function watchPolicy(context: BrowserContext) {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await context.exposeFunction('__reportCspViolation', (v: Violation) => violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(v: unknown): void }).__reportCspViolation({
        page: location.pathname,
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  const watch = (page: Page) =>
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect|create)/i.test(msg.text())) consoleErrors.push(msg.text());
    });
  context.on('page', watch);
  return { violations, consoleErrors };
}

test('the app, its service worker and the reveal page work under the CSP without a single violation', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const seen = await watchPolicy(context);
  const tv = await context.newPage();

  const landing = await tv.goto('/en');
  const csp = landing!.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self' 'sha256-");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // index.html's inline script set the direction before the app started.
  expect(await tv.evaluate(() => document.documentElement.dir)).toBe('ltr');
  await expect(tv.getByRole('button', { name: 'Start Playing' })).toBeVisible();

  // The service worker installs and takes control of the page.
  expect(await tv.evaluate(async () => !!(await navigator.serviceWorker.ready).active)).toBe(true);
  await tv.reload();
  expect(await tv.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await tv.getByRole('button', { name: 'Sign in' }).click();
  await expect(await submitSignUp(tv, uniqueEmail('e2e-csp'), 'en')).toBeHidden();
  await tv.getByRole('button', { name: 'Start Playing' }).click();
  await expect(tv).toHaveURL(/\/en\/play$/);
  await tv.getByRole('button', { name: 'Hollywood Blockbusters' }).click();

  // A team name of zero-width spaces is no name: the form says so before asking the server.
  await tv.getByLabel('Team A name').fill('\u200b\u200b');
  await tv.getByLabel('Team B name').fill('Blue');
  await tv.getByRole('button', { name: 'Start game' }).click();
  await expect(tv.getByRole('alert')).toHaveText('Please enter a name for both teams.');
  await expect(tv).toHaveURL(/\/en\/play$/);

  await tv.getByLabel('Team A name').fill('Red');
  await tv.getByLabel(/Shared Screen Mode/).check();
  await tv.getByRole('button', { name: 'Start game' }).click();
  await expect(tv).toHaveURL(/\/en\/play\?game=/);
  await expect(tv.getByRole('img', { name: 'QR code linking to the title for the actor' })).toBeVisible();
  // The actor's phone opens the reveal link from the QR code.
  // The actor's QR code, not the room's (which the stage shows beside it).
  const revealUrl = await tv.locator('[data-reveal-url]').getAttribute('data-reveal-url');
  expect(revealUrl).toMatch(/\/reveal\//);
  const phone = await context.newPage();
  const link = new URL(revealUrl!);
  const reveal = await phone.goto(link.pathname + link.search);
  expect(reveal!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(phone.getByRole('heading', { name: 'Your film' })).toBeVisible();
  expect((await phone.locator('p.text-4xl').innerText()).trim().length).toBeGreaterThan(0);
  await tv.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(tv.getByRole('timer')).toBeVisible();
  await expect(phone.getByRole('timer')).toBeVisible();

  expect(seen.violations).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
  await context.close();
});
