// The server the browser tests talk to: the real app on a fresh database (a new PostgreSQL
// database when DATABASE_URL is set, else PGlite), real Redis when REDIS_URL is set, mail
// written to E2E_DATA_DIR/outbox so tests can follow reset links.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../server/src/config.ts';
import { buildApp } from '../../server/src/app.ts';
import { connectRedis } from '../../server/src/lib/redis.ts';
import { createOutboxMailer } from '../../server/src/lib/mailer.ts';
import { createTestDatabase } from '../integration/helpers/test-database.ts';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });

const testDb = await createTestDatabase({ seed: true });
const prefix = `charades-e2e:${randomBytes(4).toString('hex')}:`;
const config = loadConfig({
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  REDIS_PREFIX: prefix,
  RATE_LIMIT_SCALE: '50',
  // The specs share a busy machine (one server process for every browser): shedding is tested
  // in tests/integration/overload.test.ts, and here it would only turn a slow moment into a flake.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  // Posters the specs link to (IMAGE_HOSTS); any other outside host is refused on save.
  IMAGE_HOSTS: 'https://example.com',
  // Specs that wait on a game clock run short rounds (tests/e2e/fixtures.ts, roundSeconds).
  ...(process.env.E2E_ROUND_SECONDS ? { GAME_ROUND_SECONDS: process.env.E2E_ROUND_SECONDS } : {}),
  ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
});
const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
const app = await buildApp(config, {
  database: testDb.database,
  redis,
  mailer: createOutboxMailer(path.join(dataDir, 'outbox'), config.mailFrom, () => {}),
  jwtSecret: randomBytes(32).toString('hex'),
});
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// Browser tests that must change data no screen can change yet (a suspension) reach the
// database directly; only possible when it is a PostgreSQL server.
if (testDb.url) await writeFile(path.join(dataDir, 'database-url'), testDb.url);
console.log(`e2e server on ${port} (${testDb.database.kind}${redis ? ', redis' : ''})`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  if (redis) {
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length) await redis.del(keys);
  }
  await app.close();
  await testDb.drop();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
