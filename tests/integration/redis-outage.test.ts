// Redis going away under a running app (killed, restarted, failed over): while it is gone
// every request that needs it answers 503 at once instead of waiting for it, a socket
// command is acked service_unavailable, nothing is half done (no token taken without its
// game), and when Redis is back everything works again without restarting the app. The
// app is its own OS process on a redis-server of this test's own (port 7301), so killing
// Redis touches nobody else.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createClient } from 'redis';
import { gameSessions, profiles } from '../../server/src/db/schema/index.ts';
import { seedContent } from '../../server/src/db/seed/seed-content.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { HttpClient, uniqueEmail, type HttpResponse } from './helpers/http.ts';
import { GameSocket, type Ack } from './helpers/game-client.ts';
import { addCoupon } from './helpers/payments.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const REDIS_PORT = 7301;
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
// A second process needs PostgreSQL (PGlite is one process's); CI has both, always.
const enabled = !!process.env.DATABASE_URL && (hasRedisServer || process.env.CI === 'true');

let redisServer: ChildProcess | undefined;
let database: TestDatabase | undefined;
let dataDir: string | undefined;
let server: ServerProcess | undefined;
const sockets: GameSocket[] = [];

async function startRedis(): Promise<void> {
  const child = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    {
      stdio: 'ignore',
    },
  );
  redisServer = child;
  const probe = createClient({ url: `redis://127.0.0.1:${REDIS_PORT}`, socket: { reconnectStrategy: false } });
  probe.on('error', () => {});
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): is port ${REDIS_PORT} taken?`);
    try {
      await probe.connect();
      await probe.ping();
      probe.destroy();
      return;
    } catch {
      if (i > 100) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

function killRedis(): Promise<void> {
  const child = redisServer;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  if (!enabled) return;
  await startRedis();
  database = await createTestDatabase();
  await seedContent(database.database.db);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-redis-outage-'));
  server = await startServerProcess({
    NODE_ENV: 'test',
    DATABASE_URL: database.url!,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    REDIS_PREFIX: 'charades-outage:',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SERVE_CLIENT: 'false',
    SEED_ON_START: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '100',
    DATA_DIR: dataDir,
    PAYMENT_PROVIDER: 'sandbox',
  });
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.kill('SIGTERM');
  await killRedis();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Runs `fn`, giving up after 15 s so that a request held for the whole outage is a failed
 *  expectation rather than a test timeout; returns its answer and how long it took. */
async function timed<T>(fn: (signal: AbortSignal) => Promise<T>): Promise<{ value: T | 'no answer'; ms: number }> {
  const started = performance.now();
  const signal = AbortSignal.timeout(15_000);
  const value = await Promise.race([fn(signal), new Promise<'no answer'>((r) => signal.addEventListener('abort', () => r('no answer')))]);
  return { value, ms: Math.round(performance.now() - started) };
}

const answerOf = (res: HttpResponse | 'no answer') =>
  res === 'no answer' ? res : { status: res.status, code: res.body?.error?.code as string | undefined };

function socketOf(url: string, token?: string) {
  const s = new GameSocket(url, token);
  sockets.push(s);
  return s;
}

describe.skipIf(!enabled)('Redis killed under a running app', () => {
  it('answers 503 at once while it is gone, takes no token, and recovers by itself when it is back', { timeout: 180_000 }, async () => {
    const url = server!.url;
    const db = database!.database.db;
    const http = new HttpClient(url);
    const email = uniqueEmail('redis-outage');
    const { user } = await http.signUp(email);
    await db.update(profiles).set({ tokens: 5 }).where(eq(profiles.id, user.id));
    const coupon = await addCoupon(db, { type: 'free', discountPercentage: null, freeTokens: 1, maxUses: null, userMaxUsage: 100 });
    const category = (await http.get('/api/categories?language=ar')).body[0];
    const newGame = () => http.post('/api/games', { categoryId: category.id, teamA: 'A', teamB: 'B', sharedMode: true });
    const started = await newGame();
    expect(started.status).toBe(201);
    const tv = socketOf(url, http.accessToken);
    await tv.connected();
    expect((await tv.join({ gameId: started.body.gameId })).ok).toBe(true);

    const tokens = async () => (await db.select({ tokens: profiles.tokens }).from(profiles).where(eq(profiles.id, user.id)))[0]?.tokens;
    const games = async () => (await db.select({ id: gameSessions.id }).from(gameSessions).where(eq(gameSessions.userId, user.id))).length;
    const tokensBefore = await tokens();
    const gamesBefore = await games();

    await killRedis();

    const readyz = await timed(() => fetch(`${url}/api/readyz`));
    const signIn = await timed(() => new HttpClient(url).post('/api/auth/signin', { email, password: 'secret123' }));
    const game = await timed(() => newGame());
    const payment = await timed(() => http.post('/api/payments', { packageId: 'pkg-1', language: 'en' }));
    const redeem = await timed(() => http.post('/api/coupons/redeem', { code: coupon.code }));
    const command = await timed<Ack>(() => tv.command(started.body.gameId, { type: 'START_TIMER' }));
    console.log(
      'Redis down, ms to answer:',
      Object.fromEntries(Object.entries({ readyz, signIn, game, payment, redeem, command }).map(([k, v]) => [k, v.ms])),
    );

    expect(readyz.value === 'no answer' ? readyz.value : readyz.value.status).toBe(503);
    const unavailable = { status: 503, code: 'service_unavailable' };
    expect({
      signIn: answerOf(signIn.value),
      game: answerOf(game.value),
      payment: answerOf(payment.value),
      redeem: answerOf(redeem.value),
    }).toEqual({ signIn: unavailable, game: unavailable, payment: unavailable, redeem: unavailable });
    expect(command.value).toMatchObject({ ok: false, error: { code: 'service_unavailable' } });
    // Nothing half done: no token taken, no game row written, no coupon credited.
    expect(await tokens()).toBe(tokensBefore);
    expect(await games()).toBe(gamesBefore);
    expect(server!.child.exitCode).toBeNull();

    // Redis comes back, empty, on the same port; the app reconnects by itself.
    const restartedAt = performance.now();
    await startRedis();
    await expect.poll(async () => (await fetch(`${url}/api/readyz`)).status, { timeout: 15_000, interval: 50 }).toBe(200);
    console.log(`ready again ${Math.round(performance.now() - restartedAt)} ms after redis-server was restarted`);

    expect((await new HttpClient(url).post('/api/auth/signin', { email, password: 'secret123' })).status).toBe(200);
    const next = await newGame();
    expect(next.status).toBe(201);
    expect(await tokens()).toBe((tokensBefore ?? 0) - 1);
    // The open socket's game (its hot record lost with Redis) goes on from its durable row.
    const go = await tv.command(started.body.gameId, { type: 'START_TIMER' });
    expect(go).toMatchObject({ ok: true });
    // A new socket on the new game.
    const tv2 = socketOf(url, http.accessToken);
    await tv2.connected();
    expect((await tv2.join({ gameId: next.body.gameId })).ok).toBe(true);
    expect(await tv2.command(next.body.gameId, { type: 'START_TIMER' })).toMatchObject({ ok: true });

    // The game announcements' subscriber and the Socket.IO adapter's stream reader are back
    // on the restarted Redis: other replicas' changes reach this one's sockets again.
    const probe = createClient({ url: `redis://127.0.0.1:${REDIS_PORT}` });
    probe.on('error', () => {});
    await probe.connect();
    try {
      await expect
        .poll(async () => (await probe.sendCommand<unknown[]>(['PUBSUB', 'NUMSUB', 'charades-outage:game-changes']))[1], {
          timeout: 10_000,
        })
        .toBe(1);
      await expect
        .poll(async () => (await probe.sendCommand<string>(['CLIENT', 'LIST'])).includes('cmd=xread'), { timeout: 10_000 })
        .toBe(true);
    } finally {
      probe.destroy();
    }
  });

  it(
    'a Redis that stops answering (paused, half-open) costs each request a bounded wait and a 503, then recovers',
    { timeout: 120_000 },
    async () => {
      const url = server!.url;
      const db = database!.database.db;
      const http = new HttpClient(url);
      const email = uniqueEmail('redis-silent');
      const { user } = await http.signUp(email);
      await db.update(profiles).set({ tokens: 5 }).where(eq(profiles.id, user.id));
      const category = (await http.get('/api/categories?language=ar')).body[0];
      const newGame = () => http.post('/api/games', { categoryId: category.id, teamA: 'A', teamB: 'B', sharedMode: false });
      const started = await newGame();
      expect(started.status).toBe(201);
      const tv = socketOf(url, http.accessToken);
      await tv.connected();
      expect((await tv.join({ gameId: started.body.gameId })).ok).toBe(true);
      const tokens = async () => (await db.select({ tokens: profiles.tokens }).from(profiles).where(eq(profiles.id, user.id)))[0]?.tokens;
      const tokensBefore = await tokens();

      // The process is paused: its socket stays open and the kernel takes the bytes, but no
      // answer comes, as with a connection whose other end vanished.
      redisServer!.kill('SIGSTOP');
      try {
        const [readyz, signIn, game, command] = await Promise.all([
          timed(() => fetch(`${url}/api/readyz`)),
          timed(() => new HttpClient(url).post('/api/auth/signin', { email, password: 'secret123' })),
          timed(() => newGame()),
          timed<Ack>(() => tv.command(started.body.gameId, { type: 'START_TIMER' })),
        ]);
        console.log('Redis silent, ms to answer:', { readyz: readyz.ms, signIn: signIn.ms, game: game.ms, command: command.ms });
        expect(readyz.value === 'no answer' ? readyz.value : readyz.value.status).toBe(503);
        const unavailable = { status: 503, code: 'service_unavailable' };
        expect({ signIn: answerOf(signIn.value), game: answerOf(game.value) }).toEqual({ signIn: unavailable, game: unavailable });
        expect(command.value).toMatchObject({ ok: false, error: { code: 'service_unavailable' } });
        expect(await tokens()).toBe(tokensBefore);
      } finally {
        redisServer!.kill('SIGCONT');
      }
      await expect.poll(async () => (await fetch(`${url}/api/readyz`)).status, { timeout: 15_000, interval: 50 }).toBe(200);
      expect((await new HttpClient(url).post('/api/auth/signin', { email, password: 'secret123' })).status).toBe(200);
      expect((await newGame()).status).toBe(201);
      expect(await tokens()).toBe((tokensBefore ?? 0) - 1);
    },
  );
});
