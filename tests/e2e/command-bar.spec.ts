// The one command bar (issue 33) in Chromium: a seat's phone with the timer off, played by
// keyboard only in Arabic, says "no time limit" like every other screen, keeps a spent Pass
// focused with its reason, and takes its own Correct back; the laptop's stage undoes a Correct
// by its keyboard shortcut; the host's phone undoes one from its board.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen } from './helpers/sign-up';
import { joinRoom } from './helpers/room';
import { expectNoSeriousAxeViolations } from './helpers/axe';
import { pressStartPlaying } from './helpers/start-playing';

const SCREENS = 'test-results/screens';

test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

/** The accessible name of what has focus. */
const focusedName = (page: Page) => page.evaluate(() => (document.activeElement?.textContent ?? '').trim());

async function expectFocusOn(page: Page, name: string) {
  await expect.poll(() => focusedName(page)).toBe(name);
}

/** From the English home page: a game of `category` with teams Red and Blue and no clock. */
async function startGame(host: Page, shared: boolean) {
  await pressStartPlaying(host);
  await host.getByRole('button', { name: 'Hollywood Blockbusters' }).click();
  await host.getByLabel('Team A name').fill('Red');
  await host.getByLabel('Team B name').fill('Blue');
  await host.getByRole('group', { name: 'Timer' }).getByRole('radio', { name: 'Off — no clock' }).check();
  if (shared) await host.getByLabel(/Shared Screen Mode/).check();
  await host.getByRole('button', { name: 'Start game' }).click();
}

test('a seat phone with the timer off, by keyboard in Arabic: no time limit, a spent Pass says why, and its Correct undone', async ({
  browser,
}) => {
  const host = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signUpAndOpen(host, '/en', uniqueEmail('e2e-bar'));
  await startGame(host, true);
  const code = (await host.locator('[data-room-code]').getAttribute('data-room-code'))!;
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await joinRoom(phone, code, 'ar', 'سارة', 'Red');

  // Before the clock: the same words as every screen in a game with no clock, Ready focused.
  await expect(phone.getByRole('heading', { name: 'دورك!' })).toBeVisible();
  await expect(phone.getByText('بلا حدّ للوقت')).toBeVisible();
  await expect(phone.getByRole('timer')).toHaveCount(0);
  await expectFocusOn(phone, 'جاهز');
  await phone.keyboard.press('Enter');

  // The turn runs with no clock; Correct takes focus.
  await expectFocusOn(phone, 'صحيح');
  await expect(phone.getByText('بلا حدّ للوقت')).toBeVisible();
  await expect(phone.getByRole('timer')).toHaveCount(0);
  const title = phone.locator('[data-seat-title]');
  const first = await title.innerText();

  // Two passes by keyboard; the third stays focused, aria-disabled and says why.
  await phone.keyboard.press('Tab');
  await phone.keyboard.press('Tab');
  await expectFocusOn(phone, 'طاف (باقي 2)');
  await phone.keyboard.press('Enter');
  const pass = phone.locator('[data-command="SKIP"]');
  await expect(pass).toHaveText('طاف (باقي 1)');
  await expect(pass).toHaveAttribute('aria-disabled', 'false');
  await expect.poll(() => title.innerText()).not.toBe(first);
  await phone.keyboard.press('Enter');
  await expect(pass).toHaveText('طاف (باقي 0)');
  await expect(pass).toHaveAttribute('aria-disabled', 'true');
  await expect(pass).toHaveAccessibleDescription('لم يبقَ لهذا الفريق تمرير في هذه الجولة.');
  await expectFocusOn(phone, 'طاف (باقي 0)');
  const third = await title.innerText();
  await phone.keyboard.press('Enter');
  await expect(pass).toHaveText('طاف (باقي 0)');
  expect(await title.innerText()).toBe(third);
  await expectNoSeriousAxeViolations(phone, 'seat, running with no clock');

  // Correct, then taken back from the same phone by keyboard: its turn, title and point are back.
  await phone.keyboard.press('Shift+Tab');
  await phone.keyboard.press('Shift+Tab');
  await expectFocusOn(phone, 'صحيح');
  await phone.keyboard.press('Enter');
  const undo = phone.getByRole('button', { name: 'تراجع عن «صحيح»' });
  await expect(undo).toBeVisible();
  await phone.screenshot({ path: `${SCREENS}/seat-undo-ar-390x844.png` });
  await expect(host.locator('[data-stage-title]')).toHaveText(third);
  await undo.focus();
  await phone.keyboard.press('Enter');
  await expect(phone.locator('[data-seat-title]')).toHaveText(third);
  await expect(phone.getByRole('button', { name: 'صحيح' })).toBeVisible();
  await expect(host.locator('[data-stage-title]')).toHaveCount(0);

  // The stage offers the same turn: C scores it, Z takes it back, from the laptop's keyboard.
  await expect(host.locator('[data-command="CORRECT"]')).toHaveAttribute('aria-keyshortcuts', 'C');
  await host.keyboard.press('c');
  await expect(host.locator('[data-stage-title]')).toHaveText(third);
  await expect(host.locator('[data-command="UNDO_CORRECT"]')).toBeVisible();
  await host.keyboard.press('z');
  await expect(host.locator('[data-stage-title]')).toHaveCount(0);
  await expect(host.locator('[data-command="CORRECT"]')).toBeVisible();
  await expect(phone.locator('[data-seat-title]')).toHaveText(third);
});

test("the host's phone takes a Correct back from its board; Undo goes by itself after 5 s", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await signUpAndOpen(page, '/en', uniqueEmail('e2e-bar-phone'));
  await startGame(page, false);
  await page.getByRole('button', { name: 'Reveal' }).click();
  await page.getByRole('button', { name: 'Ready' }).click();
  await page.getByRole('button', { name: 'Start timer' }).click();
  await page.getByRole('button', { name: 'Correct', exact: true }).click();
  await expect(page.getByText(/Hand the phone to/)).toBeVisible();
  const undo = page.getByRole('button', { name: 'Undo Correct' });
  await expect(undo).toHaveAccessibleDescription(/Undo it for \d more seconds?\./);
  await page.screenshot({ path: `${SCREENS}/board-undo-en-390x844.png` });
  await undo.click();
  // Back to the turn with its clock and point: Correct and Incorrect again, Red on 0.
  await expect(page.getByRole('button', { name: 'Correct', exact: true })).toBeVisible();
  await expect(page.getByText('No time limit')).toBeVisible();
  await page.getByRole('button', { name: 'Incorrect' }).click();
  await page.getByRole('button', { name: 'Reveal' }).click();
  await page.getByRole('button', { name: 'Ready' }).click();
  await page.getByRole('button', { name: 'Start timer' }).click();
  await page.getByRole('button', { name: 'Correct', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Undo Correct' })).toBeVisible();
  // The window closes by itself, without a new view.
  await expect(page.getByRole('button', { name: 'Undo Correct' })).toHaveCount(0, { timeout: 8_000 });
  await expect(page.getByRole('button', { name: 'Reveal' })).toBeVisible();
});
