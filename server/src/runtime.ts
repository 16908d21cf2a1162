// Opens everything the app depends on, per configuration: real PostgreSQL/Redis/SMTP when
// configured, embedded PGlite/in-process/outbox otherwise. Migrations apply here, at boot.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from './config.ts';
import { openDatabase, runMigrations, type Database } from './db/client.ts';
import { connectRedis, type RedisClient } from './lib/redis.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer.ts';
import type { AppDeps } from './app.ts';

export async function openDatabaseFor(config: Config, log: (msg: string) => void = () => {}): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
    onConnectionError: (err) => log(`database connection lost (the pool replaces it): ${err.message}`),
  });
  await runMigrations(database, config.databaseMigrationUrl);
  return database;
}

/** Loads the bundled content as the migrating role (DATABASE_MIGRATION_URL) when there is one. */
export async function seedFor(config: Config, database: Database) {
  const { seedContent } = await import('./db/seed/seed-content.ts');
  if (!config.databaseMigrationUrl || config.databaseMigrationUrl === config.databaseUrl) return seedContent(database.db);
  const owner = await openDatabase({ databaseUrl: config.databaseMigrationUrl, poolSize: 1 });
  try {
    return await seedContent(owner.db);
  } finally {
    await owner.close();
  }
}

/** JWT_SECRET when set; otherwise a random secret kept in DATA_DIR so sessions survive restarts. */
async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: create it below
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export async function createDeps(config: Config, log: (msg: string) => void): Promise<AppDeps> {
  const database = await openDatabaseFor(config, log);
  if (config.seedOnStart) {
    const seeded = await seedFor(config, database);
    if (seeded.categoriesAdded || seeded.titlesAdded) {
      log(`seed: added ${seeded.categoriesAdded} categories and ${seeded.titlesAdded} titles`);
    }
  }
  let redis: RedisClient | null = null;
  if (config.redisUrl) redis = await connectRedis(config.redisUrl);
  const mailer: Mailer = config.smtpUrl
    ? await createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
  return { database, redis, mailer, jwtSecret: await resolveJwtSecret(config) };
}
