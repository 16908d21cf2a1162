// Each test file gets its own database: a fresh PostgreSQL database on the configured server
// when DATABASE_URL is set (dropped afterwards), else an in-memory PGlite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, runMigrations, type Database } from '../../../server/src/db/client.ts';

export interface TestDatabase {
  database: Database;
  url: string | undefined;
  drop(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface CreateTestDatabaseOptions {
  /** Apply the migrations (default true); false gives an empty database. */
  migrate?: boolean;
}

export async function createTestDatabase(opts: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const migrate = opts.migrate ?? true;
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    if (migrate) await runMigrations(database);
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `charades_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = withDatabaseName(baseUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
  if (migrate) await runMigrations(database, url);
  return {
    database,
    url,
    async drop() {
      await database.close().catch(() => {});
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
