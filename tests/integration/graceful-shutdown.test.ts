// A replica stopped by a deploy (SIGTERM) while a game turn runs on it, behind the
// deployment's own nginx (deploy/nginx.conf) in front of two server processes on PostgreSQL
// and Redis: readiness says draining at once, the listener closes, a request in flight still
// completes, the game socket (the real socket.io-client, reconnecting as the app's does)
// reconnects to the same address and nginx sends it to the other replica, where it joins
// again and finds the running turn; that replica fires the turn's TIME_UP; the stopped one
// exits 0. The measured times are printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { findNginx, startNginx, type Nginx } from './helpers/nginx.ts';
import { createSharedServices, sharedServicesConfigured, type SharedServices } from './helpers/shared-services.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';

const nginxBinary = findNginx();
// CI installs nginx (.ci/run); there a missing binary is a failure, not a skip.
const mustRun = process.env.CI === 'true';
const enabled = sharedServicesConfigured && (!!nginxBinary || mustRun);

// Long enough that the stopped replica is gone well before the turn ends.
const ROUND_SECONDS = 10;
// Readiness answers 503 this long before the listener closes (for polling balancers).
const DRAIN_MS = 1000;

let services: SharedServices;
let servers: ServerProcess[] = [];
let nginx: Nginx | undefined;
let socket: Socket | undefined;
const others: Socket[] = [];

beforeAll(async () => {
  if (!enabled) return;
  if (!nginxBinary) throw new Error('nginx is not installed: apt-get install -y nginx (CI=true requires it)');
  services = await createSharedServices('drain', {
    GAME_ROUND_SECONDS: Array(4).fill(ROUND_SECONDS).join(','),
    TRUST_PROXY: '1',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  });
  servers = await Promise.all([startServerProcess(services.env), startServerProcess(services.env)]);
  nginx = await startNginx(
    nginxBinary,
    servers.map((s) => `127.0.0.1:${s.port}`),
  );
}, 120_000);

afterAll(async () => {
  socket?.disconnect();
  for (const s of others) s.disconnect();
  await nginx?.stop();
  await Promise.all(servers.map((s) => s.kill('SIGTERM')));
  await services?.close();
});

/** A POST whose body arrives in two parts: in flight until `finish()` sends the rest. */
function slowRequest(url: string, path: string, body: object) {
  const json = JSON.stringify(body);
  const split = Math.floor(json.length / 2);
  const { hostname, port } = new URL(url);
  let finish!: () => void;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { hostname, port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.write(json.slice(0, split));
    finish = () => req.end(json.slice(split));
  });
  return { response, finish: () => finish() };
}

