// The audit log (issues 11 and 17): append-only in the database itself; read back through
// GET /api/admin/audit-log paged and filtered, exported as CSV; refusals at the admin gate
// counted apart (access_refusals) so no volume of them can push a staff action out of view.
// Runs on the configured database (PostgreSQL with DATABASE_URL, else PGlite); the
// append-only check also runs on an embedded PGlite every time, so both engines are proven.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { parseCsv } from '../../shared/src/csv.ts';
import { accessRefusals, auditLog, profiles } from '../../server/src/db/schema/index.ts';
import { openDatabase, runMigrations, type Db } from '../../server/src/db/client.ts';
import { recordAudit } from '../../server/src/services/admin/record-audit.ts';
import { pgErrorCode } from '../../server/src/lib/pg-error.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';

const INSUFFICIENT_PRIVILEGE = '42501';
const actor = { id: null, email: 'cli@example.com', ip: null, userAgent: 'test' };

let t: TestApp;
let admin: HttpClient;
let adminId: string;
let adminEmail: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = new HttpClient(t.baseUrl);
  adminEmail = uniqueEmail('audit-admin');
  const { user } = await admin.signUp(adminEmail);
  adminId = (user as { id: string }).id;
  await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, adminId));
});
afterAll(async () => {
  await t?.close();
});

/** The SQLSTATE the statement was refused with (undefined if it was not refused). */
async function refusal(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (err) {
    return pgErrorCode(err);
  }
  return undefined;
}

async function expectAppendOnly(db: Db) {
  await recordAudit(db, { actor, action: 'append_only_probe', details: { n: 1 } });
  const before = await db.select().from(auditLog).orderBy(asc(auditLog.id));
  expect(before.length).toBeGreaterThan(0);
  expect(await refusal(() => db.update(auditLog).set({ action: 'rewritten' }))).toBe(INSUFFICIENT_PRIVILEGE);
  expect(await refusal(() => db.execute(sql`update audit_log set details = null`))).toBe(INSUFFICIENT_PRIVILEGE);
  expect(await refusal(() => db.delete(auditLog))).toBe(INSUFFICIENT_PRIVILEGE);
  expect(await refusal(() => db.execute(sql`delete from audit_log where action = 'append_only_probe'`))).toBe(INSUFFICIENT_PRIVILEGE);
  expect(await refusal(() => db.execute(sql`truncate audit_log`))).toBe(INSUFFICIENT_PRIVILEGE);
  // Inside a transaction too: the refusal rolls the transaction back.
  expect(
    await refusal(() =>
      db.transaction(async (tx) => {
        await tx.delete(auditLog).where(eq(auditLog.action, 'append_only_probe'));
      }),
    ),
  ).toBe(INSUFFICIENT_PRIVILEGE);
  expect(await db.select().from(auditLog).orderBy(asc(auditLog.id))).toEqual(before);
}

describe('the audit table is append-only', () => {
  it("refuses UPDATE, DELETE and TRUNCATE through the app's own connection (42501 insufficient_privilege)", async () => {
    await expectAppendOnly(t.db);
  });

  it('refuses them on an embedded PGlite database as well', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await runMigrations(database);
      expect(database.kind).toBe('pglite');
      await expectAppendOnly(database.db);
    } finally {
      await database.close();
    }
  });
});

interface Entry {
  id: string;
  action: string;
  createdAt: string;
  adminId: string | null;
  adminEmail: string | null;
  targetId: string | null;
  targetLabel: string | null;
  details: Record<string, unknown> | null;
}
interface AuditPage {
  items: Entry[];
  total: number;
  page: number;
  pageSize: number;
}

