// Phones join a shared-mode game's room once (issue 16): four phones (upright and on their
// side, Arabic and English) join two teams from the room code and play a whole game from
// their own screens, with the keyboard, no scanning between turns; a reloaded phone takes its
// seat again by itself. axe-core on the join page and the seat screens.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen } from './helpers/sign-up';
import { startSharedGame, joinRoom } from './helpers/room';
import { expectNoSeriousAxeViolations, expectNoSidewaysOverflow } from './helpers/axe';
import type { Language } from '../../shared/src/languages.ts';

const SCREENS = 'test-results/screens';

interface Phone {
  page: Page;
  name: string;
  team: 'Red' | 'Blue';
  lang: Language;
  label: string;
}

const TEXT = {
  en: { join: 'Join', nickname: 'Your nickname', ready: 'Ready', correct: 'Correct', incorrect: 'Incorrect', yourTurn: 'Your turn!' },
  ar: { join: 'انضمام', nickname: 'اسمك المستعار', ready: 'جاهز', correct: 'صحيح', incorrect: 'خطأ', yourTurn: 'دورك!' },
};

async function phone(browser: Browser, lang: Language, landscape: boolean, name: string, team: 'Red' | 'Blue'): Promise<Phone> {
  const viewport = landscape ? { width: 844, height: 390 } : { width: 390, height: 844 };
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  return { page: await context.newPage(), name, team, lang, label: `${lang}-${landscape ? 'landscape' : 'portrait'}` };
}

// Each test opens a host and several phones of its own; closed after it, so their live sockets,
// clocks and animations do not slow every spec that runs later in the same browser (a CI run's
// stage test timed out with this file's pages still open beside it).
test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

/** The button is on screen without scrolling. */
async function expectOnScreen(page: Page, button: ReturnType<Page['getByRole']>) {
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test('four phones join two teams once and play a whole game from their screens', async ({ browser }) => {
  test.setTimeout(240_000);
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const host = await hostContext.newPage();
  await signUpAndOpen(host, '/en', uniqueEmail('e2e-room'));
  const code = await startSharedGame(host, 'Hollywood Blockbusters');
  expect(code).toMatch(/^[23456789A-HJ-NP-Z]{6}$/);
  const roomUrl = (await host.locator('[data-room-url]').getAttribute('data-room-url'))!;
  expect(roomUrl).toMatch(new RegExp(`/en/j/${code}$`));
  // Before anyone joins, the first turn still has its per-turn QR code.
  await expect(host.locator('[data-reveal-url]')).toHaveCount(1);

  const phones = [
    await phone(browser, 'ar', false, 'سارة', 'Red'),
    await phone(browser, 'en', true, 'Ben', 'Blue'),
    await phone(browser, 'en', false, 'Omar', 'Red'),
    await phone(browser, 'ar', true, 'نورة', 'Blue'),
  ];
  for (const p of phones) {
    // The room link in each phone's own language (the Arabic one has no prefix).
    await p.page.goto(`/${p.lang === 'en' ? 'en/' : ''}j/${code}`);
    const text = TEXT[p.lang];
    await expect(p.page.getByLabel(text.nickname)).toBeVisible();
    if (p === phones[0] || p === phones[1]) {
      await expectNoSeriousAxeViolations(p.page, `join ${p.label}`);
      await expectNoSidewaysOverflow(p.page, `join ${p.label}`);
      await p.page.screenshot({ path: `${SCREENS}/join-${p.label}.png` });
    }
    // Keyboard only: the nickname, then the team's radio, then Join.
    await p.page.getByLabel(text.nickname).focus();
    await p.page.keyboard.type(p.name);
    await p.page.getByRole('radio', { name: p.team }).check();
    await p.page.getByRole('button', { name: text.join }).focus();
    await p.page.keyboard.press('Enter');
    await expect(p.page.getByRole('heading', { level: 1 })).toContainText(p.name);
  }
  const panel = host.locator('section[aria-labelledby="room-panel-heading"]');
  for (const p of phones) await expect(panel.locator(`[data-room-team="${p.team === 'Red' ? 'A' : 'B'}"]`)).toContainText(p.name);
  // Every team has a phone now: no per-turn QR code any more.
  await expect(host.locator('[data-reveal-url]')).toHaveCount(0);
  await host.screenshot({ path: `${SCREENS}/host-room-panel.png`, fullPage: true });

  // Team A: سارة, Omar, ...; team B: Ben, نورة, ... in join order.
  const order = [phones[0]!, phones[1]!, phones[2]!, phones[3]!];
  for (let turn = 1; turn <= 8; turn++) {
    const actor = order[(turn - 1) % 4]!;
    const text = TEXT[actor.lang];
    const { page } = actor;
    if (turn === 3) {
      // A phone that reloads takes its seat again by itself.
      await page.reload();
    }
    await expect(page.getByRole('heading', { name: text.yourTurn })).toBeVisible();
    const title = (await page.locator('[data-seat-title]').innerText()).trim();
    // Only the acting phone shows a title.
    for (const other of phones.filter((p) => p !== actor)) await expect(other.page.locator('[data-seat-title]')).toHaveCount(0);
    await expect(host.getByText(title, { exact: true })).toHaveCount(0);
    const ready = page.getByRole('button', { name: text.ready });
    await expectOnScreen(page, ready);
    if (turn <= 2) {
      await expectNoSeriousAxeViolations(page, `seat acting ${actor.label}`);
      await page.screenshot({ path: `${SCREENS}/seat-acting-${actor.label}.png` });
      const idle = phones.find((p) => p !== actor && p.lang !== actor.lang)!;
      await expectNoSeriousAxeViolations(idle.page, `seat idle ${idle.label}`);
      await idle.page.screenshot({ path: `${SCREENS}/seat-idle-${idle.label}.png` });
    }
    // Keyboard: Ready has focus when the step appears; Enter starts the clock, then Correct
    // (or Incorrect) has it.
    await expect(ready).toBeFocused();
    await page.keyboard.press('Enter');
    const correct = page.getByRole('button', { name: text.correct, exact: true });
    await expect(correct).toBeFocused();
    await expectOnScreen(page, page.getByRole('button', { name: text.incorrect, exact: true }));
    if (turn <= 2) {
      await expectNoSeriousAxeViolations(page, `seat running ${actor.label}`);
      await page.screenshot({ path: `${SCREENS}/seat-running-${actor.label}.png` });
    }
    if (turn === 3 || turn === 7) {
      await page.getByRole('button', { name: text.incorrect, exact: true }).focus();
    }
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-seat-title]')).toHaveCount(0);
    await expect(host.getByText('The movie was')).toBeVisible();
    await expect(host.getByText(title, { exact: true })).toBeVisible();
    if (turn < 8) await host.getByRole('button', { name: /^Next: / }).click();
  }
  await host.getByRole('button', { name: 'See results' }).click();
  // Turns 3 and 6 were Incorrect (team A both): Blue 4, Red 2.
  await expect(host.getByRole('heading', { name: 'Blue wins!' })).toBeVisible();
  await expect(phones[1]!.page.getByText(/Blue.*wins!/)).toBeVisible();
  await phones[1]!.page.screenshot({ path: `${SCREENS}/seat-finished-${phones[1]!.label}.png` });
  await host.screenshot({ path: `${SCREENS}/host-results.png` });
});

