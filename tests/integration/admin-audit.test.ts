// The audit log (issue 11): append-only in the database itself, read back newest first
// through GET /api/admin/audit-log, and refused admin requests recorded while nothing else
// changes. Runs on the configured database (PostgreSQL with DATABASE_URL, else PGlite); the
// append-only check also runs on an embedded PGlite every time, so both engines are proven.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { auditLog, coupons, profiles } from '../../server/src/db/schema/index.ts';
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

beforeAll(async () => {
  t = await startTestApp();
  admin = new HttpClient(t.baseUrl);
  const { user } = await admin.signUp(uniqueEmail('audit-admin'));
  await t.db
    .update(profiles)
    .set({ role: 'admin' })
    .where(eq(profiles.id, (user as { id: string }).id));
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

describe('GET /api/admin/audit-log', () => {
  it('answers the latest 100 entries, newest first', async () => {
    for (let n = 0; n < 105; n++) {
      // PGlite's clock ticks in milliseconds and rows of one millisecond tie (then the random
      // id decides): a pause keeps "newest" well defined for the check.
      await new Promise((resolve) => setTimeout(resolve, 2));
      await recordAudit(t.db, { actor, action: 'listing_probe', target: { type: 'coupon', id: null, label: `#${n}` }, details: { n } });
    }
    const res = await admin.get('/api/admin/audit-log');
    expect(res.status).toBe(200);
    const items = res.body.items as { action: string; createdAt: string; details: { n: number } }[];
    expect(items).toHaveLength(100);
    expect(items.every((i) => i.action === 'listing_probe')).toBe(true);
    expect(items.map((i) => i.details.n)).toEqual(Array.from({ length: 100 }, (_, k) => 104 - k));
    const times = items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items[0]).toMatchObject({ adminId: null, adminEmail: 'cli@example.com', targetType: 'coupon', targetLabel: '#104' });
  });
});

describe('refused admin requests', () => {
  async function state() {
    const audit = firstRow(await t.db.select({ n: count() }).from(auditLog), 'audit count').n;
    const couponRows = await t.db.select().from(coupons).orderBy(asc(coupons.id));
    const profileRows = await t.db.select().from(profiles).orderBy(asc(profiles.id));
    return { audit, couponRows, profileRows };
  }

  it('signed out 401, user 403, suspended 403: each writes one admin_access_denied row and changes nothing else', async () => {
    const signedOut = new HttpClient(t.baseUrl);
    const user = new HttpClient(t.baseUrl);
    const userEmail = uniqueEmail('audit-user');
    const userId = ((await user.signUp(userEmail)).user as { id: string }).id;
    const suspended = new HttpClient(t.baseUrl);
    const suspendedEmail = uniqueEmail('audit-suspended');
    const suspendedId = ((await suspended.signUp(suspendedEmail)).user as { id: string }).id;
    await t.db.update(profiles).set({ role: 'suspended' }).where(eq(profiles.id, suspendedId));

    const who: [string, HttpClient, number, string | null, string | null][] = [
      ['signed out', signedOut, 401, null, null],
      ['user', user, 403, userId, 'user'],
      ['suspended', suspended, 403, suspendedId, 'suspended'],
    ];
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/audit-log', undefined],
      ['GET', '/api/admin/stats', undefined],
      ['POST', '/api/admin/coupons', { code: 'SNEAKY', type: 'free', freeTokens: 1000 }],
      ['DELETE', '/api/admin/coupons/00000000-0000-4000-8000-000000000000', undefined],
    ];
    for (const [name, client, status, id, role] of who) {
      for (const [method, path, body] of calls) {
        const before = await state();
        const res = await client.request(method, `${path}?q=secret-search`, body);
        expect(res.status, `${name} ${method} ${path}`).toBe(status);
        expect(res.body.error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
        const after = await state();
        expect(after.audit).toBe(before.audit + 1);
        expect(after.couponRows).toEqual(before.couponRows);
        expect(after.profileRows).toEqual(before.profileRows);
        const [latest] = await admin.get('/api/admin/audit-log').then((r) => r.body.items as Record<string, unknown>[]);
        expect(latest).toMatchObject({
          action: 'admin_access_denied',
          adminId: id,
          targetType: 'route',
          // The query string is not kept: searches are not evidence.
          targetLabel: `${method} ${path}`,
          details: { status, ...(role ? { role } : {}) },
        });
      }
    }
  });
});
