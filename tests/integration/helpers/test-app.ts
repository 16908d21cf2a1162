// Builds the real app on the configured services (fastify/demo's test helper pattern) and
// listens on a free port, so tests speak real HTTP to it.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../../server/src/config.ts';
import { buildApp, type AppDeps } from '../../../server/src/app.ts';
import { connectRedis, type RedisClient } from '../../../server/src/lib/redis.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../../../server/src/lib/mailer.ts';
import type { Db } from '../../../server/src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  db: Db;
  config: Config;
  redis: RedisClient | null;
  outboxDir: string;
  jwtSecret: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Overrides for the environment. REDIS_PREFIX may be given to share one prefix between
   *  several app instances (the first instance to close removes the keys under it). SMTP_URL
   *  switches the mailer from the outbox to real SMTP. */
  env?: Record<string, string>;
  seed?: boolean;
  /** The pending-payments reconciliation's timing (the gateway comes from env: PAYMENT_PROVIDER),
   *  and a logger to read what the app logs (createLogger with a destination stream). */
  deps?: Pick<AppDeps, 'paymentReconciliation' | 'logger'>;
}

export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-test-'));
  const testDb = await createTestDatabase({ seed: opts.seed });
  const prefix = `charades-test:${randomBytes(6).toString('hex')}:`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SERVE_CLIENT: 'false',
    REDIS_PREFIX: prefix,
    RATE_LIMIT_SCALE: '100',
    // Tests share a busy machine and an in-process PGlite; overload.test.ts turns shedding on.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...opts.env,
  });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const outboxDir = path.join(dataDir, 'outbox');
  const jwtSecret = randomBytes(32).toString('hex');
  const mailer: Mailer = config.smtpUrl
    ? await createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(outboxDir, config.mailFrom, () => {});
  const app = await buildApp(config, {
    database: testDb.database,
    redis,
    mailer,
    jwtSecret,
    ...opts.deps,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    db: testDb.database.db,
    config,
    redis,
    outboxDir,
    jwtSecret,
    async close() {
      // A test may have closed the client or stopped its Redis on purpose (an outage): the
      // client then refuses commands at once (no offline queue), and there is nothing to scan.
      if (redis?.isReady) {
        const keys: string[] = [];
        // config.redisPrefix: the generated prefix, or the one passed in env.REDIS_PREFIX.
        for await (const batch of redis.scanIterator({ MATCH: `${config.redisPrefix}*`, COUNT: 500 })) keys.push(...batch);
        if (keys.length) await redis.del(keys);
      }
      // app.close() closes the database (db plugin) and Redis (redis plugin).
      await app.close();
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Waits for the n-th e-mail to `to` to land in the outbox (mail is sent after the reply). */
export async function waitForMail(outboxDir: string, to: string, count = 1, timeoutMs = 5000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
    const mails: OutboxMail[] = [];
    for (const f of files) mails.push(JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')));
    const mine = mails.filter((m) => m.to === to);
    const mail = mine[count - 1];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail #${count} for ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function countMails(outboxDir: string): Promise<number> {
  return (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).length;
}

export function tokenFromLink(text: string): string {
  const token = /token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
  if (token === undefined) throw new Error('no token link in mail');
  return decodeURIComponent(token);
}
