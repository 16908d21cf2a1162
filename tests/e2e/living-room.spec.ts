// The whole family in the living room (issue 16, "Done when"): a TV at 1920x1080 pairs with
// the host's phone (by typing its code in Arabic, through its QR code's address in English);
// the host's phone starts a game, which the linked TV makes shared; four phones (two upright,
// two on their side) open the room address read from the TV, give nicknames and pick teams
// once; the whole game is played from the phones (Ready, Correct, a Skip), the host's phone
// moving to the next team, nobody scanning again; the current title is never on the TV nor on
// a phone that does not act; one phone does everything by keyboard. The TV's stage is measured
// (computed styles) and checked with axe-core; screenshots go to test-results/screens/living-room/.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations, expectNoSidewaysOverflow } from './helpers/axe';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen, submitSignUp } from './helpers/sign-up';
import { expectNoTitle, measure } from './helpers/stage-measure';
import { settle } from './helpers/settle';
import { pressStartPlaying } from './helpers/start-playing';

const SCREENS = 'test-results/screens/living-room';
const CODE = /^[2-9A-HJKMNP-Z]{6}$/;

const T = {
  ar: {
    tvPath: '/tv',
    signIn: 'تسجيل الدخول',
    startPlaying: 'ابدأ اللعب',
    showOnTv: 'اعرض على التلفاز',
    dialog: 'اعرض اللعبة على التلفاز',
    codeInput: 'الرمز الظاهر على التلفاز',
    linkTv: 'اربط التلفاز',
    goToGame: 'انتقل إلى اللعبة',
    tvWaiting: 'ابدأ لعبة على هاتفك',
    category: 'كلاسيكيات السينما المصرية',
    teamA: 'اسم الفريق الأول',
    teamB: 'اسم الفريق الثاني',
    teams: { A: 'الصقور', B: 'النجوم' },
    startGame: 'ابدأ اللعبة',
    next: /^دور /,
    nickname: 'اسمك المستعار',
    join: 'انضمام',
    yourTurn: 'دورك!',
    ready: 'جاهز',
    correct: 'صحيح',
    skip: /^طاف/,
    tie: 'تعادل!',
    skipsLeft: { 2: 'بقي تمريران', 1: 'بقي تمرير واحد' },
    names: ['سارة', 'نورة عبدالرحمن العبدالله', 'Omar', 'هند'],
  },
  en: {
    tvPath: '/en/tv',
    signIn: 'Sign in',
    startPlaying: 'Start Playing',
    showOnTv: 'Show on TV',
    dialog: 'Show the game on a TV',
    codeInput: 'Code on the TV',
    linkTv: 'Link TV',
    goToGame: 'Go to the game',
    tvWaiting: 'Start a game on your phone',
    category: 'Hollywood Blockbusters',
    teamA: 'Team A name',
    teamB: 'Team B name',
    teams: { A: 'Red', B: 'Blue' },
    startGame: 'Start game',
    next: /^Next: /,
    nickname: 'Your nickname',
    join: 'Join',
    yourTurn: 'Your turn!',
    ready: 'Ready',
    correct: 'Correct',
    skip: /^Pass \(/,
    tie: "It's a tie!",
    skipsLeft: { 2: '2 passes left', 1: '1 pass left' },
    names: ['Sara', 'Maximilian Alexander Von', 'عمر', 'Ben'],
  },
} as const;

interface Phone {
  page: Page;
  name: string;
  team: 'A' | 'B';
  label: string;
  /** This phone does everything by keyboard. */
  keyboard: boolean;
}

const log: string[] = [];

async function newPage(browser: Browser, width: number, height: number, mobile = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile });
  return context.newPage();
}