/** Whether a new TCP connection to the server is accepted. */
async function accepting(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/healthz`);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, fn: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe.skipIf(!enabled)('a replica stopped with SIGTERM mid-turn', () => {
  it('drains: readiness 503, no new connections, the request in flight answered, the game moves to the other replica, exit 0', async () => {
    const c = new HttpClient(nginx!.url);
    const email = uniqueEmail('drain');
    await c.signUp(email);
    const category = (await c.get('/api/categories?language=en')).body[0];
    const { gameId } = (await c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue', sharedMode: false })).body;

    // The app's socket settings (client/src/lib/game-socket.ts): reconnect to the same
    // address, re-join on every connect (client/src/lib/live-game/use-live-game.ts).
    const joins: { at: number; state: any }[] = [];
    const states: any[] = [];
    const disconnects: string[] = [];
    socket = io(nginx!.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: c.accessToken },
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10_000,
      randomizationFactor: 0.2,
    });
    socket.on('connect', () => {
      void socket!
        .timeout(10_000)
        .emitWithAck('game:join', { gameId })
        .then((ack) => ack.ok && joins.push({ at: Date.now(), state: ack.state }));
    });
    socket.on('disconnect', (reason) => disconnects.push(reason));
    socket.on('game:state', (msg) => states.push(msg));
    const first = await until('the first join', () => joins[0]);
    // hostView carries the origin of the server that answered: that replica is A.
    const a = servers.find((s) => first.state.publicOrigin === s.url)!;
    const b = servers.find((s) => s !== a)!;
    expect(a).toBeDefined();
    // A second screen of the same game, on B all along: stopping A must leave it alone.
    const onB = io(b.url, { path: '/socket.io', transports: ['websocket'], auth: { token: c.accessToken }, reconnection: false });
    others.push(onB);
    const onBDisconnects: string[] = [];
    onB.on('disconnect', (reason) => onBDisconnects.push(reason));
    expect((await onB.timeout(10_000).emitWithAck('game:join', { gameId })).ok).toBe(true);

    let seq = 0;
    const command = (type: string) =>
      socket!.timeout(10_000).emitWithAck('game:command', { gameId, command: { type }, clientSeq: `drain-${++seq}` });
    for (const type of ['REVEAL', 'READY']) expect((await command(type)).ok).toBe(true);
    const go = await command('START_TIMER');
    expect(go.ok).toBe(true);
    const running = await until('the running turn', () => states.find((m) => m.version === go.version));
    expect(running.view.phase).toBe('running');

    // A request in flight on A (its body half sent), made straight to A.
    const inFlight = slowRequest(a.url, '/api/auth/signin', { email, password: 'secret123' });
    await sleep(200);

    const exited = new Promise<number>((resolve) => a.child.once('exit', (code) => resolve(code ?? -1)));
    const signalledAt = Date.now();
    a.child.kill('SIGTERM');

    // At once: readiness says draining (the listener still open for DRAIN_MS).
    const ready = await until('readiness 503', async () => {
      const res = await fetch(`${a.url}/api/readyz`);
      return res.status === 503 ? res : undefined;
    });
    const readyMs = Date.now() - signalledAt;
    expect(await ready.json()).toEqual({ ok: false, draining: true });
    // B still ready.
    expect((await fetch(`${b.url}/api/readyz`)).status).toBe(200);

    // Then no new connections, while the request in flight is still open.
    await until('the listener to close', async () => ((await accepting(a.url)) ? undefined : true));
    const stoppedListeningMs = Date.now() - signalledAt;
    expect(a.child.exitCode).toBeNull();

    // The socket was closed without Socket.IO's disconnect packet, reconnected to the same
    // address, and nginx sent it to B, where the join finds the running turn.
    const rejoined = await until('the re-join on B', () => joins.find((j) => j.state.publicOrigin === b.url));
    const reconnectMs = rejoined.at - signalledAt;
    expect(disconnects[0]).toBe('transport close');
    expect(rejoined.state).toMatchObject({ phase: 'running', version: go.version, turn: 1, turnEndsAt: running.view.turnEndsAt });

    // The request in flight completes.
    inFlight.finish();
    const answered = await inFlight.response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body).accessToken).toEqual(expect.any(String));

    const code = await exited;
    const exitMs = Date.now() - signalledAt;
    expect(code).toBe(0);
    // A is gone before the turn ends, so B fires TIME_UP, once.
    expect(Date.now()).toBeLessThan(running.view.turnEndsAt);
    const timeUp = await until('TIME_UP', () => states.find((m) => m.version === go.version! + 1), ROUND_SECONDS * 1000 + 10_000);
    expect(timeUp.view).toMatchObject({ phase: 'timeUp', timeLeftMs: 0, turn: 1 });
    await sleep(500);
    expect(states.filter((m) => m.version === go.version! + 1)).toHaveLength(1);
    // The screen on B saw all of it without a break.
    expect(onBDisconnects).toEqual([]);
    expect(onB.connected).toBe(true);

    console.log(
      `SIGTERM -> readyz 503: ${readyMs} ms; listener closed: ${stoppedListeningMs} ms (drain ${DRAIN_MS} ms); ` +
        `socket re-joined on the other replica: ${reconnectMs} ms; process exited 0: ${exitMs} ms ` +
        `(the request in flight was held open ${exitMs - stoppedListeningMs} ms past the listener's close)`,
    );
  }, 120_000);
});

// One server on the embedded database and in-process store (no Redis adapter): the game
// socket is closed so that the client reconnects by itself, not told 'io server disconnect'
// (after which socket.io-client gives up).
describe('a single server stopped with SIGTERM', () => {
  it('closes game sockets so that clients reconnect, and exits 0', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-drain-one-'));
    const one = await startServerProcess({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
    });
    let s: Socket | undefined;
    try {
      const c = new HttpClient(one.url);
      await c.signUp(uniqueEmail('drain-one'));
      const category = (await c.get('/api/categories?language=en')).body[0];
      const { gameId } = (await c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue', sharedMode: false })).body;
      s = io(one.url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: c.accessToken },
        reconnection: true,
        reconnectionDelay: 1000,
      });
      const disconnected = new Promise<string>((resolve) => s!.once('disconnect', (reason) => resolve(reason)));
      await new Promise<void>((resolve) => s!.once('connect', () => resolve()));
      expect((await s.timeout(10_000).emitWithAck('game:join', { gameId })).ok).toBe(true);
      const signalledAt = Date.now();
      const exited = new Promise<number>((resolve) => one.child.once('exit', (code) => resolve(code ?? -1)));
      one.child.kill('SIGTERM');
      expect(await disconnected).toBe('transport close');
      // Still trying to reconnect (it would not after 'io server disconnect').
      expect(s.active).toBe(true);
      expect(await exited).toBe(0);
      console.log(`single server: SIGTERM to exit 0 in ${Date.now() - signalledAt} ms`);
    } finally {
      s?.disconnect();
      await one.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
