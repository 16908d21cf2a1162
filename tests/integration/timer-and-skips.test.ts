// Timer presets and the skip budget (issue 16) on two server processes sharing PostgreSQL and
// Redis: each preset from POST /api/games to the views, 'off' never scheduling a deadline, the
// budget enforced while commands alternate between the servers, and budget, title order and
// preset surviving a restart that lost every hot record (rebuilt from game_sessions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { GameSocket } from './helpers/game-client.ts';
import { firstRow } from './helpers/rows.ts';
import { createSharedServices, sharedServicesConfigured, type SharedServices } from './helpers/shared-services.ts';
import { connectRedis, type RedisClient } from '../../server/src/lib/redis.ts';
import { deadlineMember, deadlinesKey } from '../../server/src/game/scheduler.ts';
import { gameSessions, profiles, userPlayedTitles } from '../../server/src/db/schema/index.ts';

const enabled = sharedServicesConfigured;
// Ports of this suite's servers (restarts reuse them); TIMER_TEST_PORT_BASE moves them.
const PORT_BASE = Number(process.env.TIMER_TEST_PORT_BASE ?? 4110);

let services: SharedServices;
let redis: RedisClient;
let one: ServerProcess;
let two: ServerProcess;
const extra: ServerProcess[] = [];
const sockets: GameSocket[] = [];

beforeAll(async () => {
  if (!enabled) return;
  // Two-second rounds: relaxed plays three.
  services = await createSharedServices('timer', { GAME_ROUND_SECONDS: '2,2,2,2' });
  redis = await connectRedis(process.env.REDIS_URL!);
  [one, two] = await Promise.all([startServerProcess(services.env, PORT_BASE), startServerProcess(services.env, PORT_BASE + 1)]);
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all([one, two, ...extra].filter(Boolean).map((s) => s.kill('SIGTERM')));
  await redis?.close();
  await services?.close();
});

function socket(url: string, token?: string) {
  const s = new GameSocket(url, token);
  sockets.push(s);
  return s;
}

async function player(url: string, tokens = 5) {
  const c = new HttpClient(url);
  const { user } = await c.signUp(uniqueEmail('timer'));
  await services.db.database.db.update(profiles).set({ tokens }).where(eq(profiles.id, user.id));
  const category = (await c.get('/api/categories?language=en')).body[0];
  const start = (body: Record<string, unknown> = {}) =>
    c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue', sharedMode: false, ...body });
  return { c, userId: user.id as string, start };
}

async function host(url: string, token: string, gameId: string) {
  const s = socket(url, token);
  await s.connected();
  expect((await s.join({ gameId })).ok).toBe(true);
  return s;
}

async function ok(s: GameSocket, gameId: string, type: string) {
  const ack = await s.command(gameId, { type });
  expect(ack, `${type}: ${JSON.stringify(ack.error)}`).toMatchObject({ ok: true });
  return (await s.waitFor((m) => m.version === ack.version)).view;
}

const row = async (gameId: string) =>
  firstRow(await services.db.database.db.select().from(gameSessions).where(eq(gameSessions.id, gameId)), 'the game session');