/** Tab until `target` has focus (keyboard only: no clicks, no focus() from the test). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 25; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The TV's stage at 1920x1080, measured as a room sees it; the numbers go to the test output. */
async function measureTv(tv: Page, label: string, want: { qr?: boolean; timer?: boolean; room?: boolean }) {
  await settle(tv);
  const m = await measure(tv);
  const roomQr = await tv.evaluate(() => {
    const svg = document.querySelector('[data-room-url] svg');
    const canvas = document.querySelector('[data-stage-canvas]')!.getBoundingClientRect();
    return svg ? svg.getBoundingClientRect().width / (canvas.width / 1920) : null;
  });
  log.push(
    `${label}: scale ${m.scale}, smallest text ${m.minText.px}px ("${m.minText.text}"), team names ${m.names.join('/')}px, scores ${m.scores.join('/')}px, timer ${m.timer}px, actor QR ${m.qr?.toFixed(0)}px, typed link ${m.link}px, room QR ${roomQr?.toFixed(0)}px, outside 5 %: ${m.outsideSafeArea.length}`,
  );
  expect.soft(m.scale, `${label}: stage scale`).toBe(1);
  expect.soft(m.minText.px, `${label}: smallest text "${m.minText.text}"`).toBeGreaterThanOrEqual(24);
  expect.soft(m.outside, `${label}: text outside the stage`).toEqual([]);
  expect.soft(m.outsideSafeArea, `${label}: closer than 5 % to an edge`).toEqual([]);
  expect.soft(m.overflowingNames, `${label}: team names overflowing`).toEqual([]);
  for (const px of [...m.names, ...m.scores]) expect.soft(px, `${label}: team names and scores`).toBeGreaterThanOrEqual(48);
  if (want.timer) expect.soft(m.timer ?? 0, `${label}: timer`).toBeGreaterThanOrEqual(120);
  if (want.qr) {
    expect.soft(m.qr ?? 0, `${label}: actor QR`).toBeGreaterThanOrEqual(320);
    expect.soft(m.link ?? 0, `${label}: typed link`).toBeGreaterThanOrEqual(36);
  }
  // The room QR code sits beside the lobby at 280 px (the stage's design size for it: 600 px aside).
  if (want.room) expect.soft(roomQr ?? 0, `${label}: room QR`).toBeGreaterThanOrEqual(280);
}

/** The title nowhere in the page's text or attributes (page.content() as the DOM has it). */
async function expectTitleAbsent(page: Page, title: string, label: string) {
  await expectNoTitle(page, title, label);
}

