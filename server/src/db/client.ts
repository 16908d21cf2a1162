// One database handle for the whole server: PostgreSQL when DATABASE_URL is set, otherwise
// embedded PGlite under DATA_DIR/pg. Both speak the same SQL and run the same migrations.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import * as schema from './schema/index.ts';
import { acquireDirLock } from '../lib/dir-lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database itself: domain functions accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool now (for metrics); PGlite has one in-process connection and no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data directory as a tarball, for pgliteDump. */
  dumpDataDir?: () => Promise<Blob>;
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for a throwaway in-memory database. */
  pgliteDir?: string;
  /** PGlite: start from this dump (Database.dumpDataDir) instead of an empty cluster. */
  pgliteDump?: Blob;
  poolSize?: number;
  /** Told about every PostgreSQL connection that fails (a terminated backend, a cut TCP
   *  connection); the failure itself reaches the query that was running, as a rejection. */
  onConnectionError?: (err: Error) => void;
}

/** The lock file beside an embedded data directory (see lib/dir-lock.ts). */
export const pgliteLockFile = (dir: string) => `${path.resolve(dir)}.lock`;

/** close() may be reached from several owners (app shutdown, test teardown); run it once. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let p: Promise<void> | undefined;
  return () => (p ??= fn());
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { createResilientPool } = await import('./resilient-pool.ts');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Connections dying in use cost the requests on them a 503, never the process or the
    // pool (see resilient-pool.ts).
    const pool = createResilientPool(
      { connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 },
      opts.onConnectionError ?? (() => {}),
    );
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: once(() => pool.end()),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = opts.pgliteDir ?? 'memory://';
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) await mkdir(path.dirname(dir), { recursive: true });
  // Throws DirectoryLockedError while another process has this directory open.
  const lock = inMemory ? undefined : acquireDirLock(pgliteLockFile(dir));
  let client;
  try {
    client = await PGlite.create(dir, opts.pgliteDump ? { loadDataDir: opts.pgliteDump } : {});
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: once(async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    }),
  };
}

// Arbitrary constant: every server process migrating the same database takes this lock, so
// replicas starting together apply each migration exactly once.
const MIGRATION_LOCK_KEY = 72_616_465;

/**
 * Applies the migrations. On PostgreSQL they run through `migrationUrl` (DATABASE_MIGRATION_URL,
 * else DATABASE_URL): when that is another role than the one `database` connects as, the
 * migrating role grants the app's role its privileges afterwards (db/app-role-grants.ts).
 */
export async function runMigrations(database: Database, migrationUrl?: string): Promise<void> {
  if (database.kind === 'postgres') {
    if (!migrationUrl) throw new Error('runMigrations: migrationUrl is required for PostgreSQL');
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { sql } = await import('drizzle-orm');
    const { grantAppRole } = await import('./app-role-grants.ts');
    const client = new pg.Client({ connectionString: migrationUrl });
    // The connection dying mid-migration fails the migration (the boot), not the process
    // by an unhandled 'error' event.
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
      // Who the app connects as; with one URL for both this is the migrating role itself.
      // This branch's db is node-postgres, whose execute() answers a pg QueryResult.
      const result: unknown = await database.db.execute(sql`select current_user as role`);
      const role = (result as { rows?: { role?: unknown }[] }).rows?.[0]?.role;
      if (typeof role !== 'string') throw new Error('runMigrations: could not read the app role');
      await grantAppRole(client, role);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      await client.end();
    }
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // Db is typed as the node-postgres flavour for the app; this branch holds the PGlite one.
    await migrate(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: MIGRATIONS_DIR });
  }
}
