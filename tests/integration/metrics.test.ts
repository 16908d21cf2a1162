// GET /metrics over real HTTP: there only with METRICS_TOKEN, only for its bearer, and after
// real traffic (HTTP, a sign-in, a game played over a real socket, a rate-limited request, a
// payment) the scrape has each series with bounded labels whose values moved. No label holds
// an id, an e-mail or anything a user typed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { GameSocket } from './helpers/game-client.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus text exposition format, the sample lines (comments skipped). */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found.length ? found.reduce((sum, s) => sum + s.value, 0) : undefined;
}

const scrape = (t: TestApp, authorization?: string) => fetch(`${t.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no /metrics: 404 route_not_found, as any unknown route, even with a bearer', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const res = await scrape(t, authorization);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'route_not_found', message: expect.any(String) } });
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  const sockets: GameSocket[] = [];
  beforeAll(async () => {
    // Real limits, so a handful of wrong passwords reaches one.
    t = await startTestApp({ seed: true, env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });

  it.each([
    ['no authorization', undefined],
    ['a wrong token', 'Bearer metrics-token-for-tests-0123456788'],
    ['the token without Bearer', TOKEN],
    ['a shorter token', 'Bearer metrics'],
    ['basic auth', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`],
  ])('refuses %s with 401 unauthorized and the error body', async (_name, authorization) => {
    const res = await scrape(t, authorization);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('answers the right bearer with Prometheus text 0.0.4', async () => {
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const samples = parseMetrics(await res.text());
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('after real traffic, has every series with bounded labels and values that moved', async () => {
    // A sign-in, a game started and played over a real socket.
    const email = uniqueEmail('metrics');
    const password = 'secret123';
    const player = new HttpClient(t.baseUrl);
    const userId: string = (await player.signUp(email, password)).user.id;
    expect((await player.signIn(email, password)).status).toBe(200);
    const [category] = (await player.get('/api/categories?language=ar')).body;
    const teamA = 'فريق الصقور السري';
    const teamB = 'secret-team-name-xyz';
    const started = await player.post('/api/games', { categoryId: category.id, teamA, teamB, sharedMode: false });
    expect(started.status).toBe(201);
    const gameId: string = started.body.gameId;
    expect((await player.get(`/api/games/${gameId}`)).status).toBe(200);
    expect((await player.get('/api/no-such-route/with-user-text')).status).toBe(404);

    const host = new GameSocket(t.baseUrl, player.accessToken);
    sockets.push(host);
    await host.connected();
    expect((await host.join({ gameId })).ok).toBe(true);
    expect((await host.command(gameId, { type: 'REVEAL' })).ok).toBe(true);
    expect((await host.command(gameId, { type: 'READY' }, 'same-seq')).ok).toBe(true);
    expect((await host.command(gameId, { type: 'READY' }, 'same-seq')).duplicate).toBe(true);
    expect((await host.command(gameId, { type: 'CORRECT' })).error?.code).toBe('command_not_allowed');
    expect((await host.emit('game:command', { gameId, command: { type: 'TIME_UP' } })).error?.code).toBe('command_invalid');

    // A payment (the sandbox gateway: a Pending row until it is paid).
    const payment = await player.post('/api/payments', { packageId: 'pkg-5', language: 'en' });
    expect(payment.status).toBe(200);

    // Wrong passwords from one address until the per-account-address limit refuses.
    const attacker = new HttpClient(t.baseUrl);
    let limited = 0;
    for (let i = 0; i < 15 && !limited; i++) if ((await attacker.signIn(email, 'wrong-password')).status === 429) limited++;
    expect(limited).toBe(1);

    const res = await scrape(t, `Bearer ${TOKEN}`);
    const text = await res.text();
    const samples = parseMetrics(text);

    const requests = (route: string, method: string, status_code: string) =>
      valueOf(samples, 'http_request_duration_seconds_count', { route, method, status_code });
    expect(requests('/api/auth/signin', 'POST', '200')).toBeGreaterThanOrEqual(1);
    expect(requests('/api/auth/signin', 'POST', '401')).toBeGreaterThanOrEqual(1);
    expect(requests('/api/auth/signin', 'POST', '429')).toBe(1);
    expect(requests('/api/games', 'POST', '201')).toBe(1);
    expect(requests('/api/games/:id', 'GET', '200')).toBe(1);
    expect(requests('unmatched', 'GET', '404')).toBe(1);
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { route: '/api/games/:id', le: '+Inf' })).toBe(1);
    expect(valueOf(samples, 'http_request_duration_seconds_sum', { route: '/api/games/:id' })).toBeGreaterThan(0);

    const commands = (type: string, result: string) => valueOf(samples, 'charades_game_commands_total', { type, result });
    expect(commands('REVEAL', 'ok')).toBe(1);
    expect(commands('READY', 'ok')).toBe(1);
    expect(commands('READY', 'duplicate')).toBe(1);
    expect(commands('CORRECT', 'command_not_allowed')).toBe(1);
    expect(commands('invalid', 'command_invalid')).toBe(1);

    expect(valueOf(samples, 'charades_socketio_connected_sockets')).toBe(1);
    expect(valueOf(samples, 'charades_live_games')).toBe(1);
    expect(valueOf(samples, 'charades_payments', { gateway: 'sandbox', status: 'Pending' })).toBe(1);
    expect(valueOf(samples, 'charades_rate_limit_refusals_total', { limit: 'signInFailuresPerAccountAddress' })).toBe(1);

    expect(valueOf(samples, 'charades_db_info', { kind: t.config.databaseUrl ? 'postgres' : 'pglite' })).toBe(1);
    if (t.config.databaseUrl) {
      expect(valueOf(samples, 'charades_db_pool_clients', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'charades_db_pool_clients', { state: 'waiting' })).toBe(0);
    } else {
      expect(valueOf(samples, 'charades_db_pool_clients')).toBeUndefined();
    }
    expect(valueOf(samples, 'charades_redis_configured')).toBe(t.redis ? 1 : 0);
    expect(valueOf(samples, 'charades_redis_up')).toBe(t.redis ? 1 : undefined);

    // Nothing a user sent or an id of theirs is in any label (or anywhere in the text).
    for (const secret of [gameId, email, teamA, teamB, 'with-user-text', category.id, userId]) {
      expect(text).not.toContain(secret);
    }
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    for (const s of samples) for (const v of Object.values(s.labels)) expect(v).not.toMatch(uuid);
    const routes = new Set(samples.filter((s) => s.labels.route).map((s) => s.labels.route));
    console.log(`route labels after the traffic: ${[...routes].sort().join(' ')}`);

    // The socket gone, its game is no longer live on this server.
    host.close();
    for (let i = 0; i < 100; i++) {
      const after = parseMetrics(await (await scrape(t, `Bearer ${TOKEN}`)).text());
      if (valueOf(after, 'charades_socketio_connected_sockets') === 0) {
        expect(valueOf(after, 'charades_live_games')).toBe(0);
        return;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the closed socket was still counted');
  });
});

// A Redis of this test's own (never the shared one) that it can stop: the gauge follows the
// client's state, and the scrape still answers while Redis is gone.
const redisServer = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
describe.skipIf(!redisServer)('charades_redis_up with a Redis that goes away', () => {
  const port = 7601;
  let redis: ChildProcess | undefined;
  let t: TestApp | undefined;
  const reachable = () =>
    new Promise<boolean>((resolve) =>
      net
        .connect(port, '127.0.0.1')
        .once('connect', function (this: net.Socket) {
          this.destroy();
          resolve(true);
        })
        .once('error', () => resolve(false)),
    );
  const startRedis = async () => {
    // A server an earlier run left on this port would answer instead of ours.
    if (await reachable()) throw new Error(`port ${port} is taken: stop what listens there`);
    redis = spawn(redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (await reachable()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('redis-server did not start');
  };
  const running = () => !!redis && redis.exitCode === null && redis.signalCode === null;
  const stopRedis = () =>
    new Promise<void>((resolve) => {
      const child = redis;
      if (!child || !running()) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  afterAll(async () => {
    if (t) {
      // The app's teardown removes its keys: give it its Redis back first.
      if (!running()) await startRedis();
      await t.close();
    }
    await stopRedis();
  });

  it('is 1 while the client is ready and 0 once Redis is gone, and the scrape still answers', async () => {
    await startRedis();
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN, REDIS_URL: `redis://127.0.0.1:${port}` } });
    const redisUp = async () => {
      const res = await scrape(t!, `Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      return valueOf(parseMetrics(await res.text()), 'charades_redis_up');
    };
    expect(await redisUp()).toBe(1);
    await stopRedis();
    for (let i = 0; i < 100 && (await redisUp()) !== 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await redisUp()).toBe(0);
  });
});
