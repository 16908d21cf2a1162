// The committed migrations on both databases the app runs on: embedded PGlite (always) and
// PostgreSQL (when DATABASE_URL is set). The schema's rules are enforced by the database
// itself, so no code path can break them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, openDatabase, runMigrations, type Database } from '../../server/src/db/client.ts';
import { payments, profiles, titles, userPlayedTitles, users } from '../../server/src/db/schema/index.ts';
import { CHECK_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../server/src/lib/pg-error.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { firstRow } from './helpers/rows.ts';

const EXPECTED_TABLES = [
  'users',
  'profiles',
  'auth_sessions',
  'refresh_tokens',
  'one_time_tokens',
  'categories',
  'titles',
  'user_played_titles',
  'game_sessions',
  'token_ledger',
  'coupons',
  'coupon_redemptions',
  'payments',
  'audit_log',
  'tv_links',
  'payment_refunds',
  'access_refusals',
  'bulk_actions',
  'images',
];

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer {rows}; the union of their result types has no common `rows` type.
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function publicTables(database: Database): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    database,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

async function appliedMigrations(database: Database): Promise<number> {
  const rows = await rowsOf<{ n: number }>(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return firstRow(rows, 'a count of applied migrations').n;
}

/** Runs fn, which must fail in the database; returns the SQLSTATE. */
async function sqlStateOf(fn: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await fn();
  } catch (err) {
    return pgErrorCode(err);
  }
  throw new Error('expected the database to refuse the statement');
}

async function emptyPglite(): Promise<TestDatabase> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  return { database, url: undefined, drop: () => database.close() };
}

