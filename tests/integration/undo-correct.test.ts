// What each screen may press (issue 33), end to end on two server processes sharing
// PostgreSQL and Redis: every view carries `actions` for its viewer, a disabled one names the
// code the server refuses it with, and UNDO_CORRECT takes a Correct back within 5 s, from the
// host and from the seat that pressed it, on either server, into the durable record too.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import type { GameSocket } from './helpers/game-client.ts';
import { firstRow } from './helpers/rows.ts';
import { sharedServicesConfigured } from './helpers/shared-services.ts';
import { twoServers } from './helpers/two-servers.ts';
import { gameSessions } from '../../server/src/db/schema/index.ts';

const enabled = sharedServicesConfigured;
const servers = twoServers('undo');
const { socket } = servers;

async function game(tag: string, sharedMode: boolean) {
  const c = new HttpClient(servers.one.url);
  await c.signUp(uniqueEmail(tag));
  const category = (await c.get('/api/categories?language=en')).body[0];
  const started = (await c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue', sharedMode })).body;
  const host = await socket(servers.one.url, c.accessToken);
  const joined = await host.join({ gameId: started.gameId });
  expect(joined.ok).toBe(true);
  return { c, host, gameId: started.gameId as string, shareId: started.shareId as string, state: joined.state };
}

/** Sends a command and answers the view it produced, as the sender's socket got it. */
async function press(s: GameSocket, gameId: string, type: string) {
  const ack = await s.command(gameId, { type });
  expect(ack, `${type}: ${JSON.stringify(ack.error)}`).toMatchObject({ ok: true });
  const version = ack.version!;
  return (await s.waitFor((m) => m.version >= version)).view;
}

const types = (view: any) => view.actions.map((a: any) => (a.enabled ? a.type : `${a.type}:${a.reason}`));

describe.skipIf(!enabled)('actions and undo', () => {
  it("offers the host each phase's commands, a spent Pass with its reason, and undoes a Correct within 5 s", async () => {
    const { c, host, gameId, shareId, state } = await game('undo-host', false);
    expect(types(state)).toEqual(['REVEAL', 'SET_SHARED_MODE']);
    const spectator = await socket(servers.two.url);
    expect((await spectator.join({ shareId })).state.actions).toEqual([]);

    expect(types(await press(host, gameId, 'REVEAL'))).toEqual(['READY', 'SKIP', 'SET_SHARED_MODE']);
    await press(host, gameId, 'SKIP');
    const spent = await press(host, gameId, 'SKIP');
    expect(types(spent)).toEqual(['READY', 'SKIP:skip_limit_reached', 'SET_SHARED_MODE']);
    // The disabled offer and the server's refusal are one: the same code.
    expect(await host.command(gameId, { type: 'SKIP' })).toMatchObject({ ok: false, error: { code: 'skip_limit_reached' } });
    await press(host, gameId, 'READY');
    const running = await press(host, gameId, 'START_TIMER');
    expect(types(running)).toEqual(['CORRECT', 'INCORRECT', 'SKIP:skip_limit_reached', 'RESET_TIMER']);

    const corrected = await press(host, gameId, 'CORRECT');
    expect(corrected).toMatchObject({ phase: 'handoff', currentTeam: 'B', teams: { A: { score: 1 } } });
    expect(types(corrected)).toEqual(['REVEAL', 'UNDO_CORRECT', 'SET_SHARED_MODE']);
    expect(corrected.undoUntil - corrected.serverNow).toBeGreaterThan(4_000);
    expect(corrected.undoUntil - corrected.serverNow).toBeLessThanOrEqual(5_000);
    // The spectator is told the score; it is offered nothing.
    expect((await spectator.waitFor((m) => m.view.teams.A.score === 1)).view.actions).toEqual([]);

    // Undone from the other server: the turn, its title, its clock and the score are back.
    const other = await socket(servers.two.url, c.accessToken);
    expect((await other.join({ gameId })).ok).toBe(true);
    const undone = await press(other, gameId, 'UNDO_CORRECT');
    expect(undone).toMatchObject({ phase: 'running', currentTeam: 'A', turn: 1, teams: { A: { score: 0 } } });
    expect(undone.currentTitle).toEqual(running.currentTitle);
    expect(undone.undoUntil).toBeUndefined();
    expect(await host.command(gameId, { type: 'UNDO_CORRECT' })).toMatchObject({ ok: false, error: { code: 'command_not_allowed' } });
    // The durable record follows (a turn end, then its undoing): no point, no turn played.
    const row = firstRow(
      await servers.services.db.database.db.select().from(gameSessions).where(eq(gameSessions.id, gameId)),
      'the game session',
    );
    expect(row.roundData).toMatchObject({ teamA: { score: 0 }, currentTeam: 'A', turnsPlayed: 0 });
    expect(row.correctAnswers).toBe(0);
  });

  it('lets the seat whose Correct ended the turn undo it, nobody else, and gives it its turn back', async () => {
    const { host, gameId, state } = await game('undo-seat', true);
    const code = state.room.code as string;
    const join = async (url: string, nickname: string, team: 'A' | 'B') => {
      const s = await socket(url);
      const ack: any = await s.emit('room:join', { code, nickname, team });
      expect(ack.ok).toBe(true);
      return { s, seatId: ack.seat.seatId as string, view: ack.state };
    };
    const sara = await join(servers.one.url, 'Sara', 'A');
    const ali = await join(servers.two.url, 'Ali', 'B');
    // Sara's team had no phone: the turn is hers from her joining (her answer says so).
    expect(sara.view).toMatchObject({ isActor: true, phase: 'instruction' });
    const acting = { view: sara.view };
    expect(types(acting.view)).toEqual(['START_TIMER', 'SKIP']);
    expect(ali.view.actions).toEqual([]);
    // The host's screen is offered what the seat is, and the host's own commands.
    expect(types((await host.waitFor((m) => m.version >= acting.view.version)).view)).toEqual(['START_TIMER', 'SKIP', 'SET_SHARED_MODE']);

    await press(sara.s, gameId, 'START_TIMER');
    const corrected = await press(sara.s, gameId, 'CORRECT');
    expect(corrected).toMatchObject({ phase: 'turnResult', isActor: false, teams: { A: { score: 1 } } });
    expect(types(corrected)).toEqual(['UNDO_CORRECT']);
    // Ali acts next, and may not take Sara's point back.
    const next = await ali.s.waitFor((m) => m.view.version >= corrected.version && m.view.isActor);
    expect(next.view.actions).toEqual([]);
    expect(await ali.s.command(gameId, { type: 'UNDO_CORRECT' })).toMatchObject({ ok: false, error: { code: 'not_your_turn' } });

    const undone = await press(sara.s, gameId, 'UNDO_CORRECT');
    expect(undone).toMatchObject({ phase: 'running', isActor: true, currentTeam: 'A', teams: { A: { score: 0 } } });
    expect(undone.currentTitle).toEqual(acting.view.currentTitle);
    expect(types(undone)).toEqual(['CORRECT', 'INCORRECT', 'SKIP']);
    expect((await ali.s.waitFor((m) => m.view.version >= undone.version)).view).toMatchObject({ isActor: false, currentTitle: null });
  });
});
