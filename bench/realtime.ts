// npm run bench:realtime [-- --games 1000 --turns 4]
// N concurrent shared-mode games, each a TV (host) and a phone on real sockets, playing
// turns against a real server process. Prints p50/p99 command→broadcast latency (command
// sent by the TV until the phone receives that version), throughput, CPU per command of the
// server and of this load generator, server memory per active game, and the p50/p99 of a
// bare Socket.IO echo measured in the same run (same sockets, same pace, its server in a
// process of its own like the game server), with the ratio. Uses DATABASE_URL/REDIS_URL
// when set, the embedded defaults otherwise.
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { startServerProcess, freePort } from '../tests/integration/helpers/server-process.ts';
import { createTestDatabase } from '../tests/integration/helpers/test-database.ts';
import { seedContent } from '../server/src/db/seed/seed-content.ts';
import { profiles } from '../server/src/db/schema/index.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    turns: { type: 'string', default: '4' },
    'pace-ms': { type: 'string', default: '1000' },
  },
});
const GAMES = Number(values.games);
const TURNS = Number(values.turns);
// Players press a button every second or so; 0 sends every command as soon as the last one
// is seen (a saturation test rather than a party).
const PACE_MS = Number(values['pace-ms']);

function pct(sorted: number[], p: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  if (value === undefined) throw new Error(`no samples for p${p}`);
  return value;
}
// An element that must be there (an index in range, a /proc field): a clear error rather
// than undefined flowing into the numbers.
function at<T>(xs: readonly T[], i: number, what: string): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`${what}: nothing at index ${i}`);
  return x;
}
const fmt = (n: number) => n.toFixed(2);
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
// CPU time of a process in ms (utime + stime, in clock ticks of 10 ms).
const cpuMsOf = (pid: number) => {
  const fields = at(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') '), 1, `/proc/${pid}/stat`).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
// Busy and total jiffies of the whole machine: how loaded the 2 cores were.
const machineTicks = () => {
  const [, ...nums] = at(readFileSync('/proc/stat', 'utf8').split('\n'), 0, '/proc/stat').trim().split(/\s+/);
  const v = nums.map(Number);
  const idle = at(v, 3, '/proc/stat idle') + at(v, 4, '/proc/stat iowait');
  const total = v.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
};

function ws(url: string, auth: Record<string, string> = {}): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(url, { transports: ['websocket'], auth, reconnection: false, forceNew: true });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

async function inBatches<T>(n: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, k) => fn(i + k)))));
  return out;
}

