// Games end to end over real HTTP and real sockets: starting (tokens, titles), a whole game,
// shared mode with a phone and a spectator, concurrency and authorization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import { GameSocket } from './helpers/game-client.ts';
import { categories, gameSessions, profiles, titles, tokenLedger, userPlayedTitles } from '../../server/src/db/schema/index.ts';
import { TITLES_DEALT } from '../../shared/src/game/constants.ts';

let t: TestApp;
let arCategory: { id: string; title: string };
const sockets: GameSocket[] = [];

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  const res = await new HttpClient(t.baseUrl).get('/api/categories?language=ar');
  arCategory = res.body[0];
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

async function player(tokens?: number) {
  const c = new HttpClient(t.baseUrl);
  const { user } = await c.signUp(uniqueEmail('gamer'));
  if (tokens !== undefined) await t.db.update(profiles).set({ tokens }).where(eq(profiles.id, user.id));
  return { c, user };
}

function socket(token?: string) {
  const s = new GameSocket(t.baseUrl, token);
  sockets.push(s);
  return s;
}

async function balance(userId: string) {
  return firstRow(await t.db.select({ tokens: profiles.tokens }).from(profiles).where(eq(profiles.id, userId)), `the profile of ${userId}`)
    .tokens;
}

const start = (c: HttpClient, body: Record<string, unknown> = {}) =>
  c.post('/api/games', { categoryId: arCategory.id, teamA: 'الصقور', teamB: 'اللؤلؤ', sharedMode: false, ...body });

