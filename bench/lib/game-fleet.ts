// The server side of bench:living-room and bench:scale-out: a database of its own, a Redis
// key prefix of its own, K compiled server processes sharing both (each with the probe of
// server-probe.mjs), bench players with tokens, shared-mode games, and the cleanup of all of
// it. The servers run `node server/dist/main.js`: call buildServer() first.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { startServerProcess, type ServerProcess } from '../../tests/integration/helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/integration/helpers/test-database.ts';
import { seedContent } from '../../server/src/db/seed/seed-content.ts';
import { profiles } from '../../server/src/db/schema/index.ts';
import { connectRedis } from '../../server/src/lib/redis.ts';
import { freeProbePort, probeArgs } from './probe-client.ts';
import { closeServiceStats } from './service-stats.ts';
import { startPrivateRedis, type PrivateRedis } from './private-redis.ts';
import { benchServerEnv } from './bench-server-env.ts';
import { padAuthSessions } from './deployed-sessions.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Compiles the server (server/dist), as production runs it. */
export function buildServer(): void {
  execFileSync('npm', ['run', 'build:server', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

export interface BenchServer {
  proc: ServerProcess;
  pid: number;
  url: string;
  probePort: number;
}

export interface GameFleet {
  db: TestDatabase;
  databaseUrl: string;
  redisUrl: string;
  /** The redis-server started for this run (--private-redis), if any. */
  privateRedis: PrivateRedis | undefined;
  prefix: string;
  servers: BenchServer[];
  /** Starts `n` more servers on the same database, Redis and prefix. */
  addServers(n: number, extraEnv?: Record<string, string>): Promise<BenchServer[]>;
  /** Kills the given servers (all by default). */
  stopServers(servers?: BenchServer[]): Promise<void>;
  /** Kills the servers, deletes the prefix's Redis keys, drops the database. Idempotent. */
  cleanup(): Promise<void>;
}

/** PostgreSQL and Redis as DATABASE_URL and REDIS_URL say, the machine's local ones otherwise. */
export function serviceUrls(): { databaseUrl: string; redisUrl: string } {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  return { databaseUrl: process.env.DATABASE_URL, redisUrl: process.env.REDIS_URL };
}

export async function startGameFleet(opts: {
  servers: number;
  privateRedis?: boolean;
  extraEnv?: Record<string, string>;
}): Promise<GameFleet> {
  // A redis-server of the run's own makes Redis's CPU and command counts the run's alone.
  const privateRedis = opts.privateRedis ? await startPrivateRedis() : undefined;
  const redisUrl = privateRedis?.url ?? serviceUrls().redisUrl;
  serviceUrls();
  const db = await createTestDatabase();
  if (!db.url) throw new Error('the benchmark needs PostgreSQL (DATABASE_URL)');
  await seedContent(db.database.db);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-bench-'));
  const prefix = `charades-bench:${randomBytes(4).toString('hex')}:`;
  const env: Record<string, string> = {
    ...benchServerEnv(dataDir, prefix),
    // Setting up thousands of games takes minutes: the TVs' tokens must outlive it.
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    // Measure the server as it is, not its load shedding.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
  };
  const servers: BenchServer[] = [];
  let cleaned = false;
  const fleet: GameFleet = {
    db,
    databaseUrl: db.url,
    redisUrl,
    privateRedis,
    prefix,
    servers,
    async addServers(n, extraEnv = {}) {
      const started = await Promise.all(
        Array.from({ length: n }, async () => {
          const probePort = await freeProbePort();
          const probe = probeArgs(probePort);
          const extraArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
          const proc = await startServerProcess(
            { ...env, ...opts.extraEnv, ...extraEnv, ...probe.env },
            undefined,
            [...probe.nodeArgs, ...extraArgs],
            {
              entry: 'compiled',
            },
          );
          return { proc, pid: proc.child.pid!, url: proc.url, probePort };
        }),
      );
      servers.push(...started);
      return started;
    },
    async stopServers(which = [...servers]) {
      await Promise.all(
        which.map(async (s) => {
          const killed = setTimeout(() => s.proc.child.kill('SIGKILL'), 15_000);
          await s.proc.kill('SIGTERM');
          clearTimeout(killed);
          servers.splice(servers.indexOf(s), 1);
        }),
      );
    },
    async cleanup() {
      if (cleaned) return;
      cleaned = true;
      await fleet.stopServers().catch(() => {});
      const redis = await connectRedis(redisUrl);
      let deleted = 0;
      for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
        if (batch.length) deleted += await redis.del(batch);
      }
      await redis.close();
      await privateRedis?.stop();
      await closeServiceStats();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
      console.log(`cleanup: servers stopped, ${deleted} Redis keys of ${prefix} deleted, database dropped`);
    },
  };
  await fleet.addServers(opts.servers);
  return fleet;
}

/** Runs fn over 0..n-1 with at most `limit` in flight. */
export async function inPool<T>(n: number, limit: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out = new Array<T>(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, n) }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await fn(i);
      }
    }),
  );
  return out;
}

