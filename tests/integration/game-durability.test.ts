// Deadlines and durability: TIME_UP fires once from the scheduler, and a game continues from
// its durable record when the hot store has lost it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import { GameSocket } from './helpers/game-client.ts';
import { connectRedis } from '../../server/src/lib/redis.ts';
import { createMemoryScheduler, createRedisScheduler } from '../../server/src/game/scheduler.ts';
import { gameSessions } from '../../server/src/db/schema/index.ts';

let t: TestApp;
const sockets: GameSocket[] = [];
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

describe('deadline schedulers', () => {
  it('the in-process scheduler fires a due deadline once', async () => {
    const s = createMemoryScheduler();
    const fired: string[] = [];
    s.start(async (id, turn) => void fired.push(`${id}:${turn}`));
    await s.schedule('g1', 1, Date.now() + 30);
    await s.schedule('g1', 1, Date.now() + 60); // rescheduling replaces the first
    await s.schedule('g2', 3, Date.now() - 5);
    await new Promise((r) => setTimeout(r, 200));
    expect(fired.sort()).toEqual(['g1:1', 'g2:3']);
    await s.stop();
  });

  it.skipIf(!process.env.REDIS_URL)('with Redis, two processes polling the same set fire each deadline exactly once', async () => {
    const a = await connectRedis(process.env.REDIS_URL!);
    const b = await connectRedis(process.env.REDIS_URL!);
    const prefix = `charades-test:sched:${Date.now()}:`;
    const fired: string[] = [];
    const s1 = createRedisScheduler(a, prefix, 10);
    const s2 = createRedisScheduler(b, prefix, 10);
    s1.start(async (id, turn) => void fired.push(`1:${id}:${turn}`));
    s2.start(async (id, turn) => void fired.push(`2:${id}:${turn}`));
    for (let i = 0; i < 40; i++) await s1.schedule(`game-${i}`, 1, Date.now() + 20 + (i % 5) * 10);
    // A deadline in the future stays put.
    await s2.schedule('later', 2, Date.now() + 60_000);
    await new Promise((r) => setTimeout(r, 400));
    await s1.stop();
    await s2.stop();
    const ids = fired.map((f) => f.slice(2));
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    expect(ids).not.toContain('later:2');
    expect(await a.zScore(`${prefix}deadlines`, 'later:2')).not.toBeNull();
    await a.del(`${prefix}deadlines`);
    await a.close();
    await b.close();
  });
});

describe('durability', () => {
  it.skipIf(!process.env.REDIS_URL)('continues from game_sessions after the hot store is flushed', async () => {
    const c = new HttpClient(t.baseUrl);
    await c.signUp(uniqueEmail('flush'));
    const category = (await c.get('/api/categories?language=en')).body[0];
    const started = (await c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue', sharedMode: false })).body;
    const host = new GameSocket(t.baseUrl, c.accessToken);
    sockets.push(host);
    await host.connected();
    await host.join({ gameId: started.gameId });
    for (const type of ['REVEAL', 'READY', 'START_TIMER', 'CORRECT', 'REVEAL'])
      expect((await host.command(started.gameId, { type })).ok).toBe(true);
    const before = (await c.get(`/api/games/${started.gameId}`)).body;
    expect(before).toMatchObject({ phase: 'revealed', turnsPlayed: 1, currentTeam: 'B' });

    // Flush every key of this app, as a Redis restart without persistence would.
    const keys: string[] = [];
    for await (const batch of t.redis!.scanIterator({ MATCH: `${t.config.redisPrefix}*`, COUNT: 500 })) keys.push(...batch);
    await t.redis!.del(keys);

    const after = (await c.get(`/api/games/${started.gameId}`)).body;
    // Back at the start of the same turn: same team, same title, same scores, higher version.
    expect(after).toMatchObject({
      phase: 'handoff',
      turnsPlayed: 1,
      currentTeam: 'B',
      currentRound: 1,
      teams: { A: { score: 1 }, B: { score: 0 } },
    });
    expect(after.version).toBeGreaterThan(before.version);
    const reveal = await host.command(started.gameId, { type: 'REVEAL' });
    expect(reveal.ok).toBe(true);
    const revealed = await host.waitFor((m) => m.version === reveal.version);
    expect(revealed.view.currentTitle.id).toBe(before.currentTitle.id);
    const row = firstRow(await t.db.select().from(gameSessions).where(eq(gameSessions.id, started.gameId)), 'the game session');
    expect(row.currentMovieIndex).toBe(1);
  });
});