function migrationSuite(label: string, openEmpty: () => Promise<TestDatabase>) {
  let target: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    target = await openEmpty();
    database = target.database;
  });
  afterAll(async () => {
    await target?.drop();
  });

  it(`applies to an empty ${label} database and creates every table`, async () => {
    expect(await publicTables(database)).toEqual([]);
    await runMigrations(database, target.url);
    const tables = await publicTables(database);
    for (const table of EXPECTED_TABLES) expect(tables).toContain(table);
    expect(await appliedMigrations(database)).toBe(journal.entries.length);
  });

  it('is a no-op when run again', async () => {
    const tablesBefore = await publicTables(database);
    await database.db.insert(users).values({ email: 'keep@example.com', passwordHash: 'x' });
    await runMigrations(database, target.url);
    await runMigrations(database, target.url);
    expect(await publicTables(database)).toEqual(tablesBefore);
    expect(await appliedMigrations(database)).toBe(journal.entries.length);
    // Data written in between is untouched.
    expect((await database.db.select().from(users).where(eq(users.email, 'keep@example.com'))).length).toBe(1);
  });

  it("0003 takes sandbox (test) payments out of profiles' paid totals, and only those", async () => {
    const person = async (email: string, totals: { totalAmountPaid: string; totalPaymentsCount: number }) => {
      const user = firstRow(await database.db.insert(users).values({ email, passwordHash: 'x' }).returning(), email);
      await database.db.insert(profiles).values({ id: user.id, email, ...totals });
      return user.id;
    };
    // Settled before the fix: 3.500 + 2.000 of sandbox sales counted beside 0.500 of real money.
    const tester = await person('sandbox-buyer@example.com', { totalAmountPaid: '6.000', totalPaymentsCount: 3 });
    // Only real money (and a total the migration must not recount): left as it is.
    const real = await person('real-buyer@example.com', { totalAmountPaid: '9.999', totalPaymentsCount: 7 });
    const pay = (userId: string, paymentGateway: string, status: 'Paid' | 'Failed' | 'Pending', amount: string) => ({
      userId,
      paymentGateway,
      status,
      amount,
      tokens: 5,
    });
    await database.db
      .insert(payments)
      .values([
        pay(tester, 'sandbox', 'Paid', '3.500'),
        pay(tester, 'sandbox', 'Paid', '2.000'),
        pay(tester, 'sandbox', 'Failed', '1.000'),
        pay(tester, 'myfatoorah', 'Paid', '0.500'),
        pay(tester, 'myfatoorah', 'Pending', '2.000'),
        pay(tester, 'coupon', 'Paid', '0.000'),
        pay(real, 'myfatoorah', 'Paid', '2.000'),
      ]);
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0003_test_payments_out_of_totals.sql'), 'utf8');
    const totals = async (id: string) => {
      const row = firstRow(await database.db.select().from(profiles).where(eq(profiles.id, id)), 'the profile');
      return [row.totalAmountPaid, row.totalPaymentsCount];
    };
    // Idempotent: a second run recounts the same figures.
    for (let run = 0; run < 2; run++) {
      await database.db.execute(sql.raw(migration));
      expect(await totals(tester)).toEqual(['0.500', 1]);
      expect(await totals(real)).toEqual(['9.999', 7]);
    }
  });

  it('refuses a negative token balance (23514) and leaves the row unchanged', async () => {
    const user = firstRow(
      await database.db.insert(users).values({ email: 'tokens@example.com', passwordHash: 'x' }).returning(),
      'the new user',
    );
    await database.db.insert(profiles).values({ id: user.id, email: user.email, tokens: 2 });
    const code = await sqlStateOf(() => database.db.update(profiles).set({ tokens: -1 }).where(eq(profiles.id, user.id)));
    expect(code).toBe(CHECK_VIOLATION);
    const after = firstRow(await database.db.select().from(profiles).where(eq(profiles.id, user.id)), 'the profile');
    expect(after.tokens).toBe(2);
    // A decrement past zero in one statement is refused just the same.
    const code2 = await sqlStateOf(() =>
      database.db
        .update(profiles)
        .set({ tokens: sql`${profiles.tokens} - 3` })
        .where(eq(profiles.id, user.id)),
    );
    expect(code2).toBe(CHECK_VIOLATION);
    expect(firstRow(await database.db.select().from(profiles).where(eq(profiles.id, user.id)), 'the profile').tokens).toBe(2);
    // Zero is allowed.
    await database.db.update(profiles).set({ tokens: 0 }).where(eq(profiles.id, user.id));
    expect(firstRow(await database.db.select().from(profiles).where(eq(profiles.id, user.id)), 'the profile').tokens).toBe(0);
  });

  it('keeps e-mails unique whatever their case (23505)', async () => {
    await database.db.insert(users).values({ email: 'Case.Test@Example.com', passwordHash: 'first' });
    const code = await sqlStateOf(() => database.db.insert(users).values({ email: 'case.test@EXAMPLE.COM', passwordHash: 'second' }));
    expect(code).toBe(UNIQUE_VIOLATION);
    const rows = await database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'case.test@example.com'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.passwordHash).toBe('first');
  });

  it('records each title once per user (23505 on a repeat)', async () => {
    const user = firstRow(
      await database.db.insert(users).values({ email: 'played@example.com', passwordHash: 'x' }).returning(),
      'the new user',
    );
    const title = firstRow(await database.db.insert(titles).values({ title: 'Casablanca', language: 'en' }).returning(), 'the new title');
    const other = firstRow(
      await database.db.insert(titles).values({ title: 'Vertigo', language: 'en' }).returning(),
      'the other new title',
    );
    await database.db.insert(userPlayedTitles).values({ userId: user.id, titleId: title.id, language: 'en' });
    const code = await sqlStateOf(() =>
      database.db.insert(userPlayedTitles).values({ userId: user.id, titleId: title.id, language: 'en' }),
    );
    expect(code).toBe(UNIQUE_VIOLATION);
    // Another title for the same user is fine.
    await database.db.insert(userPlayedTitles).values({ userId: user.id, titleId: other.id, language: 'en' });
    const rows = await database.db.select().from(userPlayedTitles).where(eq(userPlayedTitles.userId, user.id));
    expect(rows.map((r) => r.titleId).sort()).toEqual([title.id, other.id].sort());
  });
}

describe('migrations on PGlite', () => {
  migrationSuite('PGlite', emptyPglite);
});

describe.skipIf(!process.env.DATABASE_URL)('migrations on PostgreSQL', () => {
  migrationSuite('PostgreSQL', () => createTestDatabase({ migrate: false }));

  it('two servers migrating one fresh database at once both succeed, and apply it once', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    const second = await openDatabase({ databaseUrl: fresh.url });
    const third = await openDatabase({ databaseUrl: fresh.url });
    try {
      expect(await publicTables(fresh.database)).toEqual([]);
      const results = await Promise.allSettled([
        runMigrations(fresh.database, fresh.url),
        runMigrations(second, fresh.url),
        runMigrations(third, fresh.url),
      ]);
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const tables = await publicTables(fresh.database);
      for (const table of EXPECTED_TABLES) expect(tables).toContain(table);
      expect(await appliedMigrations(fresh.database)).toBe(journal.entries.length);
    } finally {
      await second.close();
      await third.close();
      await fresh.drop();
    }
  });
});
