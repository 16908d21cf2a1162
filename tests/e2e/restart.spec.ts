// A living room's server restarts mid-turn (issue 30 §6), seen from the players' screens: the
// family's own embedded server (`npm start`: PGlite in DATA_DIR, no services), compiled as in
// production, is killed (SIGKILL) while a joined phone's clock runs and started again on the
// same data and port. Every screen says it is reconnecting while the server is gone; a Correct
// tapped meanwhile is not lost silently (delivered once, or refused in words); the phone comes
// back to the same turn with the time it had left, not a full clock, and never asks for an
// account. Runs its own server, not the worker's: it must kill it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen } from './helpers/sign-up';
import { startSharedGame, joinRoom } from './helpers/room';
import { freePort, startServerProcess, type ServerProcess } from '../integration/helpers/server-process.ts';

const SCREENS = 'test-results/screens';

let dataDir = '';
const servers: ServerProcess[] = [];

test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
  await Promise.all(servers.map((s) => s.kill('SIGTERM')));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function embedded(port: number): Promise<ServerProcess> {
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' }, port);
  servers.push(server);
  return server;
}

async function context(browser: Browser, baseURL: string, phone: boolean): Promise<Page> {
  const c = await browser.newContext(
    phone
      ? { baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { baseURL, viewport: { width: 1280, height: 800 } },
  );
  return c.newPage();
}

/** The seconds a m:ss clock shows. */
async function clockSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').first().innerText()).trim();
  const m = /(\d+):(\d\d)/.exec(text.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))));
  if (!m) throw new Error(`no m:ss clock in "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

test('a server restart mid-turn: screens say they are reconnecting, the phone resumes its turn with the time it had left', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-e2e-restart-'));
  const port = await freePort();
  const first = await embedded(port);

  const host = await context(browser, first.url, false);
  await signUpAndOpen(host, '/en', uniqueEmail('e2e-restart'));
  const code = await startSharedGame(host, 'Hollywood Blockbusters');

  // An Arabic phone without an account joins team Red and starts its turn's clock.
  const phone = await context(browser, first.url, true);
  await joinRoom(phone, code, 'ar', 'سارة', 'Red');
  await expect(phone.getByRole('heading', { name: 'دورك!' })).toBeVisible();
  const title = (await phone.locator('[data-seat-title]').innerText()).trim();
  const full = await clockSeconds(phone);
  await phone.getByRole('button', { name: 'جاهز' }).click();
  const correct = phone.getByRole('button', { name: 'صحيح', exact: true });
  await expect(correct).toBeVisible();
  // Let the clock run a few seconds, so the time left differs from a full clock.
  await expect.poll(() => clockSeconds(phone), { timeout: 15_000 }).toBeLessThanOrEqual(full - 3);

  // The laptop running the game is killed mid-turn.
  await first.kill('SIGKILL');
  await expect(phone.getByText('جارٍ إعادة الاتصال…')).toBeVisible({ timeout: 15_000 });
  await expect(host.getByText('Reconnecting…')).toBeVisible({ timeout: 15_000 });
  await phone.screenshot({ path: `${SCREENS}/seat-reconnecting-ar.png` });
  await host.screenshot({ path: `${SCREENS}/host-reconnecting-en.png` });
  // The player taps Correct while the server is gone: the tap waits for the way back.
  await correct.click();

  // The family starts it again on the same data.
  await embedded(port);
  await expect(phone.getByText('جارٍ إعادة الاتصال…')).toHaveCount(0, { timeout: 30_000 });
  await expect(host.getByText('Reconnecting…')).toHaveCount(0, { timeout: 30_000 });
  // The phone never asks for an account, and is back on the same turn with the same title.
  await expect(phone.getByText(/تسجيل الدخول/)).toHaveCount(0);
  await expect(phone.getByRole('heading', { name: 'دورك!' })).toBeVisible();
  await expect(phone.locator('[data-seat-title]')).toHaveText(title);
  // The tap made during the outage was not applied silently to a clock that stopped: the turn
  // waits for Ready again, the score is still 0, and the phone says the tap did not count.
  await expect(phone.getByRole('alert')).toBeVisible();
  await expect(host.locator('[data-stage-team-name]', { hasText: 'Red' }).locator('..')).toContainText('0');
  // The clock resumes from what was left, not from a full clock.
  const left = await clockSeconds(phone);
  expect(left).toBeLessThan(full);
  expect(left).toBeGreaterThan(0);
  await phone.screenshot({ path: `${SCREENS}/seat-after-restart-ar.png` });
  await phone.getByRole('button', { name: 'جاهز' }).click();
  await phone.getByRole('button', { name: 'صحيح', exact: true }).click();
  await expect(host.getByText('The movie was')).toBeVisible();
  await expect(host.getByText(title, { exact: true })).toBeVisible();
});
