// Each test file gets its own database: a fresh PostgreSQL database on the configured server
// when DATABASE_URL is set (dropped afterwards), else an in-memory PGlite.
//
// Migrating (and seeding) every one of them was most of a test app's start, so it happens once:
// on PostgreSQL the vitest global set-up (tests/integration/helpers/global-setup.ts) migrates
// template databases and a test database is `CREATE DATABASE … TEMPLATE …` of one; on PGlite
// each test process migrates one database once and starts the others from its dump (an
// initdb costs PGlite about 1.7 s, loading a dump 0.4 s).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, runMigrations, type Database } from '../../../server/src/db/client.ts';
import { seedContent } from '../../../server/src/db/seed/seed-content.ts';

export interface TestDatabase {
  database: Database;
  url: string | undefined;
  drop(): Promise<void>;
}

export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface CreateTestDatabaseOptions {
  /** Apply the migrations (default true); false gives an empty database. */
  migrate?: boolean;
  /** Load the bundled content too (seedContent), as a server's first start does. */
  seed?: boolean;
}

/** The environment variables naming the PostgreSQL templates the global set-up made. */
export const TEMPLATE_ENV = { migrated: 'TEST_DATABASE_TEMPLATE', seeded: 'TEST_DATABASE_TEMPLATE_SEEDED' } as const;

type Kind = 'empty' | keyof typeof TEMPLATE_ENV;
const kindOf = (opts: CreateTestDatabaseOptions): Kind => (opts.migrate === false ? 'empty' : opts.seed ? 'seeded' : 'migrated');

export const newDatabaseName = (tag = 't') => `charades_${tag}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

async function adminQuery(baseUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** Migrates (and seeds) an open database the way a test database of `kind` must be. */
async function prepare(database: Database, kind: Kind, url?: string): Promise<void> {
  if (kind === 'empty') return;
  await runMigrations(database, url);
  if (kind === 'seeded') await seedContent(database.db);
}

// PGlite: one prepared database per kind and process, dumped; later ones load the dump.
const pgliteDumps = new Map<Kind, Promise<Blob | undefined>>();

function pgliteDump(kind: Kind): Promise<Blob | undefined> {
  let dump = pgliteDumps.get(kind);
  if (!dump) {
    dump = (async () => {
      if (kind === 'empty') return undefined;
      const database = await openDatabase({ pgliteDir: 'memory://' });
      try {
        await prepare(database, kind);
        return await database.dumpDataDir!();
      } finally {
        await database.close();
      }
    })();
    pgliteDumps.set(kind, dump);
  }
  return dump;
}

export async function createTestDatabase(opts: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const kind = kindOf(opts);
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteDump: await pgliteDump(kind) });
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = newDatabaseName();
  const template = kind === 'empty' ? undefined : process.env[TEMPLATE_ENV[kind]];
  await adminQuery(baseUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = withDatabaseName(baseUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
  if (!template) await prepare(database, kind, url);
  return {
    database,
    url,
    async drop() {
      await database.close().catch(() => {});
      await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * Makes a PostgreSQL template database of `kind` under a new name and returns the name: no
 * connection stays open to it, as `CREATE DATABASE … TEMPLATE` requires.
 */
export async function createTemplateDatabase(baseUrl: string, kind: 'migrated' | 'seeded'): Promise<string> {
  const name = newDatabaseName(`tpl_${kind}`);
  await adminQuery(baseUrl, `create database "${name}"`);
  const url = withDatabaseName(baseUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await prepare(database, kind, url);
  } finally {
    await database.close();
  }
  return name;
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
}