/** Bench players: one account per `gamesEach` games (a player's unplayed titles run out
 *  after a few hundred games), each granted the tokens its games cost. */
export class BenchPlayers {
  private tokens: string[] = [];
  private categories: { id: string }[] = [];
  private created = 0;
  constructor(
    private readonly fleet: GameFleet,
    private readonly gamesEach = 50,
  ) {}

  /** Signs up enough players for `games` more games through `api`. */
  private async ensure(api: string, games: number): Promise<void> {
    const need = Math.ceil((this.created + games) / this.gamesEach);
    if (need <= this.tokens.length) return;
    const fresh = await inPool(need - this.tokens.length, 10, async (u) => {
      const res = await fetch(`${api}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${this.tokens.length + u}-${randomBytes(4).toString('hex')}@example.com`,
          password: 'bench-pass',
        }),
      });
      const session = (await res.json()) as { accessToken: string; user: { id: string } };
      if (!res.ok) throw new Error(`signup failed (${res.status}): ${JSON.stringify(session)}`);
      return session;
    });
    await this.fleet.db.database.db
      .update(profiles)
      .set({ tokens: this.gamesEach + 5 })
      .where(
        inArray(
          profiles.id,
          fresh.map((s) => s.user.id),
        ),
      );
    if (!this.tokens.length) await padAuthSessions(this.fleet.db, fresh[0]!.user.id);
    this.tokens.push(...fresh.map((s) => s.accessToken));
    if (!this.categories.length) {
      for (const language of ['en', 'ar'])
        this.categories.push(...((await (await fetch(`${api}/api/categories?language=${language}`)).json()) as { id: string }[]));
    }
  }

  /**
   * Creates `n` shared-mode games, game i through `apiOf(i)` (the server its TV will use),
   * `concurrency` at a time; `onProgress` after each.
   */
  async createGames(
    n: number,
    apiOf: (i: number) => string,
    concurrency: number,
    onProgress?: (done: number) => void,
  ): Promise<{ gameId: string; token: string; revealCode: string; roomCode: string }[]> {
    await this.ensure(apiOf(0), n);
    const first = this.created;
    this.created += n;
    let done = 0;
    return inPool(n, concurrency, async (i) => {
      const k = first + i;
      const token = this.tokens[Math.floor(k / this.gamesEach)]!;
      const res = await fetch(`${apiOf(i)}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ categoryId: this.categories[k % this.categories.length]!.id, teamA: 'A', teamB: 'B', sharedMode: true }),
      });
      const view = (await res.json()) as { gameId: string; revealCode: string; room: { code: string } | null };
      if (res.status !== 201 || !view.room) throw new Error(`start failed (${res.status}): ${JSON.stringify(view)}`);
      onProgress?.(++done);
      return { gameId: view.gameId, token, revealCode: view.revealCode, roomCode: view.room.code };
    });
  }
}

/** The share of the machine's CPU time that was busy between two machineTicks() readings. */
export function busyShare(a: { busy: number; total: number }, b: { busy: number; total: number }): number {
  return (b.busy - a.busy) / Math.max(1, b.total - a.total);
}

/** The child processes of `pid` (nginx's workers, say). */
export function childPids(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** A bare Socket.IO server of bench/ (echo-server.ts, fanout-server.ts) in a process of its
 *  own; it prints its port when ready. */
export async function startBareServer(
  file: string,
  env: Record<string, string> = {},
): Promise<{ url: string; pid: number; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', file)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /(\d+)\s*\n/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`${file} exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