describe('starting a game', () => {
  it('takes exactly one token with a ledger row, picks 8 shuffled titles of the category and starts at turn 1', async () => {
    const { c, user } = await player();
    const res = await start(c);
    expect(res.status).toBe(201);
    const view = res.body;
    expect(view).toMatchObject({
      role: 'host',
      status: 'in_progress',
      phase: 'handoff',
      currentRound: 1,
      currentTeam: 'A',
      turn: 1,
      totalTurns: 8,
      currentTitle: null,
      categoryTitle: arCategory.title,
    });
    expect(view.teams.A).toEqual({ id: 'A', name: 'الصقور', score: 0 });
    expect(await balance(user.id)).toBe(0);
    const ledger = await t.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, user.id), eq(tokenLedger.reason, 'game_start')));
    expect(ledger).toEqual([expect.objectContaining({ delta: -1, balanceAfter: 0, reference: view.gameId })]);
    const row = firstRow(await t.db.select().from(gameSessions).where(eq(gameSessions.id, view.gameId)), 'the game session');
    // One title per turn and a spare per skip the teams may use.
    expect(row.moviesData).toHaveLength(TITLES_DEALT);
    expect(new Set(row.moviesData.map((m) => m.id)).size).toBe(TITLES_DEALT);
    const inCategory = await t.db.select({ id: titles.id }).from(titles).where(eq(titles.categoryId, arCategory.id));
    const ids = new Set(inCategory.map((x) => x.id));
    for (const m of row.moviesData) expect(ids.has(m.id)).toBe(true);
    // Nothing is marked played before a turn is acted (a title shown and skipped is not).
    expect(await t.db.select().from(userPlayedTitles).where(eq(userPlayedTitles.userId, user.id))).toEqual([]);
  });

  it.each([
    [{ categoryId: undefined }, 400, 'category_required'],
    [{ teamA: '   ' }, 400, 'team_name_required'],
    [{ teamB: '' }, 400, 'team_name_required'],
    [{ categoryId: '00000000-0000-4000-8000-000000000000' }, 404, 'category_not_found'],
    [{ categoryId: 'not-a-uuid' }, 400, 'category_required'],
  ])('refuses %j with %s %s and takes no token', async (override, status, code) => {
    const { c, user } = await player();
    const res = await start(c, override);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(await balance(user.id)).toBe(1);
  });

  it('refuses without a token balance, and without signing in', async () => {
    const { c, user } = await player(0);
    const res = await start(c);
    expect(res.status).toBe(402);
    expect(res.body.error).toEqual({ code: 'insufficient_tokens', message: 'Failed to deduct a token. Please check your token balance.' });
    expect(await balance(user.id)).toBe(0);
    const anon = await start(new HttpClient(t.baseUrl));
    expect(anon.status).toBe(401);
  });

  it('excludes played titles, and says all_titles_played without taking a token when none is left', async () => {
    const cat = firstRow(
      await t.db
        .insert(categories)
        .values({ title: 'فئة صغيرة', internalId: `tiny-${Date.now()}`, language: 'ar' })
        .returning(),
      'the new category',
    );
    const rows = await t.db
      .insert(titles)
      .values([
        { title: 'أ', categoryId: cat.id, language: 'ar' },
        { title: 'ب', categoryId: cat.id, language: 'ar' },
      ])
      .returning();
    expect(rows).toHaveLength(2);
    const { c, user } = await player(5);
    await t.db.insert(userPlayedTitles).values({ userId: user.id, titleId: rows[0]!.id, categoryId: cat.id, language: 'ar' });
    const first = await start(c, { categoryId: cat.id });
    expect(first.status).toBe(201);
    expect(first.body.totalTurns).toBe(1);
    const row = firstRow(await t.db.select().from(gameSessions).where(eq(gameSessions.id, first.body.gameId)), 'the game session');
    expect(row.moviesData.map((m) => m.id)).toEqual([rows[1]!.id]);
    await t.db.insert(userPlayedTitles).values({ userId: user.id, titleId: rows[1]!.id, categoryId: cat.id, language: 'ar' });
    const none = await start(c, { categoryId: cat.id });
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('all_titles_played');
    expect(await balance(user.id)).toBe(4);
  });

  it('50 parallel starts with 10 tokens make exactly 10 games and 10 ledger rows', async () => {
    const { c, user } = await player(10);
    const results = await Promise.all(Array.from({ length: 50 }, () => start(c)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 402)).toHaveLength(40);
    expect(await balance(user.id)).toBe(0);
    const { n } = firstRow(
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(gameSessions)
        .where(eq(gameSessions.userId, user.id)),
      'a count of games',
    );
    expect(n).toBe(10);
    const ledger = await t.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, user.id), eq(tokenLedger.reason, 'game_start')));
    expect(ledger).toHaveLength(10);
    expect(ledger.map((l) => l.balanceAfter).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('a whole game in normal mode over sockets', () => {
  it('plays 8 turns to a result; the durable record, played titles and balance agree', async () => {
    const { c, user } = await player();
    const started = (await start(c)).body;
    const host = socket(c.accessToken);
    await host.connected();
    const joined = await host.join({ gameId: started.gameId });
    expect(joined.ok).toBe(true);
    expect(joined.state.currentTitle).toBeNull();

    const shownTitles: string[] = [];
    for (let turn = 1; turn <= 8; turn++) {
      const reveal = await host.command(started.gameId, { type: 'REVEAL' });
      expect(reveal.ok).toBe(true);
      const revealed = await host.waitFor((m) => m.version === reveal.version);
      expect(revealed.view.phase).toBe('revealed');
      expect(revealed.view.currentTitle.title).toEqual(expect.any(String));
      shownTitles.push(revealed.view.currentTitle.id);
      expect((await host.command(started.gameId, { type: 'READY' })).ok).toBe(true);
      const timer = await host.command(started.gameId, { type: 'START_TIMER' });
      const running = await host.waitFor((m) => m.version === timer.version);
      expect(running.view.phase).toBe('running');
      // No story of the game before its end: nothing of a turn to come can appear in it.
      expect(running.view.summary).toBeUndefined();
      expect(running.view.turnEndsAt).toBeGreaterThan(running.view.serverNow);
      // Team A guesses every turn, team B never does.
      const mark = await host.command(started.gameId, { type: turn % 2 === 1 ? 'CORRECT' : 'INCORRECT' });
      expect(mark.ok).toBe(true);
    }
    const final = await host.waitFor((m) => m.view.status === 'completed');
    expect(final.view).toMatchObject({ phase: 'finished', winner: 'A', currentRound: 5, turnsPlayed: 8 });
    expect(final.view.teams.A.score).toBe(4);
    expect(final.view.teams.B.score).toBe(0);
    expect(new Set(shownTitles).size).toBe(8);
    // The results screen's story (issue 31 §4): a point a round for A, every title in turn order.
    expect(final.view.summary.rounds).toEqual([
      { A: 1, B: 0 },
      { A: 1, B: 0 },
      { A: 1, B: 0 },
      { A: 1, B: 0 },
    ]);
    expect(final.view.summary.turns.map((x: { team: string; round: number; correct: boolean }) => [x.team, x.round, x.correct])).toEqual([
      ['A', 1, true],
      ['B', 1, false],
      ['A', 2, true],
      ['B', 2, false],
      ['A', 3, true],
      ['B', 3, false],
      ['A', 4, true],
      ['B', 4, false],
    ]);

    const row = firstRow(await t.db.select().from(gameSessions).where(eq(gameSessions.id, started.gameId)), 'the game session');
    expect(row.status).toBe('completed');
    expect(row.correctAnswers).toBe(4);
    expect(row.endedAt).not.toBeNull();
    expect(row.roundData).toMatchObject({ teamA: { score: 4 }, teamB: { score: 0 }, currentRound: 5, turnResults: 'CICICICI' });
    expect(final.view.summary.turns.map((x: { title: string }) => x.title)).toEqual(
      shownTitles.map((id) => row.moviesData.find((m) => m.id === id)!.title),
    );
    const played = await t.db.select().from(userPlayedTitles).where(eq(userPlayedTitles.userId, user.id));
    expect(new Set(played.map((p) => p.titleId))).toEqual(new Set(shownTitles));
    expect(await balance(user.id)).toBe(0);

    // After the end: no more commands, listed as completed, replayable for free.
    expect((await host.command(started.gameId, { type: 'REVEAL' })).error?.code).toBe('game_not_in_progress');
    const list = await c.get('/api/games');
    expect(list.body[0]).toMatchObject({ id: started.gameId, status: 'completed', correctAnswers: 4, categoryTitle: arCategory.title });
    expect((await c.get(`/api/games/${started.gameId}`)).body.error.code).toBe('game_not_in_progress');
    const replay = await c.post(`/api/games/${started.gameId}/replay`);
    expect(replay.status).toBe(200);
    // The setup screen of the replay shows the category and offers the same teams again.
    expect(replay.body).toMatchObject({ replayOf: started.gameId, categoryTitle: arCategory.title, teams: { A: 'الصقور', B: 'اللؤلؤ' } });
    const again = await c.post('/api/games', { replayOf: started.gameId, teamA: 'x', teamB: 'y', sharedMode: false });
    expect(again.status).toBe(201);
    expect(again.body.isReplay).toBe(true);
    expect(await balance(user.id)).toBe(0);
    const replayRow = firstRow(
      await t.db.select().from(gameSessions).where(eq(gameSessions.id, again.body.gameId)),
      "the replay's game session",
    );
    expect(replayRow.moviesData).toEqual(row.moviesData);
  });

  it('applies a repeated clientSeq once, and two devices marking the same turn once', async () => {
    const { c } = await player();
    const { gameId } = (await start(c)).body;
    const phone = socket(c.accessToken);
    const tv = socket(c.accessToken);
    await Promise.all([phone.connected(), tv.connected()]);
    await phone.join({ gameId });
    await tv.join({ gameId });
    const first = await phone.command(gameId, { type: 'REVEAL' }, 'seq-1');
    const repeat = await phone.command(gameId, { type: 'REVEAL' }, 'seq-1');
    expect(repeat).toMatchObject({ ok: true, version: first.version, duplicate: true });
    await phone.command(gameId, { type: 'READY' });
    await phone.command(gameId, { type: 'START_TIMER' });
    const [a, b] = await Promise.all([phone.command(gameId, { type: 'CORRECT' }), tv.command(gameId, { type: 'CORRECT' })]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    expect([a, b].find((r) => !r.ok)?.error?.code).toBe('command_not_allowed');
    const state = (await c.get(`/api/games/${gameId}`)).body;
    expect(state.teams.A.score).toBe(1);
    expect(state.turnsPlayed).toBe(1);
  });
});

describe("shared mode: the TV, the actor's phone and a spectator", () => {
  it('only the phone with the current code sees the title; the code dies with its turn', async () => {
    const { c } = await player();
    const started = (await start(c, { sharedMode: true })).body;
    expect(started.phase).toBe('instruction');
    expect(started.revealCode).toEqual(expect.any(String));
    expect(started.currentTitle).toBeNull();
    const tv = socket(c.accessToken);
    const phone = socket();
    const spectator = socket();
    await Promise.all([tv.connected(), phone.connected(), spectator.connected()]);
    await tv.join({ gameId: started.gameId });
    const phoneJoin = await phone.join({ revealCode: started.revealCode });
    expect(phoneJoin.ok).toBe(true);
    expect(phoneJoin.state.currentTitle.title).toEqual(expect.any(String));
    const spec = await spectator.join({ shareId: started.shareId });
    expect(spec.ok).toBe(true);
    expect(JSON.stringify(spec.state)).not.toContain(phoneJoin.state.currentTitle.title);
    const rest = await new HttpClient(t.baseUrl).get(`/api/reveal/${started.revealCode}`);
    expect(rest.status).toBe(200);
    expect(rest.body.currentTitle.id).toBe(phoneJoin.state.currentTitle.id);

    const go = await tv.command(started.gameId, { type: 'START_TIMER' });
    const onPhone = await phone.waitFor((m) => m.version === go.version);
    const onSpectator = await spectator.waitFor((m) => m.version === go.version);
    const onTv = await tv.waitFor((m) => m.version === go.version);
    expect(onPhone.view.turnEndsAt).toBe(onTv.view.turnEndsAt);
    expect(onSpectator.view.turnEndsAt).toBe(onTv.view.turnEndsAt);
    expect(onTv.view.currentTitle).toBeNull();
    expect(onSpectator.view.currentTitle).toBeUndefined();

    const done = await tv.command(started.gameId, { type: 'CORRECT' });
    const result = await tv.waitFor((m) => m.version === done.version);
    expect(result.view.phase).toBe('turnResult');
    expect(result.view.lastTitle.id).toBe(phoneJoin.state.currentTitle.id);
    const lost = await phone.waitFor((m) => m.version === done.version);
    expect(lost.view.valid).toBe(false);
    expect(lost.view.currentTitle).toBeNull();
    expect((await new HttpClient(t.baseUrl).get(`/api/reveal/${started.revealCode}`)).body.error.code).toBe('reveal_code_invalid');
    expect((await socket().join({ revealCode: started.revealCode })).ok).toBe(false);

    const next = await tv.command(started.gameId, { type: 'NEXT_TURN' });
    const nextState = await tv.waitFor((m) => m.version === next.version);
    expect(nextState.view.revealCode).not.toBe(started.revealCode);
    const scoreboard = await new HttpClient(t.baseUrl).get(`/api/share/${started.shareId}`);
    expect(scoreboard.body).toMatchObject({ role: 'spectator', teams: { A: { score: 1 } }, currentTeam: 'B' });
  });
});

describe('the round times the server plays (issue 30 §6)', () => {
  it('are public, for the timer labels and How to Play: the defaults, or GAME_ROUND_SECONDS', async () => {
    const res = await new HttpClient(t.baseUrl).get('/api/games/settings');
    expect([res.status, res.body]).toEqual([200, { roundSeconds: [90, 60, 45, 30] }]);
    const short = await startTestApp({ env: { GAME_ROUND_SECONDS: '20,15,10,5' } });
    try {
      expect((await new HttpClient(short.baseUrl).get('/api/games/settings')).body).toEqual({ roundSeconds: [20, 15, 10, 5] });
    } finally {
      await short.close();
    }
  });
});

describe('the results of a finished shared-mode game (issue 30 §6)', () => {
  it("follow the host's See results on every screen at once; only the host may, and only once it is over", async () => {
    const { c } = await player();
    const started = (await start(c, { sharedMode: true })).body;
    const host = socket(c.accessToken);
    const spectator = socket();
    const stranger = socket((await player()).c.accessToken);
    const anonymous = socket();
    await Promise.all([host.connected(), spectator.connected(), stranger.connected(), anonymous.connected()]);
    await host.join({ gameId: started.gameId });
    await spectator.join({ shareId: started.shareId });

    // Not before the game is over.
    expect(await host.emit('game:showResults', { gameId: started.gameId })).toMatchObject({
      ok: false,
      error: { code: 'command_not_allowed' },
    });
    for (let turn = 1; turn <= 8; turn++) {
      expect((await host.command(started.gameId, { type: 'START_TIMER' })).ok).toBe(true);
      expect((await host.command(started.gameId, { type: 'CORRECT' })).ok).toBe(true);
      if (turn < 8) expect((await host.command(started.gameId, { type: 'NEXT_TURN' })).ok).toBe(true);
    }
    const finished = await spectator.waitFor((m) => m.view.status === 'completed');
    expect(finished.view.lastTitle).not.toBeNull();
    expect(finished.view.resultsShown).toBeUndefined();

    // Nobody else moves it on: not a stranger, not a socket without an account, not a bad payload.
    expect(await stranger.emit('game:showResults', { gameId: started.gameId })).toMatchObject({
      ok: false,
      error: { code: 'game_not_found' },
    });
    expect(await anonymous.emit('game:showResults', { gameId: started.gameId })).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    expect(await host.emit('game:showResults', { gameId: 'not-a-uuid' })).toMatchObject({ ok: false, error: { code: 'command_invalid' } });

    expect(await host.emit('game:showResults', { gameId: started.gameId })).toEqual({ ok: true });
    const shown = await spectator.waitFor((m) => m.view.resultsShown === true);
    expect(shown.version).toBeGreaterThan(finished.version);
    // Once: a second press saves nothing.
    expect(await host.emit('game:showResults', { gameId: started.gameId })).toEqual({ ok: true });
    const rejoined = await socket().join({ shareId: started.shareId });
    expect(rejoined.state).toMatchObject({ resultsShown: true, version: shown.version });
  });
});

describe('authorization and bad input', () => {
  it('never lets another user read, continue, replay or command a game', async () => {
    const owner = await player();
    const { gameId } = (await start(owner.c)).body;
    const other = await player();
    expect((await other.c.get(`/api/games/${gameId}`)).status).toBe(404);
    expect((await other.c.post(`/api/games/${gameId}/replay`)).status).toBe(404);
    expect((await other.c.post('/api/games', { replayOf: gameId, teamA: 'a', teamB: 'b' })).status).toBe(404);
    expect((await other.c.get('/api/games')).body).toEqual([]);
    const s = socket(other.c.accessToken);
    await s.connected();
    expect((await s.join({ gameId })).error?.code).toBe('game_not_found');
    expect((await s.command(gameId, { type: 'REVEAL' })).error?.code).toBe('game_not_found');
    expect((await owner.c.get(`/api/games/${gameId}`)).body.phase).toBe('handoff');
  });

  it('refuses commands without a token and malformed payloads, leaving the state as it was', async () => {
    const { c } = await player();
    const { gameId, version } = (await start(c)).body;
    const anon = socket();
    await anon.connected();
    expect((await anon.command(gameId, { type: 'REVEAL' })).error?.code).toBe('unauthorized');
    expect((await anon.join({ gameId })).error?.code).toBe('unauthorized');
    const s = socket(c.accessToken);
    await s.connected();
    for (const bad of [
      { gameId, command: { type: 'TIME_UP' }, clientSeq: 1 },
      { gameId, command: { type: 'SET_SHARED_MODE' }, clientSeq: 2 },
      { gameId: 'nope', command: { type: 'REVEAL' }, clientSeq: 3 },
      { gameId, command: { type: 'REVEAL' } },
      'garbage',
    ]) {
      expect((await s.emit('game:command', bad)).error?.code).toBe('command_invalid');
    }
    expect((await s.command(gameId, { type: 'CORRECT' })).error?.code).toBe('command_not_allowed');
    expect((await s.join({ nothing: true })).error?.code).toBe('command_invalid');
    const after = (await c.get(`/api/games/${gameId}`)).body;
    expect(after.version).toBe(version);
    expect(after.phase).toBe('handoff');
    // A bad token cannot connect at all.
    const forged = new GameSocket(t.baseUrl, 'forged.token.value');
    sockets.push(forged);
    await expect(forged.connected()).rejects.toThrow(/unauthorized/);
  });

  it("signing out ends that device's game sockets; a suspension ends them within seconds", async () => {
    const { c, user } = await player(2);
    const { gameId } = (await start(c)).body;
    const s = socket(c.accessToken);
    await s.connected();
    await s.join({ gameId });
    const disconnected = new Promise<string>((resolve) => s.socket.once('disconnect', (reason) => resolve(reason)));
    await c.post('/api/auth/signout');
    expect(await disconnected).toBe('io server disconnect');

    const again = new HttpClient(t.baseUrl);
    await again.signIn(user.email);
    const s2 = socket(again.accessToken);
    await s2.connected();
    await s2.join({ gameId });
    expect((await s2.command(gameId, { type: 'REVEAL' })).ok).toBe(true);
    const ended = new Promise((resolve) => s2.socket.once('session:ended', resolve));
    const closed = new Promise<string>((resolve) => s2.socket.once('disconnect', (reason) => resolve(reason)));
    await t.db.update(profiles).set({ role: 'suspended' }).where(eq(profiles.id, user.id));
    expect(await ended).toEqual({ code: 'account_suspended' });
    expect(await closed).toBe('io server disconnect');
    expect((await again.get(`/api/games/${gameId}`)).body.error.code).toBe('account_suspended');
  });

  it.each([['/api/games/not-a-uuid'], ['/api/games/00000000-0000-4000-8000-000000000000']])(
    'answers %s with a clear error',
    async (path) => {
      const { c } = await player();
      const res = await c.get(path);
      expect([400, 404]).toContain(res.status);
      expect(res.body.error.code).toBe('game_not_found');
    },
  );
});

describe('my payments', () => {
  it('lists only my own payments, newest first', async () => {
    const { payments } = await import('../../server/src/db/schema/index.ts');
    const me = await player();
    const other = await player();
    await t.db.insert(payments).values([
      {
        userId: me.user.id,
        amount: '0.500',
        tokens: 1,
        paymentGateway: 'sandbox',
        status: 'Paid',
        createdAt: new Date(Date.now() - 60_000),
      },
      { userId: me.user.id, amount: '2.000', tokens: 5, paymentGateway: 'sandbox', status: 'Pending' },
      { userId: other.user.id, amount: '3.500', tokens: 10, paymentGateway: 'sandbox', status: 'Paid' },
    ]);
    const res = await me.c.get('/api/payments');
    expect(res.status).toBe(200);
    // The sandbox's rows are test payments.
    expect(res.body.map((p: { amount: string; status: string; test: boolean }) => [p.amount, p.status, p.test])).toEqual([
      ['2.000', 'Pending', true],
      ['0.500', 'Paid', true],
    ]);
    expect((await new HttpClient(t.baseUrl).get('/api/payments')).status).toBe(401);
  });
});