describe.skipIf(!enabled)('timer presets', () => {
  it('POST /api/games takes each preset (standard by default), the views carry it, a bad one is refused', async () => {
    const { start, userId } = await player(one.url);
    const expected = { standard: 2000, relaxed: 3000, off: 2000 } as const;
    for (const [timerPreset, timeLeftMs] of Object.entries(expected)) {
      const res = await start({ timerPreset });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ timerPreset, timeLeftMs, skipsLeft: 2, turnEndsAt: null });
      expect((await row(res.body.gameId)).roundData).toMatchObject({ timerPreset, skipsUsed: { A: 0, B: 0 } });
    }
    const plain = await start();
    expect(plain.body).toMatchObject({ timerPreset: 'standard', timeLeftMs: 2000 });
    for (const timerPreset of ['turbo', '', 3, null]) {
      const bad = await start({ timerPreset });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('timer_preset_invalid');
    }
    // Refused before a token was taken: 5 tokens, 4 games.
    const [profile] = await services.db.database.db.select({ tokens: profiles.tokens }).from(profiles).where(eq(profiles.id, userId));
    expect(profile?.tokens).toBe(1);
  });

  it("'off' runs with no deadline: the scheduler never holds one, while a standard game started with it times out", async () => {
    const { c, start } = await player(one.url);
    const off = (await start({ timerPreset: 'off' })).body.gameId as string;
    const standard = (await start({ timerPreset: 'standard' })).body.gameId as string;
    const h1 = await host(one.url, c.accessToken!, off);
    const h2 = await host(two.url, c.accessToken!, standard);
    for (const type of ['REVEAL', 'READY']) {
      await ok(h1, off, type);
      await ok(h2, standard, type);
    }
    const runningOff = await ok(h1, off, 'START_TIMER');
    const runningStandard = await ok(h2, standard, 'START_TIMER');
    expect(runningOff).toMatchObject({ phase: 'running', timerPreset: 'off', turnEndsAt: null });
    expect(runningStandard.turnEndsAt).toEqual(expect.any(Number));
    expect(await redis.zScore(deadlinesKey(services.prefix), deadlineMember(off, 1))).toBeNull();
    expect(await redis.zScore(deadlinesKey(services.prefix), deadlineMember(standard, 1))).toBe(runningStandard.turnEndsAt);

    // The standard game's deadline passes and fires; the 'off' game, started first, still runs.
    await h2.waitFor((m) => m.view.phase === 'timeUp');
    const stillRunning = (await c.get(`/api/games/${off}`)).body;
    expect(stillRunning).toMatchObject({ phase: 'running', turnEndsAt: null, version: runningOff.version });
    expect(await redis.zScore(deadlinesKey(services.prefix), deadlineMember(off, 1))).toBeNull();
    // Only a mark ends the turn; a reset puts the nominal round time back.
    const reset = await ok(h1, off, 'RESET_TIMER');
    expect(reset).toMatchObject({ phase: 'ready', turnEndsAt: null, timeLeftMs: 2000 });
    await ok(h1, off, 'START_TIMER');
    expect(await ok(h1, off, 'CORRECT')).toMatchObject({ phase: 'handoff', turn: 2, teams: { A: { score: 1 } } });
  }, 60_000);
});