async function auditPage(query = ''): Promise<AuditPage> {
  const res = await admin.get<AuditPage>(`/api/admin/audit-log${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Sum of the refusals counted at the gate. */
async function refusalTotal(): Promise<number> {
  return firstRow(await t.db.select({ n: sql<number>`coalesce(sum(${accessRefusals.count}), 0)::int` }).from(accessRefusals), 'refusals').n;
}

/** Rows written straight in, at a chosen time (the table takes inserts; only changes are refused). */
async function insertEntries(action: string, times: Date[], extra: Partial<typeof auditLog.$inferInsert> = {}) {
  await t.db
    .insert(auditLog)
    .values(times.map((createdAt, n) => ({ action, createdAt, details: { n }, adminEmail: 'cli@example.com', ...extra })));
}

describe('GET /api/admin/audit-log: pages', () => {
  it('pages through every entry newest first, with the total of the filtered rows', async () => {
    // 105 entries one second apart, so "newest first" is well defined on any clock.
    const base = Date.parse('2026-03-01T08:00:00Z');
    await insertEntries(
      'listing_probe',
      Array.from({ length: 105 }, (_, n) => new Date(base + n * 1000)),
    );
    const pages = await Promise.all([1, 2, 3].map((p) => auditPage(`action=listing_probe&pageSize=50&page=${p}`)));
    expect(pages.map((p) => [p.total, p.page, p.pageSize, p.items.length])).toEqual([
      [105, 1, 50, 50],
      [105, 2, 50, 50],
      [105, 3, 50, 5],
    ]);
    const ns = pages.flatMap((p) => p.items.map((i) => i.details?.n));
    expect(ns).toEqual(Array.from({ length: 105 }, (_, k) => 104 - k));
    // Past the end: an empty page, the same total.
    expect(await auditPage('action=listing_probe&pageSize=50&page=4')).toMatchObject({ items: [], total: 105 });
    // The default page size is 50.
    expect((await auditPage('action=listing_probe')).items).toHaveLength(50);
  });

  it('refuses bad paging and dates with a clear code', async () => {
    const cases: [string, string][] = [
      ['pageSize=201', 'validation_failed'],
      ['page=0', 'validation_failed'],
      ['from=2026-13-01', 'date_invalid'],
      ['to=yesterday', 'date_invalid'],
      ['from=2026-03-02&to=2026-03-01', 'date_range_invalid'],
      [`admin=${'x'.repeat(201)}`, 'text_too_long'],
    ];
    for (const [query, code] of cases) {
      for (const path of ['/api/admin/audit-log', '/api/admin/audit-log/export']) {
        const res = await admin.get(`${path}?${query}`);
        expect({ query, path, status: res.status, code: res.body?.error?.code }).toEqual({ query, path, status: 400, code });
      }
    }
  });
});

describe('GET /api/admin/audit-log: filters', () => {
  it('by action, by admin (e-mail part or id prefix) and by target user (e-mail part or id)', async () => {
    const player = new HttpClient(t.baseUrl);
    const playerEmail = uniqueEmail('audit-target');
    const playerId = ((await player.signUp(playerEmail)).user as { id: string }).id;
    expect((await admin.patch(`/api/admin/users/${playerId}/tokens`, { tokens: 9, expectedTokens: 1, reason: 'Correction' })).status).toBe(
      200,
    );

    const byEmail = await auditPage(`target=${encodeURIComponent(playerEmail.slice(0, 18).toUpperCase())}`);
    expect(byEmail.total).toBe(1);
    expect(byEmail.items[0]).toMatchObject({ action: 'token_update', targetId: playerId, targetLabel: playerEmail, adminId });
    expect((await auditPage(`target=${playerId}`)).items.map((i) => i.action)).toEqual(['token_update']);
    expect((await auditPage(`target=${playerId.slice(0, 8)}`)).total).toBe(1);

    const mine = await auditPage(`admin=${encodeURIComponent(adminEmail.split('@')[0] ?? '')}&action=token_update`);
    expect(mine.items.map((i) => i.targetId)).toEqual([playerId]);
    expect((await auditPage(`admin=${adminId.slice(0, 8)}&target=${playerId}`)).total).toBe(1);
    expect((await auditPage(`admin=nobody-like-this&target=${playerId}`)).total).toBe(0);
    // LIKE's wildcards are matched literally.
    expect((await auditPage('target=%25')).total).toBe(0);
    expect((await auditPage('action=token_update')).items.every((i) => i.action === 'token_update')).toBe(true);
  });

  it('by Kuwait calendar days, both ends included', async () => {
    // 20:59:59 UTC is 23:59:59 in Kuwait (UTC+3) on the 10th; 21:00 UTC is already the 11th.
    await insertEntries('range_probe', [
      new Date('2026-01-09T21:00:00Z'),
      new Date('2026-01-10T20:59:59Z'),
      new Date('2026-01-10T21:00:00Z'),
      new Date('2026-01-11T20:59:59Z'),
      new Date('2026-01-11T21:00:00Z'),
    ]);
    const ns = async (q: string) => (await auditPage(`action=range_probe&${q}`)).items.map((i) => i.details?.n);
    expect(await ns('from=2026-01-10&to=2026-01-10')).toEqual([1, 0]);
    expect(await ns('from=2026-01-11&to=2026-01-11')).toEqual([3, 2]);
    expect(await ns('from=2026-01-11')).toEqual([4, 3, 2]);
    expect(await ns('to=2026-01-10')).toEqual([1, 0]);
    expect(await ns('from=2026-01-12&to=2026-01-31')).toEqual([4]);
  });
});

describe('GET /api/admin/audit-log/export', () => {
  it('answers the filtered rows, every page, as CSV with the screen headers and formulas neutralised', async () => {
    const base = Date.parse('2026-04-01T08:00:00Z');
    await insertEntries(
      'export_probe',
      Array.from({ length: 60 }, (_, n) => new Date(base + n * 1000)),
      { targetType: 'coupon', targetLabel: '=HYPERLINK("http://evil.example","x")' },
    );
    await insertEntries('export_probe', [new Date('2026-05-01T08:00:00Z')], { targetLabel: 'outside the range' });
    const res = await admin.get<string>('/api/admin/audit-log/export?action=export_probe&to=2026-04-30&page=2&pageSize=10');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="audit-log.csv"');
    expect(res.headers.get('x-total-count')).toBe('60');
    expect(res.headers.get('x-export-truncated')).toBe('false');
    const records = parseCsv(res.body).map((r) => r.fields);
    expect(records[0]?.slice(0, 6)).toEqual(['Date & Time (UTC)', 'Action', 'Admin ID', 'Admin Email', 'Target Type', 'Target User']);
    // The paging of the screen does not apply: all 60, newest first.
    expect(records).toHaveLength(61);
    expect(records.slice(1).map((r) => JSON.parse(r[9] ?? '{}').n)).toEqual(Array.from({ length: 60 }, (_, k) => 59 - k));
    expect(records[1]?.[0]).toBe(new Date(base + 59_000).toISOString());
    expect(records[1]?.[6]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(res.body).not.toContain('outside the range');
  });
});

describe('refusals are security events, apart from staff actions', () => {
  it('500 refusals from one address and one staff action: the action is on page 1, the refusals one group of 500', async () => {
    const auditBefore = firstRow(await t.db.select({ n: count() }).from(auditLog), 'audit count').n;
    const refusedBefore = await refusalTotal();
    // Rows of refusals written before issue 17 are not staff actions either.
    await insertEntries(
      'admin_access_denied',
      Array.from({ length: 120 }, () => new Date()),
      { adminEmail: null, targetType: 'route', targetLabel: 'GET /api/admin/stats' },
    );
    const user = new HttpClient(t.baseUrl);
    await user.signUp(uniqueEmail('audit-prober'));
    const anonymous = new HttpClient(t.baseUrl);
    const routes = ['/api/admin/users', '/api/admin/audit-log', '/api/admin/revenue', '/api/admin/audit-log/export'];
    // Real requests, 10 at a time: 400 signed out (401) and 100 from a signed-in player (403).
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 50; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, k) => {
          const n = batch * 10 + k;
          return (n % 5 === 4 ? user : anonymous).get(`${routes[n % routes.length]}?probe=${n}`);
        }),
      );
      for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 401: 400, 403: 100 });
    expect(await refusalTotal()).toBe(refusedBefore + 500);
    // Not one row in the audit log for them.
    expect(firstRow(await t.db.select({ n: count() }).from(auditLog), 'audit count').n).toBe(auditBefore + 120);

    // One staff action after them all.
    const code = `STAFF${Date.now()}`;
    expect((await admin.post('/api/admin/coupons', { code, type: 'free', freeTokens: 2 })).status).toBe(201);
    const first = await auditPage();
    expect(first.items[0]).toMatchObject({ action: 'coupon_created', targetLabel: code, adminId });
    expect(first.items.some((i) => i.action === 'admin_access_denied')).toBe(false);
    // Asked for by name, the old rows are still there (the log is append-only).
    expect((await auditPage('action=admin_access_denied')).total).toBe(120);
    // The dashboard's Security card counts staff actions only.
    const stats = await admin.get('/api/admin/stats');
    expect(stats.body.auditLog).toBe(firstRow(await t.db.select({ n: count() }).from(auditLog), 'n').n - 120);

    // The refusals: one group per address and 10-minute window (two if the run crossed a
    // window's edge), 500 in all, newest first, with the last refused route and code.
    const res = await admin.get('/api/admin/audit-log/refusals');
    expect(res.status).toBe(200);
    const groups = res.body.items as {
      ip: string;
      count: number;
      windowStart: string;
      lastAt: string;
      lastRoute: string;
      lastCode: string;
    }[];
    expect(res.body.last24Hours).toBe(refusedBefore + 500);
    expect(groups.length).toBeLessThanOrEqual(refusedBefore > 0 ? 3 : 2);
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(refusedBefore + 500);
    expect(groups[0]?.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(routes.map((r) => `GET ${r}`)).toContain(groups[0]?.lastRoute);
    expect(['unauthorized', 'forbidden']).toContain(groups[0]?.lastCode);
    expect(Date.parse(groups[0]?.windowStart ?? '') % (10 * 60_000)).toBe(0);
  });

  it('refusal groups page and filter by day, and a bad query is refused', async () => {
    // Two old windows of another address, written as the gate would have.
    await t.db.insert(accessRefusals).values([
      {
        ip: '203.0.113.5',
        windowStart: new Date('2026-02-01T10:00:00Z'),
        count: 412,
        firstAt: new Date('2026-02-01T10:00:01Z'),
        lastAt: new Date('2026-02-01T10:09:59Z'),
      },
      {
        ip: '203.0.113.5',
        windowStart: new Date('2026-02-01T10:10:00Z'),
        count: 3,
        firstAt: new Date('2026-02-01T10:10:01Z'),
        lastAt: new Date('2026-02-01T10:11:00Z'),
      },
    ]);
    const day = await admin.get('/api/admin/audit-log/refusals?from=2026-02-01&to=2026-02-01&pageSize=1');
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(day.body.items).toEqual([expect.objectContaining({ ip: '203.0.113.5', count: 3 })]);
    const second = await admin.get('/api/admin/audit-log/refusals?from=2026-02-01&to=2026-02-01&pageSize=1&page=2');
    expect(second.body.items).toEqual([expect.objectContaining({ count: 412, windowStart: '2026-02-01T10:00:00.000Z' })]);
    for (const [query, code] of [
      ['from=2026-02-30', 'date_invalid'],
      ['from=2026-02-02&to=2026-02-01', 'date_range_invalid'],
      ['pageSize=101', 'validation_failed'],
    ]) {
      const res = await admin.get(`/api/admin/audit-log/refusals?${query}`);
      expect([query, res.status, res.body.error?.code]).toEqual([query, 400, code]);
    }
  });
});
