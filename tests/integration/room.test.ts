// Phones join a shared-mode game's room once (issue 16), across two server processes sharing
// PostgreSQL and Redis: joining refusals, a whole game played from four seats with every
// message each socket received checked for titles, a seat rejoining on the other server,
// removal by the host, a full room, and the per-turn link for a team without phones.
import { describe, expect, it } from 'vitest';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import type { GameSocket } from './helpers/game-client.ts';
import { sharedServicesConfigured } from './helpers/shared-services.ts';
import { twoServers } from './helpers/two-servers.ts';
import { eq } from 'drizzle-orm';
import { gameSessions, profiles } from '../../server/src/db/schema/index.ts';

const enabled = sharedServicesConfigured;
const servers = twoServers('room');
const { socket } = servers;

async function sharedGame(tag: string) {
  const c = new HttpClient(servers.one.url);
  await c.signUp(uniqueEmail(tag));
  const category = (await c.get('/api/categories?language=en')).body[0];
  const started = (await c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue', sharedMode: true })).body;
  const host = await socket(servers.one.url, c.accessToken);
  const joined = await host.join({ gameId: started.gameId });
  expect(joined.ok).toBe(true);
  return { c, host, gameId: started.gameId as string, shareId: started.shareId as string, hostState: joined.state };
}

interface Seat {
  s: GameSocket;
  seat: { gameId: string; seatId: string; seatToken: string };
}

async function seat(url: string, code: string, nickname: string, team: 'A' | 'B'): Promise<Seat> {
  const s = await socket(url);
  const ack: any = await s.emit('room:join', { code, nickname, team });
  expect(ack).toMatchObject({ ok: true, state: { role: 'seat', nickname, team } });
  return { s, seat: ack.seat };
}

/** The host's latest view once it has reached at least `version`. */
const hostAt = (host: GameSocket, version: number) => host.waitFor((m) => m.version >= version).then(() => host.latest().view);

describe.skipIf(!enabled)('the room phones join once', () => {
  it('refuses a bad code, a missing nickname and a bad team clearly, changing nothing', async () => {
    const { host, hostState } = await sharedGame('room-bad');
    const code = hostState.room.code as string;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    const phone = await socket(servers.two.url);
    expect(await phone.emit('room:lookup', { code: 'ZZZZZZ' })).toMatchObject({ ok: false, error: { code: 'room_code_invalid' } });
    expect(await phone.emit('room:join', { code: 'ZZZZZZ', nickname: 'Sara', team: 'A' })).toMatchObject({
      ok: false,
      error: { code: 'room_code_invalid' },
    });
    for (const nickname of ['', '   ', '\u200b\u200b', 'x'.repeat(25)])
      expect(await phone.emit('room:join', { code, nickname, team: 'A' })).toMatchObject({
        ok: false,
        error: { code: 'nickname_required' },
      });
    expect(await phone.emit('room:join', { code, nickname: 'Sara', team: 'C' })).toMatchObject({
      ok: false,
      error: { code: 'command_invalid' },
    });
    expect(await phone.emit('room:lookup', { code: code.toLowerCase() })).toMatchObject({ ok: true, teams: { A: 'Red', B: 'Blue' } });
    const again = await host.join({ gameId: hostState.gameId });
    expect(again.state.room.players).toEqual([]);
    expect(again.state.version).toBe(hostState.version);
    // A phone without a seat commands nothing.
    expect(await phone.command(hostState.gameId, { type: 'START_TIMER' })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  }, 60_000);

  it('plays a whole game from four seats on two servers: only the acting seat ever gets a title, in rotation', async () => {
    const { c, host, gameId, shareId, hostState } = await sharedGame('room-game');
    const code = hostState.room.code as string;
    // Before any phone joins, the first turn has today's per-turn link, and a phone opens it.
    expect(hostState.revealCode).toEqual(expect.any(String));
    const linkPhone = await socket(servers.two.url);
    expect((await linkPhone.join({ revealCode: hostState.revealCode })).state.valid).toBe(true);
    const spectator = await socket(servers.two.url);
    expect((await spectator.join({ shareId })).ok).toBe(true);

    const a1 = await seat(servers.one.url, code, 'Sara', 'A');
    const b1 = await seat(servers.two.url, code, 'نورة', 'B');
    const a2 = await seat(servers.two.url, code, 'Omar', 'A');
    const b2 = await seat(servers.one.url, code, 'Ali', 'B');
    const seats = [a1, b1, a2, b2];
    // A joined a team with no phone before the turn started: the turn is that phone's now,
    // and the per-turn link is over.
    let view = await host.waitFor((m) => m.view.room?.players.length === 4).then((m) => m.view);
    expect(view.room.players.map((p: any) => [p.nickname, p.team])).toEqual([
      ['Sara', 'A'],
      ['نورة', 'B'],
      ['Omar', 'A'],
      ['Ali', 'B'],
    ]);
    expect(view.room.actorSeatId).toBe(a1.seat.seatId);
    expect(view.revealCode).toBeNull();
    expect(view.revealShortCode).toBeNull();
    await linkPhone.waitFor((m) => m.view.valid === false);
    await host.waitFor((m) => m.view.room?.players.every((p: any) => p.connected));

    const expected = [a1, b1, a2, b2, a1, b1, a2, b2, a1, b1, a2, b2, a1, b1, a2, b2];
    const actorOfTurn = new Map<number, string>();
    const titleOfTurn = new Map<number, string>();
    for (let turn = 1; ; turn++) {
      view = host.latest().view;
      const actor = expected[turn - 1]!;
      expect(view.turn).toBe(turn);
      expect(view.room.actorSeatId).toBe(actor.seat.seatId);
      actorOfTurn.set(turn, actor.seat.seatId);
      const others = seats.filter((s) => s !== actor);
      // The actor's phone has the title once the turn is shown (after "the movie was", where
      // the next actor is already known but no title is); the others are told whose turn it is.
      const mine = await actor.s.waitFor((m) => m.view.turn === turn && m.view.isActor && m.view.phase === 'instruction');
      expect(mine.view.currentTitle.title).toEqual(expect.any(String));
      titleOfTurn.set(turn, mine.view.currentTitle.title);
      const idle = await others[0]!.s.waitFor((m) => m.view.turn === turn);
      expect(idle.view).toMatchObject({ isActor: false, currentTitle: null, actorNickname: mine.view.nickname });
      // Nobody else plays this turn's part, not even a teammate.
      for (const other of others)
        expect(await other.s.command(gameId, { type: 'START_TIMER' })).toMatchObject({ ok: false, error: { code: 'not_your_turn' } });
      // Host commands stay the host's.
      expect(await actor.s.command(gameId, { type: 'NEXT_TURN' })).toMatchObject({ ok: false, error: { code: 'not_your_turn' } });

      if (turn === 2) {
        // The acting phone reloads and comes back on the other server, keeping its seat.
        actor.s.close();
        await host.waitFor((m) => m.view.room?.players.some((p: any) => p.seatId === actor.seat.seatId && !p.connected));
        const back = await socket(servers.one.url);
        const rejoined = await back.join(actor.seat);
        expect(rejoined.state).toMatchObject({
          role: 'seat',
          seatId: actor.seat.seatId,
          isActor: true,
          currentTitle: { title: titleOfTurn.get(2) },
        });
        await host.waitFor((m) => m.view.room?.players.find((p: any) => p.seatId === actor.seat.seatId)?.connected === true);
        back.states.push(...actor.s.states);
        actor.s = back;
      }

      const ready = await actor.s.command(gameId, { type: 'START_TIMER' });
      expect(ready.ok).toBe(true);
      expect((await hostAt(host, ready.version!)).phase).toBe('running');
      const mark = await actor.s.command(gameId, { type: turn % 3 ? 'CORRECT' : 'INCORRECT' });
      expect(mark.ok).toBe(true);
      // The acting phone loses the title with the very change that ends the turn.
      const after = await actor.s.waitFor((m) => m.version === mark.version);
      expect(after.view).toMatchObject({ isActor: false, currentTitle: null });
      view = await hostAt(host, mark.version!);
      expect(view.lastTitle.title).toBe(titleOfTurn.get(turn));
      // The turn is over: its actor's Correct again is not its turn any more.
      expect(await actor.s.command(gameId, { type: 'CORRECT' })).toMatchObject({ ok: false, error: { code: 'not_your_turn' } });
      if (view.status === 'completed') break;
      const next = await host.command(gameId, { type: 'NEXT_TURN' });
      expect(next.ok).toBe(true);
      await hostAt(host, next.version!);
    }
    expect(actorOfTurn.size).toBeGreaterThanOrEqual(4);

    // Every message every socket received: a title only in a seat's own turn while it acted.
    await spectator.waitFor((m) => m.view.status === 'completed');
    for (const viewer of [host, spectator, linkPhone]) for (const m of viewer.states) expect(m.view.currentTitle ?? null).toBeNull();
    let titlesSeen = 0;
    for (const s of seats) {
      for (const m of s.s.states) {
        if (!m.view.currentTitle) continue;
        titlesSeen++;
        expect(m.view.seatId).toBe(actorOfTurn.get(m.view.turn));
        expect(m.view.isActor).toBe(true);
        expect(m.view.currentTitle.title).toBe(titleOfTurn.get(m.view.turn));
        expect(['instruction', 'running', 'timeUp']).toContain(m.view.phase);
      }
    }
    expect(titlesSeen).toBeGreaterThanOrEqual(actorOfTurn.size);
    void c;
  }, 180_000);

  it('lets the host remove a phone, refuses a thirteenth, and gives a team without phones the per-turn link', async () => {
    const { host, gameId, hostState } = await sharedGame('room-remove');
    const code = hostState.room.code as string;
    const sara = await seat(servers.two.url, code, 'Sara', 'A');
    let view = await host.waitFor((m) => m.view.room?.actorSeatId === sara.seat.seatId).then((m) => m.view);
    expect(view.revealCode).toBeNull();
    // Team B has no phone: its turn falls back to the per-turn link.
    for (const type of ['START_TIMER', 'CORRECT'] as const) expect((await sara.s.command(gameId, { type })).ok).toBe(true);
    const next = await host.command(gameId, { type: 'NEXT_TURN' });
    view = await hostAt(host, next.version!);
    expect(view).toMatchObject({ currentTeam: 'B', room: { actorSeatId: null } });
    expect(view.revealCode).toEqual(expect.any(String));
    const linkPhone = await socket(servers.one.url);
    expect((await linkPhone.join({ revealCode: view.revealCode })).state).toMatchObject({
      valid: true,
      currentTitle: { title: expect.any(String) },
    });
    expect(await sara.s.command(gameId, { type: 'START_TIMER' })).toMatchObject({ ok: false, error: { code: 'not_your_turn' } });
    expect((await host.command(gameId, { type: 'START_TIMER' })).ok).toBe(true);
    const marked = await host.command(gameId, { type: 'INCORRECT' });
    await hostAt(host, marked.version!);
    const third = await host.command(gameId, { type: 'NEXT_TURN' });
    view = await hostAt(host, third.version!);
    expect(view.room.actorSeatId).toBe(sara.seat.seatId);

    // Someone else's socket may not remove a seat; the owner may.
    const stranger = new HttpClient(servers.one.url);
    await stranger.signUp(uniqueEmail('room-stranger'));
    const strangerSocket = await socket(servers.one.url, stranger.accessToken);
    expect(await strangerSocket.emit('room:remove', { gameId, seatId: sara.seat.seatId })).toMatchObject({
      ok: false,
      error: { code: 'game_not_found' },
    });
    expect(await sara.s.emit('room:remove', { gameId, seatId: sara.seat.seatId })).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    const removedMessage = new Promise((resolve) => sara.s.socket.once('room:removed', resolve));
    expect(await host.emit('room:remove', { gameId, seatId: sara.seat.seatId })).toMatchObject({ ok: true });
    expect(await removedMessage).toEqual({ gameId });
    // The acting seat was removed mid-turn: the turn falls back to the per-turn link.
    view = await host.waitFor((m) => m.view.room?.players.length === 0).then((m) => m.view);
    expect(view.room.actorSeatId).toBeNull();
    expect(view.revealCode).toEqual(expect.any(String));
    expect(await sara.s.command(gameId, { type: 'START_TIMER' })).toMatchObject({ ok: false, error: { code: 'seat_invalid' } });
    const reload = await socket(servers.two.url);
    expect(await reload.join(sara.seat)).toMatchObject({ ok: false, error: { code: 'seat_invalid' } });
    // Nor does she join again at once under her name (issue 30 §6), on either server.
    for (const url of [servers.one.url, servers.two.url]) {
      expect(await (await socket(url)).emit('room:join', { code, nickname: 'sara', team: 'A' })).toMatchObject({
        ok: false,
        error: { code: 'seat_removed' },
      });
    }
    // A wrong token opens nothing either.
    const late = await seat(servers.one.url, code, 'Late', 'A');
    expect(await reload.join({ ...late.seat, seatToken: 'x'.repeat(32) })).toMatchObject({ ok: false, error: { code: 'seat_invalid' } });
    // A late phone joins the acting team before the clock started: it acts this turn.
    view = await host.waitFor((m) => m.view.room?.players[0]?.seatId === late.seat.seatId).then((m) => m.view);
    expect(view.room.actorSeatId).toBe(late.seat.seatId);

    for (let i = 2; i <= 12; i++) await seat(i % 2 ? servers.one.url : servers.two.url, code, `P${i}`, i % 2 ? 'A' : 'B');
    const full = await socket(servers.two.url);
    expect(await full.emit('room:join', { code, nickname: 'Thirteen', team: 'B' })).toMatchObject({
      ok: false,
      error: { code: 'room_full' },
    });
    view = (await host.join({ gameId })).state;
    expect(view.room.players).toHaveLength(12);
  }, 120_000);

  it('lets the host rename a phone under the joining rules; nobody else may (issue 31 §4)', async () => {
    const { host, hostState, gameId } = await sharedGame('room-rename');
    const code = hostState.room.code as string;
    const kid = await seat(servers.two.url, code, 'aaaa', 'A');
    await seat(servers.one.url, code, 'Omar', 'B');
    const stranger = new HttpClient(servers.one.url);
    await stranger.signUp(uniqueEmail('room-rename-stranger'));
    const strangerSocket = await socket(servers.one.url, stranger.accessToken);
    const rename = (s: GameSocket, nickname: unknown) => s.emit('room:rename', { gameId, seatId: kid.seat.seatId, nickname });
    expect(await rename(strangerSocket, 'Hacked')).toMatchObject({ ok: false, error: { code: 'game_not_found' } });
    expect(await rename(kid.s, 'Me')).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    for (const bad of ['', '  ', 'x'.repeat(25)])
      expect(await rename(host, bad)).toMatchObject({ ok: false, error: { code: 'nickname_required' } });
    expect(await rename(host, 'bad\u0007name')).toMatchObject({ ok: false, error: { code: 'text_invalid' } });
    // Another phone's name (after normalisation) is taken.
    expect(await rename(host, 'OMAR')).toMatchObject({ ok: false, error: { code: 'nickname_taken' } });
    expect(await rename(host, 'Lulu {{team}}')).toMatchObject({ ok: true });
    const view = await host.waitFor((m) => m.view.room?.players.some((p: { nickname: string }) => p.nickname === 'Lulu {{team}}'));
    expect(view.view.room.players.map((p: { nickname: string }) => p.nickname).sort()).toEqual(['Lulu {{team}}', 'Omar']);
    // The phone is told its new name, and keeps its seat.
    await kid.s.waitFor((m) => m.view.nickname === 'Lulu {{team}}');
    // The durable record keeps it for a rebuild.
    await expect
      .poll(async () => {
        const [row] = await servers.services.db.database.db.select().from(gameSessions).where(eq(gameSessions.id, gameId));
        return row?.roundData.room?.seats.map((x) => x.nickname).sort();
      })
      .toEqual(['Lulu {{team}}', 'Omar']);
  });

  it('closes with its game: once the owner is suspended no phone joins, and the acting seat sees no title (issue 30 §5)', async () => {
    const { c, host, gameId, hostState } = await sharedGame('room-closed');
    const code = hostState.room.code as string;
    const sara = await seat(servers.two.url, code, 'Sara', 'A');
    await host.waitFor((m) => m.view.room?.actorSeatId === sara.seat.seatId);
    // In shared mode the acting seat has the title from the instruction on.
    const before = await (await socket(servers.one.url)).join(sara.seat);
    expect(before.state).toMatchObject({ role: 'seat', isActor: true, currentTitle: { title: expect.any(String) } });

    const admin = new HttpClient(servers.one.url);
    const { user } = await admin.signUp(uniqueEmail('room-closed-admin'));
    await servers.services.db.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.id));
    const owner = (await c.get('/api/me')).body.id as string;
    expect(
      (await admin.request('PATCH', `/api/admin/users/${owner}/role`, { role: 'suspended', reason: 'Breaking the rules' })).status,
    ).toBe(200);
    const [row] = await servers.services.db.database.db.select().from(gameSessions).where(eq(gameSessions.id, gameId));
    expect(row?.status).toBe('abandoned');

    // The seat's phone is told, with no title, and a reload shows none either.
    const told = await sara.s.waitFor((m) => m.view.closed === true);
    expect(told.view.currentTitle).toBeNull();
    const reloaded = await (await socket(servers.two.url)).join(sara.seat);
    expect(reloaded).toMatchObject({ ok: true, state: { role: 'seat', closed: true, currentTitle: null } });
    // The room's code opens nothing: no look-up, no new phone.
    const late = await socket(servers.one.url);
    expect(await late.emit('room:lookup', { code })).toMatchObject({ ok: false, error: { code: 'room_code_invalid' } });
    expect(await late.emit('room:join', { code, nickname: 'Late', team: 'B' })).toMatchObject({
      ok: false,
      error: { code: 'room_code_invalid' },
    });
  });

  it('keeps the room and its seats when the store loses the game: rebuilt from game_sessions', async () => {
    const { host, gameId, hostState } = await sharedGame('room-flush');
    const code = hostState.room.code as string;
    const sara = await seat(servers.one.url, code, 'Sara', 'A');
    const ben = await seat(servers.two.url, code, 'Ben', 'B');
    // A join is written to the durable record (after the answer, as turn ends are).
    const db = servers.services.db.database.db;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await db.select({ rd: gameSessions.roundData }).from(gameSessions).where(eq(gameSessions.id, gameId));
      if (row?.rd.room?.seats.length === 2) {
        expect(JSON.stringify(row.rd)).not.toContain(sara.seat.seatToken);
        break;
      }
      if (Date.now() > deadline) throw new Error('the seats never reached game_sessions');
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const s of [sara.s, ben.s, host]) s.close();

    await servers.services.deleteRedisKeys();

    // Sara's phone comes back (to the other server): the game is rebuilt with its room.
    const back = await socket(servers.two.url);
    const rejoined = await back.join(sara.seat);
    expect(rejoined.state).toMatchObject({
      role: 'seat',
      seatId: sara.seat.seatId,
      isActor: true,
      currentTitle: { title: expect.any(String) },
    });
    const phone = await socket(servers.one.url);
    expect(await phone.emit('room:lookup', { code })).toMatchObject({ ok: true, gameId });
    expect(await phone.emit('room:join', { code, nickname: 'Late', team: 'B' })).toMatchObject({ ok: true });
    expect((await back.command(gameId, { type: 'START_TIMER' })).ok).toBe(true);
  }, 60_000);
});
