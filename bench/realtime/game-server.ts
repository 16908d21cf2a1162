// The game server of bench:realtime: its own database (seeded), the compiled build
// (server/dist/main.js, as production runs it) in a process of its own with the probe, and
// Redis (REDIS_URL, a redis-server of the bench's own, or none: the in-process store).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchServerEnv } from '../lib/bench-server-env.ts';
import { startServerProcess, type ServerProcess } from '../../tests/integration/helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/integration/helpers/test-database.ts';
import { seedContent } from '../../server/src/db/seed/seed-content.ts';
import { freeProbePort, probeArgs } from '../lib/probe-client.ts';
import { startPrivateRedis, type PrivateRedis } from '../lib/private-redis.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchServer {
  server: ServerProcess;
  probePort: number;
  db: TestDatabase;
  /** The Redis the server uses, if any. */
  redisUrl: string | undefined;
  /** 'shared' (REDIS_URL), 'private' (our own redis-server) or 'none'. */
  redisKind: 'shared' | 'private' | 'none';
  /** Stops the server and removes what it used (once; later calls do nothing). */
  stop(): Promise<void>;
}

export async function startBenchServer(opts: { ownRedis: boolean }): Promise<BenchServer> {
  if (!existsSync(path.join(ROOT, 'server/dist/main.js'))) throw new Error('server/dist/main.js is missing: npm run build:server first');
  const db = await createTestDatabase();
  await seedContent(db.database.db);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-bench-'));
  const prefix = `charades-bench:${randomBytes(4).toString('hex')}:`;
  let privateRedis: PrivateRedis | undefined;
  if (opts.ownRedis) privateRedis = await startPrivateRedis();
  const redisUrl = privateRedis?.url ?? process.env.REDIS_URL;
  const probePort = await freeProbePort();
  const probe = probeArgs(probePort);
  const env: Record<string, string> = { ...benchServerEnv(dataDir, prefix), ...probe.env };
  if (db.url) env.DATABASE_URL = db.url;
  // Embedded mode: the server opens its own PGlite in DATA_DIR; seed it through a first boot.
  else env.SEED_ON_START = 'true';
  if (redisUrl) env.REDIS_URL = redisUrl;
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
  const extraArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = await startServerProcess(env, undefined, [...probe.nodeArgs, ...extraArgs], { entry: 'compiled' });
  let stopped = false;
  return {
    server,
    probePort,
    db,
    redisUrl,
    redisKind: privateRedis ? 'private' : redisUrl ? 'shared' : 'none',
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.kill('SIGTERM');
      if (privateRedis) await privateRedis.stop();
      else if (redisUrl) await deleteKeys(redisUrl, prefix);
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const { connectRedis } = await import('../../server/src/lib/redis.ts');
  const redis = await connectRedis(redisUrl);
  const keys: string[] = [];
  for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) keys.push(...batch);
  if (keys.length) await redis.del(keys);
  await redis.close();
}
