// What several server processes of one test share: a fresh PostgreSQL database with the
// bundled content, a Redis key prefix of their own (other test files use the same Redis), a
// data directory, and the environment that points a server process at all three.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connectRedis, type RedisClient } from '../../../server/src/lib/redis.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** Several processes need a real PostgreSQL and Redis: PGlite and the in-process store are one process's. */
export const sharedServicesConfigured = !!process.env.DATABASE_URL && !!process.env.REDIS_URL;

export interface SharedServices {
  db: TestDatabase;
  dataDir: string;
  prefix: string;
  /** The environment of a server process on these services. */
  env: Record<string, string>;
  /** Deletes this test's Redis keys only. */
  deleteRedisKeys(): Promise<void>;
  close(): Promise<void>;
}

export async function createSharedServices(tag: string, env: Record<string, string> = {}): Promise<SharedServices> {
  const db = await createTestDatabase({ seed: true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `charades-${tag}-`));
  const prefix = `charades-test:${tag}:${randomBytes(4).toString('hex')}:`;
  let redis: RedisClient | undefined;
  async function deleteRedisKeys() {
    redis ??= await connectRedis(process.env.REDIS_URL!);
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length) await redis.del(keys);
  }
  return {
    db,
    dataDir,
    prefix,
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: db.url!,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: prefix,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SERVE_CLIENT: 'false',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
      DATA_DIR: dataDir,
      ...env,
    },
    deleteRedisKeys,
    async close() {
      await deleteRedisKeys();
      await redis?.close();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