describe.skipIf(!enabled)('the skip budget', () => {
  it('two skips per team per round, alternating between servers; the third is refused; skipped titles are not played', async () => {
    const { c, userId, start } = await player(one.url);
    const gameId = (await start({ timerPreset: 'relaxed' })).body.gameId as string;
    const onOne = await host(one.url, c.accessToken!, gameId);
    const onTwo = await host(two.url, c.accessToken!, gameId);
    // No skip before the title is on show.
    expect((await onOne.command(gameId, { type: 'SKIP' })).error?.code).toBe('command_not_allowed');
    const revealed = await ok(onOne, gameId, 'REVEAL');
    const order = (await row(gameId)).moviesData.map((m) => m.id);
    expect(revealed.currentTitle.id).toBe(order[0]);
    await ok(onTwo, gameId, 'READY');
    const running = await ok(onOne, gameId, 'START_TIMER');

    const first = await ok(onTwo, gameId, 'SKIP');
    expect(first).toMatchObject({ phase: 'running', turn: 1, skipsLeft: 1, turnEndsAt: running.turnEndsAt });
    expect(first.currentTitle.id).toBe(order[1]);
    // The ack of a skip means its durable record is written: title order and budget.
    expect(await row(gameId)).toMatchObject({
      moviesData: [order[1], ...order.slice(2), order[0]].map((id) => expect.objectContaining({ id })),
      roundData: expect.objectContaining({ skipsUsed: { A: 1, B: 0 } }),
    });
    const second = await ok(onOne, gameId, 'SKIP');
    expect(second).toMatchObject({ phase: 'running', skipsLeft: 0, turnEndsAt: running.turnEndsAt });
    expect(second.currentTitle.id).toBe(order[2]);
    for (const s of [onTwo, onOne]) {
      const third = await s.command(gameId, { type: 'SKIP' });
      expect(third.ok).toBe(false);
      expect(third.error?.code).toBe('skip_limit_reached');
    }
    expect((await c.get(`/api/games/${gameId}`)).body).toMatchObject({ version: second.version, skipsLeft: 0 });

    // The turn is acted with the third title: only that one is played.
    const ended = await ok(onTwo, gameId, 'CORRECT');
    expect(ended).toMatchObject({ currentTeam: 'B', skipsLeft: 2 });
    const played = await services.db.database.db.select().from(userPlayedTitles).where(eq(userPlayedTitles.userId, userId));
    expect(played.map((p) => p.titleId)).toEqual([order[2]]);
    // Team B has its own two.
    await ok(onOne, gameId, 'REVEAL');
    expect(await ok(onTwo, gameId, 'SKIP')).toMatchObject({ currentTeam: 'B', skipsLeft: 1 });
  }, 60_000);

  it("in shared mode a skip keeps the turn's reveal link and sends its phone the new title, never the TV", async () => {
    const { c, start } = await player(one.url);
    const started = (await start({ sharedMode: true })).body;
    const tv = await host(one.url, c.accessToken!, started.gameId);
    const phone = socket(two.url);
    await phone.connected();
    const joined = await phone.join({ revealCode: started.revealCode });
    expect(joined.state).toMatchObject({ valid: true, skipsLeft: 2 });
    const before = joined.state.currentTitle.id as string;
    const skip = await tv.command(started.gameId, { type: 'SKIP' });
    expect(skip.ok).toBe(true);
    const onPhone = await phone.waitFor((m) => m.version === skip.version);
    expect(onPhone.view).toMatchObject({ valid: true, phase: 'instruction', skipsLeft: 1 });
    expect(onPhone.view.currentTitle.id).not.toBe(before);
    const onTv = await tv.waitFor((m) => m.version === skip.version);
    expect(onTv.view).toMatchObject({ currentTitle: null, revealCode: started.revealCode, revealShortCode: started.revealShortCode });
    // The same short code still leads to the (new) title.
    const typed = socket(two.url);
    await typed.connected();
    const viaShort = await typed.join({ shortCode: started.revealShortCode });
    expect(viaShort.state.currentTitle.id).toBe(onPhone.view.currentTitle.id);
  });

  it('budget, title order and preset survive a restart of both servers with every hot record lost', async () => {
    const { c, start } = await player(one.url);
    const gameId = (await start({ timerPreset: 'relaxed' })).body.gameId as string;
    const h = await host(two.url, c.accessToken!, gameId);
    await ok(h, gameId, 'REVEAL');
    const skipped = await ok(h, gameId, 'SKIP');
    const shown = skipped.currentTitle.id as string;
    const titleOrder = (await row(gameId)).moviesData.map((m) => m.id);
    expect(titleOrder[0]).toBe(shown);

    await Promise.all([one.kill('SIGKILL'), two.kill('SIGKILL')]);
    await services.deleteRedisKeys();
    one = await startServerProcess(services.env, PORT_BASE);
    two = await startServerProcess(services.env, PORT_BASE + 1);

    // Rebuilt at the start of the turn it was in, with the same preset, budget and title.
    const continued = await c.get(`/api/games/${gameId}`);
    expect(continued.status).toBe(200);
    expect(continued.body).toMatchObject({ phase: 'handoff', turn: 1, timerPreset: 'relaxed', skipsLeft: 1, timeLeftMs: 3000 });
    const again = await host(one.url, c.accessToken!, gameId);
    const revealed = await ok(again, gameId, 'REVEAL');
    expect(revealed.currentTitle.id).toBe(shown);
    const last = await ok(again, gameId, 'SKIP');
    expect(last).toMatchObject({ skipsLeft: 0 });
    expect(last.currentTitle.id).toBe(titleOrder[1]);
    expect((await again.command(gameId, { type: 'SKIP' })).error?.code).toBe('skip_limit_reached');
    await ok(again, gameId, 'READY');
    expect(await ok(again, gameId, 'START_TIMER')).toMatchObject({ phase: 'running', turnEndsAt: expect.any(Number) });
    expect((await row(gameId)).roundData).toMatchObject({ timerPreset: 'relaxed', roundDurationsMs: [3000, 3000, 3000, 3000] });
  }, 120_000);
});

describe.skipIf(!enabled)('a replay', () => {
  it("keeps the original game's preset, whatever the new start asks", async () => {
    const { c, start } = await player(one.url);
    const gameId = (await start({ timerPreset: 'off' })).body.gameId as string;
    const h = await host(one.url, c.accessToken!, gameId);
    for (let turn = 1; turn <= 8; turn++) {
      for (const type of ['REVEAL', 'READY', 'START_TIMER', 'INCORRECT']) {
        const ack = await h.command(gameId, { type });
        expect(ack.ok).toBe(true);
      }
    }
    await h.waitFor((m) => m.view.status === 'completed');
    const info = await c.post(`/api/games/${gameId}/replay`);
    expect(info.body).toMatchObject({ replayOf: gameId, timerPreset: 'off' });
    const replay = await c.post('/api/games', { replayOf: gameId, teamA: 'x', teamB: 'y', timerPreset: 'relaxed' });
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ isReplay: true, timerPreset: 'off', timeLeftMs: 2000 });
  }, 60_000);
});
