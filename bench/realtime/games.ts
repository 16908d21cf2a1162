// The games of bench:realtime: bench players granted tokens, shared-mode games started over
// HTTP, a TV (host) and a phone per game on real sockets, and the play: turns of commands sent
// by the TV, each timed until the other device has the new version.
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { TestDatabase } from '../../tests/integration/helpers/test-database.ts';
import { profiles } from '../../server/src/db/schema/index.ts';
import { padAuthSessions } from '../lib/deployed-sessions.ts';
import { inBatches, paced, VersionWatch, ws } from '../lib/sockets.ts';

export interface Player {
  tv: Socket;
  phone: Socket;
  gameId: string;
}

// A player's unplayed titles run out after a few hundred games: one bench player per 50 games.
const GAMES_PER_USER = 50;

async function signUpPlayers(api: string, db: TestDatabase, games: number): Promise<string[]> {
  const players = await inBatches(Math.ceil(games / GAMES_PER_USER), 10, async (u) => {
    const res = await fetch(`${api}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${u}-${Date.now()}@example.com`, password: 'bench-pass' }),
    });
    const session = await res.json();
    if (!db.url) throw new Error('the benchmark needs DATABASE_URL to grant the bench players their tokens');
    await db.database.db
      .update(profiles)
      .set({ tokens: GAMES_PER_USER + 5 })
      .where(eq(profiles.id, session.user.id));
    return { token: session.accessToken as string, userId: session.user.id as string };
  });
  await padAuthSessions(db, players[0]!.userId);
  return players.map((p) => p.token);
}

export interface GameSetup {
  tokens: string[];
  categories: { id: string }[];
}

/** The accounts and categories the games need (before the memory baseline). */
export async function prepareGames(api: string, db: TestDatabase, games: number): Promise<GameSetup> {
  const tokens = await signUpPlayers(api, db, games);
  const categories = [
    ...(await (await fetch(`${api}/api/categories?language=en`)).json()),
    ...(await (await fetch(`${api}/api/categories?language=ar`)).json()),
  ];
  return { tokens, categories };
}

/** Starts `games` games and joins a TV and a phone to each. */
export async function startGames(api: string, setup: GameSetup, games: number): Promise<Player[]> {
  const started = await inBatches(games, 50, async (i) => {
    const token = setup.tokens[Math.floor(i / GAMES_PER_USER)]!;
    const res = await fetch(`${api}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ categoryId: setup.categories[i % setup.categories.length]!.id, teamA: 'A', teamB: 'B', sharedMode: true }),
    });
    const view = await res.json();
    if (res.status !== 201) throw new Error(`start failed: ${JSON.stringify(view)}`);
    return { ...(view as { gameId: string; revealCode: string }), token };
  });
  return inBatches(games, 50, async (i) => {
    const game = started[i]!;
    const tv = await ws(api, { token: game.token });
    const phone = await ws(api);
    await tv.emitWithAck('game:join', { gameId: game.gameId });
    await phone.emitWithAck('game:join', { revealCode: game.revealCode });
    return { tv, phone, gameId: game.gameId };
  });
}

export interface PlayResult {
  /** Command → broadcast latencies, ms, ascending. */
  latencies: number[];
  commands: number;
  /** Mean bytes of the JSON of a game:state, TV's and phone's (each device's first of the play). */
  stateBytes: { tv: number; phone: number };
}

/** Plays `turns` turns of every game at once (three commands a turn); the phone follows each new code. */
export async function playGames(players: Player[], turns: number, paceMs: number): Promise<PlayResult> {
  const latencies: number[] = [];
  let commands = 0;
  const sizes = { tv: [] as number[], phone: [] as number[] };
  const sample = (device: 'tv' | 'phone', msg: unknown) => {
    if (sizes[device].length < players.length) sizes[device].push(Buffer.byteLength(JSON.stringify(msg)));
  };
  await Promise.all(
    players.map(async ({ tv, phone, gameId }) => {
      let seq = 0;
      let revealCode: string | null = null;
      const tvSeen = new VersionWatch();
      const phoneSeen = new VersionWatch();
      tv.once('game:state', (msg) => sample('tv', msg));
      phone.once('game:state', (msg) => sample('phone', msg));
      tv.on('game:state', (msg: { version: number; view: { revealCode: string | null } }) => {
        if (msg.version > tvSeen.version) revealCode = msg.view.revealCode;
        tvSeen.update(msg.version);
      });
      phone.on('game:state', (msg: { version: number }) => {
        phoneSeen.update(msg.version);
      });
      // Each sample runs from the TV sending a command until the other device has the new
      // version: the phone for the turn's commands, the TV itself for NEXT_TURN (the phone's
      // link ends with the turn, and it re-joins with the next code).
      // Commands of one game are sequential, so the next version is known before the ack.
      let version = tvSeen.version || 1;
      const send = async (command: Record<string, unknown>, onPhone = true) => {
        await paced(paceMs);
        const started = performance.now();
        const expected = version + 1;
        const seen = (onPhone ? phoneSeen : tvSeen).reached(expected).then(() => performance.now());
        const ack = (await tv.emitWithAck('game:command', { gameId, command, clientSeq: ++seq })) as { ok: boolean; version: number };
        if (!ack.ok || ack.version !== expected) throw new Error(`unexpected ack ${JSON.stringify(ack)} (expected version ${expected})`);
        latencies.push((await seen) - started);
        version = ack.version;
        commands += 1;
      };
      for (let turn = 0; turn < turns; turn++) {
        await send({ type: 'START_TIMER' });
        await send({ type: turn % 2 ? 'INCORRECT' : 'CORRECT' });
        await send({ type: 'NEXT_TURN' }, false);
        // The phone follows the new turn's code, as a phone scanning the new QR code would.
        const joined = (await phone.emitWithAck('game:join', { revealCode })) as { ok: boolean };
        if (!joined.ok) throw new Error('phone could not follow the new code');
      }
    }),
  );
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return { latencies: latencies.sort((a, b) => a - b), commands, stateBytes: { tv: mean(sizes.tv), phone: mean(sizes.phone) } };
}