/** A bare echo server in a process of its own (bench/echo-server.ts). */
async function startEchoProcess(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'echo-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(String(d).trim()));
    child.once('exit', (code) => reject(new Error(`echo server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** A bare echo server inside this process: its round trips never leave the process. */
async function startEchoInProcess(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const server = http.createServer();
  const ioServer = new Server(server, { transports: ['websocket'] });
  ioServer.on('connection', (s) => s.on('echo', (m, ack) => ack(m)));
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, stop: () => void ioServer.close() };
}

/**
 * The floor: the same number of sockets doing a bare Socket.IO echo at the same pace as the
 * games' commands, against a bare server.
 */
async function echoFloor(start: () => Promise<{ url: string; stop(): void }>, clients: number, rounds: number): Promise<number[]> {
  const echoServer = await start();
  const sockets = await inBatches(clients, 100, () => ws(echoServer.url));
  const samples: number[] = [];
  await Promise.all(
    sockets.map(async (s) => {
      for (let r = 0; r < rounds; r++) {
        if (PACE_MS > 0) await new Promise((res) => setTimeout(res, PACE_MS * (0.5 + Math.random())));
        const t0 = performance.now();
        await s.emitWithAck('echo', { r });
        samples.push(performance.now() - t0);
      }
    }),
  );
  sockets.forEach((s) => s.disconnect());
  echoServer.stop();
  return samples.sort((a, b) => a - b);
}

async function main() {
  const db = await createTestDatabase();
  await seedContent(db.database.db);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-bench-'));
  const prefix = `charades-bench:${randomBytes(4).toString('hex')}:`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SERVE_CLIENT: 'false',
    SEED_ON_START: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '1000',
    DATA_DIR: dataDir,
    REDIS_PREFIX: prefix,
  };
  if (db.url) env.DATABASE_URL = db.url;
  else {
    // Embedded mode: the server opens its own PGlite in DATA_DIR; seed it through a first boot.
    env.SEED_ON_START = 'true';
  }
  if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
  const server = await startServerProcess(env, undefined, process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean));
  const api = server.url;
  console.log(
    `server pid ${server.child.pid} (${db.url ? 'PostgreSQL' : 'PGlite'}, ${process.env.REDIS_URL ? 'Redis' : 'in-process store'}); ${GAMES} games × ${TURNS} turns, ${PACE_MS ? `a command every ~${PACE_MS} ms per game` : 'unpaced'}`,
  );

  // A player's unplayed titles run out after a few hundred games: one bench player per 50 games.
  const GAMES_PER_USER = 50;
  const users = await inBatches(Math.ceil(GAMES / GAMES_PER_USER), 10, async (u) => {
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
    return session.accessToken as string;
  });
  const categories = [
    ...(await (await fetch(`${api}/api/categories?language=en`)).json()),
    ...(await (await fetch(`${api}/api/categories?language=ar`)).json()),
  ];

  const rssBefore = rssKb(server.child.pid!);
  const games = await inBatches(GAMES, 50, async (i) => {
    const token = at(users, Math.floor(i / GAMES_PER_USER), 'bench players');
    const res = await fetch(`${api}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ categoryId: categories[i % categories.length].id, teamA: 'A', teamB: 'B', sharedMode: true }),
    });
    const view = await res.json();
    if (res.status !== 201) throw new Error(`start failed: ${JSON.stringify(view)}`);
    return { ...(view as { gameId: string; revealCode: string }), token };
  });
  const players = await inBatches(GAMES, 50, async (i) => {
    const game = at(games, i, 'games');
    const tv = await ws(api, { token: game.token });
    const phone = await ws(api);
    await tv.emitWithAck('game:join', { gameId: game.gameId });
    await phone.emitWithAck('game:join', { revealCode: game.revealCode });
    return { tv, phone, gameId: game.gameId };
  });
  const rssActive = rssKb(server.child.pid!);

  // Latency: TV sends a command; the phone's receipt of that version closes the sample.
  const latencies: number[] = [];
  let commands = 0;
  const t0 = performance.now();
  const serverCpu0 = cpuMsOf(server.child.pid!);
  const benchCpu0 = process.cpuUsage();
  const machine0 = machineTicks();
  await Promise.all(
    players.map(async ({ tv, phone, gameId }) => {
      let seq = 0;
      let tvView: { version: number; revealCode: string | null } = { version: 0, revealCode: null };
      let phoneVersion = 0;
      const waiters: { version: number; resolve: () => void }[] = [];
      const tvWaiters: { version: number; resolve: () => void }[] = [];
      tv.on('game:state', (msg: { version: number; view: { revealCode: string | null } }) => {
        if (msg.version > tvView.version) tvView = { version: msg.version, revealCode: msg.view.revealCode };
        for (const w of tvWaiters.splice(0)) {
          if (tvView.version >= w.version) w.resolve();
          else tvWaiters.push(w);
        }
      });
      phone.on('game:state', (msg: { version: number }) => {
        phoneVersion = Math.max(phoneVersion, msg.version);
        for (const w of waiters.splice(0)) {
          if (phoneVersion >= w.version) w.resolve();
          else waiters.push(w);
        }
      });
      const phoneReached = (version: number) =>
        phoneVersion >= version ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ version, resolve }));
      const tvReached = (version: number) =>
        tvView.version >= version ? Promise.resolve() : new Promise<void>((resolve) => tvWaiters.push({ version, resolve }));
      // Each sample runs from the TV sending a command until the other device has the new
      // version: the phone for the turn's commands, the TV itself for NEXT_TURN (the phone's
      // link ends with the turn, and it re-joins with the next code).
      // Commands of one game are sequential, so the next version is known before the ack.
      let version = tvView.version || 1;
      const send = async (command: Record<string, unknown>, onPhone = true) => {
        if (PACE_MS > 0) await new Promise((r) => setTimeout(r, PACE_MS * (0.5 + Math.random())));
        const started = performance.now();
        const expected = version + 1;
        const seen = (onPhone ? phoneReached(expected) : tvReached(expected)).then(() => performance.now());
        const ack = (await tv.emitWithAck('game:command', { gameId, command, clientSeq: ++seq })) as { ok: boolean; version: number };
        if (!ack.ok || ack.version !== expected) throw new Error(`unexpected ack ${JSON.stringify(ack)} (expected version ${expected})`);
        latencies.push((await seen) - started);
        version = ack.version;
        commands += 1;
        return ack.version;
      };
      for (let turn = 0; turn < TURNS; turn++) {
        await send({ type: 'START_TIMER' });
        await send({ type: turn % 2 ? 'INCORRECT' : 'CORRECT' });
        await send({ type: 'NEXT_TURN' }, false);
        // The phone follows the new turn's code, as a phone scanning the new QR code would.
        const joined = (await phone.emitWithAck('game:join', { revealCode: tvView.revealCode })) as { ok: boolean };
        if (!joined.ok) throw new Error('phone could not follow the new code');
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const serverCpuMs = cpuMsOf(server.child.pid!) - serverCpu0;
  const benchCpu = process.cpuUsage(benchCpu0);
  const benchCpuMs = (benchCpu.user + benchCpu.system) / 1000;
  const machine1 = machineTicks();
  const machineBusy = (machine1.busy - machine0.busy) / (machine1.total - machine0.total);
  players.forEach(({ tv, phone }) => (tv.disconnect(), phone.disconnect()));

  // The floor crosses a process boundary both ways, as every game command does (load
  // generator → server → load generator); the in-process echo, which never does, is printed
  // for reference.
  const echo = await echoFloor(startEchoProcess, GAMES * 2, TURNS * 3);
  const echoInProcess = await echoFloor(startEchoInProcess, GAMES * 2, TURNS * 3);
  latencies.sort((a, b) => a - b);
  const p50 = pct(latencies, 50);
  const p99 = pct(latencies, 99);
  const e50 = pct(echo, 50);
  const e99 = pct(echo, 99);
  console.log(`games ${GAMES}, sockets ${GAMES * 2}, commands ${commands} in ${fmt(elapsed)} s → ${fmt(commands / elapsed)} commands/s`);
  console.log(`command→broadcast latency: p50 ${fmt(p50)} ms, p99 ${fmt(p99)} ms`);
  console.log(`bare Socket.IO echo (floor, same run, echo server in its own process): p50 ${fmt(e50)} ms, p99 ${fmt(e99)} ms`);
  console.log(
    `  for reference, echo server inside the load generator's process: p50 ${fmt(pct(echoInProcess, 50))} ms, p99 ${fmt(pct(echoInProcess, 99))} ms`,
  );
  console.log(`ratio vs floor: p50 ${fmt(p50 / e50)}x, p99 ${fmt(p99 / e99)}x`);
  console.log(
    `CPU while playing: server ${fmt((serverCpuMs / commands) * 1000)} µs per command, load generator ${fmt((benchCpuMs / commands) * 1000)} µs per command, machine ${Math.round(machineBusy * 100)}% busy`,
  );
  console.log(
    `server memory: ${Math.round(rssBefore / 1024)} MiB before games, ${Math.round(rssActive / 1024)} MiB with ${GAMES} active → ${fmt((rssActive - rssBefore) / GAMES)} KiB per game`,
  );
  console.log(
    `goal (1,000 games on 2 cores): p99 < 50 ms ${p99 < 50 ? 'met' : 'NOT met'} here; p50 within 3x of echo ${p50 / e50 <= 3 ? 'met' : 'NOT met'} here`,
  );

  await server.kill('SIGTERM');
  if (process.env.REDIS_URL) {
    const { connectRedis } = await import('../server/src/lib/redis.ts');
    const redis = await connectRedis(process.env.REDIS_URL);
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) keys.push(...batch);
    if (keys.length) await redis.del(keys);
    await redis.close();
  }
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
