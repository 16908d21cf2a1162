// Redis loses every game (a flush, a failover without persistence) while a game is played
// across two server processes. The game is rebuilt from game_sessions by whichever server
// is asked first; every viewer, on every server, must then see the rebuilt game, and no
// server may answer from its memory of the game before the flush.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { GameSocket } from './helpers/game-client.ts';
import { createSharedServices, sharedServicesConfigured, type SharedServices } from './helpers/shared-services.ts';
import { connectRedis, type RedisClient } from '../../server/src/lib/redis.ts';

const enabled = sharedServicesConfigured;

let services: SharedServices;
let redis: RedisClient;
const servers: ServerProcess[] = [];
const sockets: GameSocket[] = [];

beforeAll(async () => {
  if (!enabled) return;
  services = await createSharedServices('flush');
  redis = await connectRedis(process.env.REDIS_URL!);
  servers.push(...(await Promise.all([startServerProcess(services.env), startServerProcess(services.env)])));
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all(servers.map((s) => s.kill('SIGTERM')));
  await redis?.close();
  await services?.close();
});

function socket(url: string, token?: string) {
  const s = new GameSocket(url, token);
  sockets.push(s);
  return s;
}

describe.skipIf(!enabled)('a game rebuilt after the store was flushed, with two servers', () => {
  it('reaches viewers on the other server, is not answered from stale memory, and a refused command resyncs the client', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('the two servers did not start');
    const c = new HttpClient(a.url);
    await c.signUp(uniqueEmail('flush'));
    const category = (await c.get('/api/categories?language=en')).body[0];
    const { gameId } = (await c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue' })).body;

    // The TV plays on server B, which remembers the game (and its clientSeqs) as it saves it.
    const tv = socket(b.url, c.accessToken);
    await tv.connected();
    expect((await tv.join({ gameId })).ok).toBe(true);
    expect(await tv.command(gameId, { type: 'REVEAL' }, 'seq-reveal')).toMatchObject({ ok: true, version: 2 });
    expect(await tv.command(gameId, { type: 'READY' }, 'seq-ready')).toMatchObject({ ok: true, version: 3 });
    await tv.waitFor((m) => m.version === 3);

    await services.deleteRedisKeys();

    // Server A is asked first and rebuilds the game from game_sessions (turn 1 from its start).
    const rebuilt = await c.get(`/api/games/${gameId}`);
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body).toMatchObject({ phase: 'handoff', turn: 1 });
    const storeVersion = Number(await redis.hGet(`${services.prefix}game:${gameId}`, 'v'));
    expect(rebuilt.body.version).toBe(storeVersion);
    expect(storeVersion).toBeGreaterThan(3);

    // B's viewer is pushed the rebuilt game.
    const pushed = await tv.waitFor((m) => m.version === storeVersion);
    expect(pushed.view.phase).toBe('handoff');

    // A replayed clientSeq is decided on the store, not on B's memory of version 3.
    const replay = await tv.command(gameId, { type: 'READY' }, 'seq-ready');
    expect(replay.duplicate).not.toBe(true);
    expect(replay.version).not.toBe(3);

    // A refused command answers with the game as stored, so the client shows the truth.
    const refused = await tv.command(gameId, { type: 'START_TIMER' });
    expect(refused.ok).toBe(false);
    expect(refused.error?.code).toBe('command_not_allowed');
    const truth = (await c.get(`/api/games/${gameId}`)).body;
    expect(Number(await redis.hGet(`${services.prefix}game:${gameId}`, 'v'))).toBe(truth.version);
    // (Each server names its own address as the public origin here.)
    const comparable = (v: Record<string, unknown>) => ({ ...v, serverNow: 0, publicOrigin: '' });
    expect(comparable(refused.state)).toEqual(comparable(truth));

    // And play goes on from there, on either server.
    expect(await tv.command(gameId, { type: 'REVEAL' })).toMatchObject({ ok: true, version: truth.version + 1 });
  }, 120_000);
});