test('the host removes a phone with the keyboard; a late phone joins between turns; a team without phones gets the per-turn QR', async ({
  browser,
}) => {
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const host = await hostContext.newPage();
  await signUpAndOpen(host, '/en', uniqueEmail('e2e-room-remove'));
  const code = await startSharedGame(host, 'Hollywood Blockbusters');

  const sara = await phone(browser, 'en', false, 'Sara', 'Red');
  // The code typed in small letters is the same room.
  await joinRoom(sara.page, code.toLowerCase(), 'en', 'Sara', 'Red');
  await expect(sara.page.getByRole('heading', { name: 'Your turn!' })).toBeVisible();
  // The host's 1280 px screen is the stage: it names Sara instead of showing a QR code.
  await expect(host.getByText(/Sara.*of.*Red.*the title is on your phone/)).toBeVisible();
  await expectNoSeriousAxeViolations(host, 'host with the room panel');

  // Sara plays turn 1; team Blue has no phone, so turn 2 has the per-turn QR code again.
  await sara.page.getByRole('button', { name: 'Ready' }).click();
  await sara.page.getByRole('button', { name: 'Correct', exact: true }).click();
  await host.getByRole('button', { name: /^Next: / }).click();
  await expect(host.locator('[data-reveal-url]')).toHaveCount(1);
  await expect(sara.page.getByText(/Blue.*s turn/)).toBeVisible();

  // A late phone joins Blue between turns (before the clock): the turn becomes its phone's.
  const ben = await phone(browser, 'ar', true, 'Ben', 'Blue');
  await joinRoom(ben.page, code, 'ar', 'Ben', 'Blue');
  await expect(ben.page.getByRole('heading', { name: 'دورك!' })).toBeVisible();
  await expect(host.locator('[data-reveal-url]')).toHaveCount(0);

  // The host removes Ben with the keyboard, confirming first: his phone is told, and may not
  // join again for a few minutes; the turn falls back to the per-turn QR code.
  await host.getByRole('button', { name: 'Remove Ben' }).focus();
  await host.keyboard.press('Enter');
  const confirm = host.getByRole('dialog', { name: 'Remove Ben?' });
  await expect(confirm).toContainText('cannot join it again for 5 minutes');
  await expect(ben.page.getByRole('heading', { name: 'دورك!' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).focus();
  await host.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(ben.page.getByText('أزال المضيف هذا الجوال من اللعبة.', { exact: true })).toBeVisible();
  await expect(ben.page.getByRole('alert').filter({ hasText: 'يمكنه الانضمام مجددًا بعد بضع دقائق' })).toBeVisible();
  await expect(ben.page.getByLabel('اسمك المستعار')).toHaveCount(0);
  await expect(host.locator('[data-room-team="B"]')).not.toContainText('Ben');
  await expect(host.locator('[data-reveal-url]')).toHaveCount(1);
  await ben.page.screenshot({ path: `${SCREENS}/seat-removed-${ben.label}.png` });
  // A joining phone starts with a friendly name it may keep (issue 31 §4); the host renames a
  // phone from the room panel.
  const late = await phone(browser, 'en', false, 'Happy', 'Blue');
  await late.page.goto(`/en/j/${code}`);
  const suggested = await late.page.getByLabel('Your nickname').inputValue();
  expect(suggested.length).toBeGreaterThan(3);
  await late.page.getByRole('radio', { name: 'Blue' }).check();
  await late.page.getByRole('button', { name: 'Join' }).click();
  await expect(late.page.getByRole('heading', { level: 1 })).toContainText(suggested);
  await host.getByRole('button', { name: `Rename ${suggested}` }).click();
  const renameDialog = host.getByRole('dialog', { name: `Rename ${suggested}` });
  await renameDialog.getByLabel('Your nickname').fill('sara');
  await renameDialog.getByRole('button', { name: 'Save name' }).click();
  await expect(renameDialog.getByText('Someone in this game already has that nickname.', { exact: false })).toBeVisible();
  await renameDialog.getByLabel('Your nickname').fill('Grandpa');
  await renameDialog.getByRole('button', { name: 'Save name' }).click();
  await expect(renameDialog).toBeHidden();
  await expect(host.locator('[data-room-team="B"]')).toContainText('Grandpa');
  await expect(late.page.getByRole('heading', { level: 1 })).toContainText('Grandpa');
  // Blue has a phone again: no per-turn QR code.
  await expect(host.locator('[data-reveal-url]')).toHaveCount(0);
});

test('a phone that has gone away is passed over for its teammate, and the host sees it is not connected', async ({ browser }) => {
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const host = await hostContext.newPage();
  await signUpAndOpen(host, '/en', uniqueEmail('e2e-room-away'));
  await host.getByRole('button', { name: 'Start Playing' }).click();
  await host.getByRole('button', { name: 'Hollywood Blockbusters' }).click();
  await host.getByLabel('Team A name').fill('Red');
  await host.getByLabel('Team B name').fill('Blue');
  await host.getByLabel(/Shared Screen Mode/).check();
  await host.getByRole('button', { name: 'Start game' }).click();
  const code = (await host.locator('[data-room-code]').getAttribute('data-room-code'))!;

  // Red: Sara then Omar; Blue: Ben. Turn 3 is Omar's.
  const joined: Phone[] = [];
  for (const [name, team] of [
    ['Sara', 'Red'],
    ['Ben', 'Blue'],
    ['Omar', 'Red'],
  ] as const) {
    const p = await phone(browser, 'en', false, name, team);
    await joinRoom(p.page, code, 'en', name, team);
    await expect(p.page.getByRole('heading', { level: 1 })).toContainText(name);
    joined.push(p);
  }
  const [sara, ben, omar] = joined as [Phone, Phone, Phone];
  const panel = host.locator('section[aria-labelledby="room-panel-heading"]');
  await expect(panel.locator('li', { hasText: 'Omar' })).toContainText('connected');
  await expect(panel.locator('li', { hasText: 'Omar' })).not.toContainText('not connected');

  for (const actor of [sara, ben]) {
    await expect(actor.page.getByRole('heading', { name: 'Your turn!' })).toBeVisible();
    await actor.page.getByRole('button', { name: 'Ready' }).click();
    await actor.page.getByRole('button', { name: 'Correct', exact: true }).click();
    await expect(host.getByText('The movie was')).toBeVisible();
    if (actor === sara) {
      // Omar's phone falls asleep (its connection drops) while Ben acts.
      await omar.page.context().setOffline(true);
      // The host's room panel says so in words, not only with a colour.
      await expect(panel.locator('li', { hasText: 'Omar' })).toContainText('not connected');
    }
    await host.getByRole('button', { name: /^Next: / }).click();
  }
  // Omar was chosen as Ben's turn ended, moments after he dropped; once he has been away a few
  // seconds (before the clock starts) the turn is Sara's again, with no command needed.
  await expect(sara.page.getByRole('heading', { name: 'Your turn!' })).toBeVisible();
  await expect(host.getByText(/Sara.*of.*Red.*the title is on your phone/)).toBeVisible();
  await expect(host.locator('[data-reveal-url]')).toHaveCount(0);
  await host.screenshot({ path: `${SCREENS}/host-away-phone-passed-over.png` });
  // Omar comes back: his phone is not the actor, and shows no title.
  await omar.page.context().setOffline(false);
  await expect(panel.locator('li', { hasText: 'Omar' })).not.toContainText('not connected');
  await expect(omar.page.getByRole('heading', { name: 'Your turn!' })).toHaveCount(0);
  await expect(omar.page.locator('[data-seat-title]')).toHaveCount(0);
  await sara.page.getByRole('button', { name: 'Ready' }).click();
  await expect(sara.page.locator('[data-seat-title]')).toHaveCount(1);
});