for (const lang of ['ar', 'en'] as const) {
  test(`a family pairs a TV and plays a whole game from four phones (${lang})`, async ({ browser }) => {
    test.setTimeout(300_000);
    const t = T[lang];

    // 1. The TV shows its code; the host's phone pairs it.
    const tv = await newPage(browser, 1920, 1080, false);
    await tv.goto(t.tvPath);
    await expect(tv.locator('[data-tv-code]')).toHaveText(CODE);
    const tvCode = (await tv.locator('[data-tv-code]').innerText()).trim();
    const host = await newPage(browser, 390, 844);
    if (lang === 'ar') {
      await signUpAndOpen(host, '/', uniqueEmail('e2e-living-ar'));
      await pressStartPlaying(host, t.startPlaying);
      await host.getByRole('button', { name: t.showOnTv }).click();
      const dialog = host.getByRole('dialog', { name: t.dialog });
      await dialog.getByLabel(t.codeInput).fill(tvCode);
      await dialog.getByRole('button', { name: t.linkTv }).click();
      await expect(dialog.getByRole('switch')).toBeVisible();
      await host.keyboard.press('Escape');
    } else {
      const qrUrl = (await tv.locator('[data-tv-link-url]').getAttribute('data-tv-link-url'))!;
      expect(qrUrl).toMatch(new RegExp(`/en/tv/link\\?code=${tvCode}$`));
      await host.goto(qrUrl);
      const main = host.locator('main');
      await main.getByRole('button', { name: t.signIn }).click();
      await expect(await submitSignUp(host, uniqueEmail('e2e-living-en'), 'en')).toBeHidden();
      await main.getByRole('button', { name: t.linkTv }).click();
      await main.getByRole('link', { name: t.goToGame }).click();
    }
    await expect(tv.getByText(t.tvWaiting)).toBeVisible();

    // 2. The host's phone starts a game: the linked TV makes it shared and shows the room.
    await host.getByRole('button', { name: t.category }).click();
    await host.getByLabel(t.teamA).fill(t.teams.A);
    await host.getByLabel(t.teamB).fill(t.teams.B);
    await host.getByRole('button', { name: t.startGame }).click();
    await expect(host.locator('[data-tv-controller]')).toBeVisible();
    const roomCode = tv.locator('[data-room-code]');
    await expect(roomCode).toHaveAttribute('data-room-code', CODE);
    const code = (await roomCode.getAttribute('data-room-code'))!;
    const roomUrl = (await tv.locator('[data-room-url]').getAttribute('data-room-url'))!;
    expect(roomUrl).toMatch(new RegExp(`${lang === 'en' ? '/en' : ''}/j/${code}$`));
    // Nobody has joined: the first turn has its per-turn QR code and typed link on the TV.
    await expect(tv.locator('[data-stage-qr]')).toBeVisible();
    await measureTv(tv, `tv-1920-${lang}-lobby`, { qr: true, room: true });
    await expectNoSeriousAxeViolations(tv, `/tv ${lang} lobby`);
    await tv.screenshot({ path: `${SCREENS}/tv-1920-${lang}-lobby.png` });

    // Four phones open the address read from the TV, each once, and pick teams.
    const phones: Phone[] = [
      { page: await newPage(browser, 390, 844), name: t.names[0], team: 'A', label: `${lang}-390`, keyboard: true },
      { page: await newPage(browser, 844, 390), name: t.names[1], team: 'B', label: `${lang}-844`, keyboard: false },
      { page: await newPage(browser, 844, 390), name: t.names[2], team: 'A', label: `${lang}-844b`, keyboard: false },
      { page: await newPage(browser, 390, 844), name: t.names[3], team: 'B', label: `${lang}-390b`, keyboard: false },
    ];
    expect(phones[1]!.name).toHaveLength(24);
    const visits = new Map<Page, string[]>();
    for (const p of phones) {
      const urls: string[] = [];
      visits.set(p.page, urls);
      p.page.on('framenavigated', (frame) => {
        if (frame === p.page.mainFrame()) urls.push(frame.url());
      });
      await p.page.goto(roomUrl);
      const nickname = p.page.getByLabel(t.nickname);
      const radio = p.page.getByRole('radio', { name: t.teams[p.team] });
      const join = p.page.getByRole('button', { name: t.join });
      if (p.keyboard) {
        await tabTo(p.page, nickname);
        await p.page.keyboard.type(p.name);
        await tabTo(p.page, p.page.getByRole('radio').first());
        // Arrow keys move within the radio group to this phone's team.
        for (let i = 0; i < 2 && !(await radio.isChecked()); i++) await p.page.keyboard.press('ArrowDown');
        await expect(radio).toBeChecked();
        await tabTo(p.page, join);
        await p.page.keyboard.press('Enter');
      } else {
        await nickname.fill(p.name);
        await radio.check();
        await join.click();
      }
      await expect(p.page.getByRole('heading', { level: 1 })).toContainText(p.name);
    }
    for (const p of phones) {
      const name = tv.locator(`[data-room-team="${p.team}"] bdi`, { hasText: p.name });
      await expect(name).toBeVisible();
      // Legible: not the panel's own white.
      expect(await name.evaluate((el) => getComputedStyle(el).color), `${p.name} on the TV`).not.toBe('rgb(255, 255, 255)');
    }
    // Every team has phones now: no per-turn QR code on the TV.
    await expect(tv.locator('[data-stage-qr]')).toHaveCount(0);

    // 3. The whole game from the phones.
    const actors: Record<'A' | 'B', Phone[]> = { A: [], B: [] };
    let skipped = false;
    for (let turn = 1; turn <= 8; turn++) {
      // The acting phone is the one that says "your turn".
      let actor: Phone | undefined;
      await expect(async () => {
        const acting: Phone[] = [];
        for (const p of phones) if (await p.page.getByRole('heading', { name: t.yourTurn }).isVisible()) acting.push(p);
        expect(acting).toHaveLength(1);
        actor = acting[0];
      }).toPass();
      const a = actor!;
      const idle = phones.filter((p) => p !== a);
      actors[a.team].push(a);
      let title = (await a.page.locator('[data-seat-title]').innerText()).trim();
      expect(title.length).toBeGreaterThan(0);
      for (const p of idle) {
        await expect(p.page.locator('[data-seat-title]')).toHaveCount(0);
        await expectTitleAbsent(p.page, title, `turn ${turn} idle ${p.label}`);
      }
      await expectTitleAbsent(tv, title, `turn ${turn} TV instruction`);
      await expectTitleAbsent(host, title, `turn ${turn} host phone`);
      if (turn <= 2) {
        await a.page.screenshot({ path: `${SCREENS}/phone-${a.page.viewportSize()!.width}-${lang}-acting.png` });
        await idle
          .find((p) => p.page.viewportSize()!.width !== a.page.viewportSize()!.width)!
          .page.screenshot({
            path: `${SCREENS}/phone-${a.page.viewportSize()!.width === 390 ? 844 : 390}-${lang}-idle.png`,
          });
      }

      // The host's phone, the TV's controller, while a phone has the title (looked at, not kept).
      // It names the acting phone's player, not a QR code the TV does not show.
      await expect(host.locator('[data-tv-controller]')).toContainText(a.name);
      if (turn === 2) await host.screenshot({ path: `test-results/living-room/host-${lang}-instruction.png` });
      const ready = a.page.getByRole('button', { name: t.ready });
      if (a.keyboard) {
        // Ready takes focus when the turn comes to this phone.
        await expect(ready).toBeFocused();
        await a.page.keyboard.press('Enter');
      } else await ready.click();
      await expect(tv.getByRole('timer')).toBeVisible();
      const correct = a.page.getByRole('button', { name: t.correct, exact: true });
      if (a.keyboard) await expect(correct).toBeFocused();
      else await expect(correct).toBeVisible();

      if (!skipped) {
        // A skip: a new title on the phone, one skip fewer on the TV, neither title on the TV.
        skipped = true;
        const before = (await tv.locator('[data-stage-skips]').innerText()).trim();
        const skip = a.page.getByRole('button', { name: t.skip });
        if (a.keyboard) {
          await tabTo(a.page, skip);
          await a.page.keyboard.press('Enter');
        } else await skip.click();
        await expect(a.page.locator('[data-seat-title]')).not.toHaveText(title);
        await expect(tv.locator('[data-stage-skips]')).not.toHaveText(before);
        const after = (await tv.locator('[data-stage-skips]').innerText()).trim();
        log.push(`${lang} skip on ${a.label}${a.keyboard ? ' (keyboard)' : ''}: TV "${before}" -> "${after}"`);
        expect([before, after]).toEqual([t.skipsLeft[2], t.skipsLeft[1]]);
        await expectTitleAbsent(tv, title, `turn ${turn} TV after the skip (skipped title)`);
        title = (await a.page.locator('[data-seat-title]').innerText()).trim();
      }
      await expectTitleAbsent(tv, title, `turn ${turn} TV running`);
      for (const p of idle) await expect(p.page.locator('[data-seat-title]')).toHaveCount(0);
      if (turn === 2) await host.screenshot({ path: `test-results/living-room/host-${lang}-running.png` });
      if (turn === 1) {
        await measureTv(tv, `tv-1920-${lang}-running`, { timer: true });
        await expectNoSeriousAxeViolations(tv, `/tv ${lang} running turn`);
        await tv.screenshot({ path: `${SCREENS}/tv-1920-${lang}-running.png` });
      }

      if (a.keyboard) {
        // Correct has focus when the clock starts; after a skip, Tab brings it back.
        await tabTo(a.page, correct);
        await a.page.keyboard.press('Enter');
      } else await correct.click();
      // The turn is over: now the TV may say what the title was.
      await expect(a.page.locator('[data-seat-title]')).toHaveCount(0);
      await expect(tv.locator('[data-stage-title]')).toHaveText(title);
      if (turn === 1) {
        await measureTv(tv, `tv-1920-${lang}-turn-result`, {});
        await expectNoSeriousAxeViolations(tv, `/tv ${lang} turn result with the room panel`);
        await tv.screenshot({ path: `${SCREENS}/tv-1920-${lang}-turn-result.png` });
      }
      if (turn < 8) await host.getByRole('button', { name: t.next }).click();
    }
    // Turns rotate through each team's phones.
    for (const team of ['A', 'B'] as const) {
      expect(actors[team].map((p) => p.name)).toHaveLength(4);
      expect(new Set(actors[team].map((p) => p.name)).size, `team ${team}'s phones all act`).toBe(2);
      for (let i = 1; i < 4; i++) expect(actors[team][i], `team ${team} turn ${i + 1}`).not.toBe(actors[team][i - 1]);
    }

    // The last title stays on the TV a while, then the results: every turn was Correct, a tie.
    await expect(tv.locator('[data-stage-title]')).toHaveCount(0, { timeout: 20_000 });
    await expect(tv.locator('[data-stage-canvas]').getByRole('heading', { level: 1 })).toHaveText(t.tie);
    await measureTv(tv, `tv-1920-${lang}-results`, {});
    await expectNoSidewaysOverflow(tv, `/tv ${lang} results`);
    await tv.screenshot({ path: `${SCREENS}/tv-1920-${lang}-results.png` });

    // Nobody opened another address after joining (a reload or a scan would show here).
    for (const p of phones) {
      const urls = visits.get(p.page)!;
      expect(urls.length, `${p.label} navigations`).toBeGreaterThan(0);
      for (const url of urls) expect(url, `${p.label} stayed in the room`).toContain(`/j/${code}`);
    }
    for (const page of [tv, host, ...phones.map((p) => p.page)]) await page.context().close();
  });
}

test.afterAll(() => {
  console.log(log.join('\n'));
});
