// The authorization matrix of /api/admin: every admin route × {signed out, user, suspended,
// support, finance, admin} → 401 / 403 / 403 / its staff roles' answer. Who may call each route
// is written here by hand (`who`), a second statement of the policy that the server (and the
// shared table the client hides buttons by, shared/src/staff/staff-access.ts) must both match:
// support reads everything and adds or removes a few games, finance has the money and the
// exports, admin everything (issue 32 §4). A refusal changes nothing (every watched table and the audit
// log are byte-for-byte the same afterwards) and is counted as a security event in
// access_refusals, per address and 10-minute window (issue 17 §3), never in the audit log. The route
// list is checked against the routes the app really serves (its OpenAPI document), so a new
// admin route cannot be added without joining this matrix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import {
  accessRefusals,
  auditLog,
  categories,
  coupons,
  deckTitles,
  decks,
  payments,
  profiles,
  titles,
} from '../../server/src/db/schema/index.ts';
import { makePng } from './helpers/image-files.ts';
import { ROUTE_NAMES } from '../../shared/src/api/route-names.ts';
import { ADMIN_ROUTE_ROLES, type AdminRouteName } from '../../shared/src/staff/staff-access.ts';
import type { StaffRole } from '../../shared/src/staff/staff-roles.ts';
import { firstRow } from './helpers/rows.ts';

// Every table the admin routes could change; the audit log is checked on its own.
const WATCHED_TABLES = [
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
  'payment_refunds',
  'payment_attempts',
  'bulk_actions',
  'images',
  'decks',
  'deck_titles',
  'deck_reports',
  'staff_notes',
  'staff_two_factor',
  'staff_recovery_codes',
];

interface Fixture {
  categoryId: string;
  titleId: string;
  couponId: string;
  victimId: string;
  /** A Pending card payment of the victim's. */
  paymentId: string;
  /** A shared deck of the victim's. */
  deckId: string;
}

/** Who may call a route: every staff role, finance (and admin), support (and admin), admin only. */
type Who = 'all' | 'finance' | 'support' | 'admin';
const MAY: Record<Who, readonly StaffRole[]> = {
  all: ['support', 'finance', 'admin'],
  finance: ['finance', 'admin'],
  support: ['support', 'admin'],
  admin: ['admin'],
};

interface AdminRoute {
  who: Who;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The path as the OpenAPI document names it. */
  pattern: string;
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  csv?: string;
  headers?: Record<string, string>;
  /** What an admin gets when not 2xx: the route's own answer past the gate (see its entry). */
  adminStatus?: number;
}

const suffix = () => randomBytes(4).toString('hex');

const ROUTES: AdminRoute[] = [
  { who: 'all', method: 'GET', pattern: '/api/admin/stats', path: () => '/api/admin/stats' },
  { who: 'all', method: 'GET', pattern: '/api/admin/revenue', path: () => '/api/admin/revenue?days=7' },
  { who: 'all', method: 'GET', pattern: '/api/admin/audit-log', path: () => '/api/admin/audit-log?page=1&pageSize=10' },
  {
    who: 'finance',
    method: 'GET',
    pattern: '/api/admin/audit-log/export',
    path: () => '/api/admin/audit-log/export?action=coupon_created',
  },
  { who: 'all', method: 'GET', pattern: '/api/admin/audit-log/refusals', path: () => '/api/admin/audit-log/refusals' },
  { who: 'all', method: 'GET', pattern: '/api/admin/categories', path: () => '/api/admin/categories?search=a&language=en' },
  {
    who: 'admin',
    method: 'POST',
    pattern: '/api/admin/categories',
    path: () => '/api/admin/categories',
    body: () => ({ title: 'Matrix category', internalId: `matrix-${suffix()}`, language: 'en' }),
  },
  {
    who: 'admin',
    method: 'PATCH',
    pattern: '/api/admin/categories/{id}',
    path: (f) => `/api/admin/categories/${f.categoryId}`,
    body: () => ({ title: 'Renamed', internalId: `matrix-${suffix()}`, language: 'en', isActive: false }),
  },
  { who: 'admin', method: 'DELETE', pattern: '/api/admin/categories/{id}', path: (f) => `/api/admin/categories/${f.categoryId}` },
  { who: 'all', method: 'GET', pattern: '/api/admin/titles', path: () => '/api/admin/titles?page=1&pageSize=10' },
  {
    who: 'admin',
    method: 'POST',
    pattern: '/api/admin/titles',
    path: () => '/api/admin/titles',
    body: (f) => ({ title: 'Matrix title', language: 'en', categoryId: f.categoryId }),
  },
  {
    who: 'admin',
    method: 'PATCH',
    pattern: '/api/admin/titles/{id}',
    path: (f) => `/api/admin/titles/${f.titleId}`,
    body: (f) => ({ title: 'Edited title', language: 'en', categoryId: f.categoryId, posterUrl: '' }),
  },
  { who: 'admin', method: 'DELETE', pattern: '/api/admin/titles/{id}', path: (f) => `/api/admin/titles/${f.titleId}` },
  {
    who: 'admin',
    method: 'POST',
    pattern: '/api/admin/titles/bulk',
    path: () => '/api/admin/titles/bulk',
    body: (f) => ({ action: 'delete', ids: [f.titleId] }),
  },
  // Right after the bulk delete above: for an admin, it undoes that one (the latest).
  { who: 'admin', method: 'POST', pattern: '/api/admin/bulk/undo', path: () => '/api/admin/bulk/undo', body: () => ({}) },
  { who: 'all', method: 'GET', pattern: '/api/admin/bulk/last', path: () => '/api/admin/bulk/last' },
  {
    who: 'admin',
    method: 'POST',
    pattern: '/api/admin/categories/bulk',
    path: () => '/api/admin/categories/bulk',
    body: (f) => ({ action: 'deactivate', ids: [f.categoryId] }),
  },
  {
    who: 'admin',
    method: 'POST',
    pattern: '/api/admin/images',
    path: () => '/api/admin/images',
    body: () => makePng(3, 2, [10, 20, 30], Number.parseInt(suffix(), 16)),
    headers: { 'content-type': 'image/png' },
  },
  { who: 'all', method: 'GET', pattern: '/api/admin/payments', path: () => '/api/admin/payments?search=matrix' },
  { who: 'finance', method: 'GET', pattern: '/api/admin/payments/export', path: () => '/api/admin/payments/export?status=Paid' },
  { who: 'all', method: 'GET', pattern: '/api/admin/payments/{id}', path: (f) => `/api/admin/payments/${f.paymentId}` },
  {
    who: 'finance',
    method: 'POST',
    pattern: '/api/admin/payments/{id}/refund',
    path: (f) => `/api/admin/payments/${f.paymentId}/refund`,
    body: () => ({ reason: 'Matrix' }),
    // Past the gate the refund service answers for itself: a Pending payment cannot be refunded.
    // A refund that succeeds is in admin-refunds.test.ts, against the fake MyFatoorah.
    adminStatus: 409,
  },
  // Past the gate, the fixture's payment has no such refund (refund-status.test.ts settles real ones).
  {
    who: 'finance',
    method: 'POST',
    pattern: '/api/admin/payments/{id}/refunds/{refundId}/check',
    path: (f) => `/api/admin/payments/${f.paymentId}/refunds/00000000-0000-4000-8000-000000000000/check`,
    adminStatus: 404,
  },
  {
    who: 'finance',
    method: 'POST',
    pattern: '/api/admin/payments/{id}/refunds/{refundId}/record',
    path: (f) => `/api/admin/payments/${f.paymentId}/refunds/00000000-0000-4000-8000-000000000000/record`,
    body: () => ({ outcome: 'Canceled', reason: 'Matrix' }),
    adminStatus: 404,
  },
  {
    who: 'admin',
    method: 'POST',
    pattern: '/api/admin/titles/import',
    path: () => '/api/admin/titles/import',
    csv: 'title,language,category,posterurl\nImported by matrix,en,{internalId},\n',
  },
  { who: 'admin', method: 'GET', pattern: '/api/admin/titles/export', path: () => '/api/admin/titles/export?language=en' },
  { who: 'all', method: 'GET', pattern: '/api/admin/users', path: () => '/api/admin/users?search=matrix' },
  { who: 'finance', method: 'GET', pattern: '/api/admin/users/export', path: () => '/api/admin/users/export?role=admin' },
  {
    who: 'admin',
    method: 'PATCH',
    pattern: '/api/admin/users/{id}/tokens',
    path: (f) => `/api/admin/users/${f.victimId}/tokens`,
    body: () => ({ tokens: 7, expectedTokens: 1, reason: 'Correction' }),
  },
  { who: 'all', method: 'GET', pattern: '/api/admin/users/{id}', path: (f) => `/api/admin/users/${f.victimId}` },
  { who: 'all', method: 'GET', pattern: '/api/admin/users/{id}/ledger', path: (f) => `/api/admin/users/${f.victimId}/ledger` },
  { who: 'all', method: 'GET', pattern: '/api/admin/users/{id}/games', path: (f) => `/api/admin/users/${f.victimId}/games` },
  {
    who: 'support',
    method: 'POST',
    pattern: '/api/admin/users/{id}/games/adjust',
    path: (f) => `/api/admin/users/${f.victimId}/games/adjust`,
    body: () => ({ delta: 2, reason: 'Matrix' }),
  },
  {
    who: 'admin',
    method: 'PATCH',
    pattern: '/api/admin/users/{id}/role',
    path: (f) => `/api/admin/users/${f.victimId}/role`,
    body: () => ({ role: 'suspended', reason: 'Breaking the rules' }),
  },
  { who: 'admin', method: 'DELETE', pattern: '/api/admin/users/{id}', path: (f) => `/api/admin/users/${f.victimId}` },
  { who: 'all', method: 'GET', pattern: '/api/admin/coupons', path: () => '/api/admin/coupons?search=MATRIX' },
  {
    who: 'all',
    method: 'GET',
    pattern: '/api/admin/coupons/{id}/redemptions',
    path: (f) => `/api/admin/coupons/${f.couponId}/redemptions`,
  },
  {
    who: 'admin',
    method: 'POST',
    pattern: '/api/admin/coupons',
    path: () => '/api/admin/coupons',
    body: () => ({ code: `MATRIX${suffix()}`, type: 'free', freeTokens: 2 }),
  },
  {
    who: 'admin',
    method: 'PATCH',
    pattern: '/api/admin/coupons/{id}',
    path: (f) => `/api/admin/coupons/${f.couponId}`,
    body: () => ({ code: `MATRIX${suffix()}`, type: 'discount', discountPercentage: 25, userMaxUsage: 2 }),
  },
  { who: 'admin', method: 'DELETE', pattern: '/api/admin/coupons/{id}', path: (f) => `/api/admin/coupons/${f.couponId}` },
  { who: 'all', method: 'GET', pattern: '/api/admin/decks', path: () => '/api/admin/decks?reported=false' },
  { who: 'all', method: 'GET', pattern: '/api/admin/users/{id}/notes', path: (f) => `/api/admin/users/${f.victimId}/notes` },
  {
    who: 'all',
    method: 'POST',
    pattern: '/api/admin/users/{id}/notes',
    path: (f) => `/api/admin/users/${f.victimId}/notes`,
    body: () => ({ body: 'Called about a refund; told them 3 days.' }),
  },
  {
    who: 'admin',
    method: 'DELETE',
    pattern: '/api/admin/users/{id}/two-factor',
    path: (f) => `/api/admin/users/${f.victimId}/two-factor`,
    body: () => ({ reason: 'Lost phone' }),
    // Past the gate: the victim has no second factor to turn off (admin-two-factor.test.ts turns one off).
    adminStatus: 409,
  },
  {
    who: 'admin',
    method: 'PATCH',
    pattern: '/api/admin/decks/{id}',
    path: (f) => `/api/admin/decks/${f.deckId}`,
    body: () => ({ hidden: true, reason: 'Matrix check' }),
  },
];

let t: TestApp;
const clients: Record<'anonymous' | 'user' | 'suspended' | StaffRole, HttpClient> = {} as never;
let internalId = '';

async function makeFixture(): Promise<Fixture> {
  internalId = `matrix-cat-${suffix()}`;
  const category = firstRow(
    await t.db.insert(categories).values({ title: 'Matrix fixture', internalId, language: 'en' }).returning({ id: categories.id }),
    'the fixture category',
  );
  const title = firstRow(
    await t.db.insert(titles).values({ title: 'Fixture title', language: 'en', categoryId: category.id }).returning({ id: titles.id }),
    'the fixture title',
  );
  const coupon = firstRow(
    await t.db
      .insert(coupons)
      .values({ code: `FIX${suffix()}`, type: 'discount', discountPercentage: 10 })
      .returning({ id: coupons.id }),
    'the fixture coupon',
  );
  const victim = new HttpClient(t.baseUrl);
  const { user } = await victim.signUp(uniqueEmail('matrix-victim'));
  const payment = firstRow(
    await t.db
      .insert(payments)
      .values({ userId: user.id as string, amount: '2.000', listAmount: '2.000', tokens: 5, packageId: 'pkg-5', paymentGateway: 'sandbox' })
      .returning({ id: payments.id }),
    'the fixture payment',
  );
  const deck = firstRow(
    await t.db
      .insert(decks)
      .values({ userId: user.id as string, name: 'Matrix deck', language: 'en', shareCode: `M${suffix().slice(0, 6).toUpperCase()}` })
      .returning({ id: decks.id }),
    'the fixture deck',
  );
  await t.db.insert(deckTitles).values(Array.from({ length: 10 }, (_, i) => ({ deckId: deck.id, position: i, title: `Deck title ${i}` })));
  return {
    categoryId: category.id,
    titleId: title.id,
    couponId: coupon.id,
    victimId: user.id as string,
    paymentId: payment.id,
    deckId: deck.id,
  };
}

function send(client: HttpClient, route: AdminRoute, f: Fixture) {
  if (route.csv !== undefined) {
    return client.request(route.method, route.path(f), route.csv.replace('{internalId}', internalId), { 'content-type': 'text/csv' });
  }
  return client.request(route.method, route.path(f), route.body?.(f), route.headers);
}

/** One hash per watched table: any insert, update or delete changes it. */
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of WATCHED_TABLES) {
    const result: unknown = await t.db.execute(
      sql.raw(`select coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h, count(*)::int as n from "${table}" x`),
    );
    const row = firstRow((result as { rows: { h: string; n: number }[] }).rows, `the hash of ${table}`);
    out[table] = `${row.n}:${row.h}`;
  }
  return out;
}

/** Refusals counted at the gate (every address, every window). */
async function refusalCount(db = t.db): Promise<number> {
  const rows = await db.select({ n: sql<number>`coalesce(sum(${accessRefusals.count}), 0)::int` }).from(accessRefusals);
  return firstRow(rows, 'a count').n;
}

async function auditRows(): Promise<number> {
  return firstRow(await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog), 'a count').n;
}

beforeAll(async () => {
  t = await startTestApp({ env: { API_DOCS: 'true' } });
  for (const role of ['anonymous', 'user', 'suspended', 'support', 'finance', 'admin'] as const) clients[role] = new HttpClient(t.baseUrl);
  for (const role of ['user', 'suspended', 'support', 'finance', 'admin'] as const) {
    const { user } = await clients[role].signUp(uniqueEmail(`matrix-${role}`));
    if (role !== 'user')
      await t.db
        .update(profiles)
        .set({ role })
        .where(eq(profiles.id, user.id as string));
  }
});
afterAll(async () => {
  await t?.close();
});

describe('/api/admin authorization matrix', () => {
  it('lists every admin route the app serves', async () => {
    const doc = (await clients.anonymous.get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin'))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    const inMatrix = ROUTES.map((r) => `${r.method} ${r.pattern}`).sort();
    expect(served).toEqual(inMatrix);
  });

  it('the shared table the client hides buttons by says the same as this matrix, route by route', () => {
    const byPattern = new Map(ROUTES.map((r) => [`${r.method} ${r.pattern}`, [...MAY[r.who]].sort()]));
    for (const [name, roles] of Object.entries(ADMIN_ROUTE_ROLES)) {
      const key = ROUTE_NAMES[name as AdminRouteName].replace(/:(\w+)/g, '{$1}');
      expect({ name, roles: [...roles].sort() }).toEqual({ name, roles: byPattern.get(key) });
    }
    expect(Object.keys(ADMIN_ROUTE_ROLES)).toHaveLength(ROUTES.length);
  });

  const refusals = [
    { role: 'anonymous', status: 401, code: 'unauthorized' },
    { role: 'user', status: 403, code: 'forbidden' },
    { role: 'suspended', status: 403, code: 'forbidden' },
  ] as const;

  for (const { role, status, code } of refusals) {
    it(`refuses every admin route to ${role} (${status}), changes nothing, and counts each refusal apart from the audit log`, async () => {
      const f = await makeFixture();
      const before = await snapshot();
      const refusalsBefore = await refusalCount();
      const auditBefore = await auditRows();
      for (const route of ROUTES) {
        const res = await send(clients[role], route, f);
        expect({ route: `${route.method} ${route.pattern}`, status: res.status, code: res.body?.error?.code }).toEqual({
          route: `${route.method} ${route.pattern}`,
          status,
          code,
        });
        expect(JSON.stringify(res.body)).not.toMatch(/stack|at \//);
      }
      expect(await snapshot()).toEqual(before);
      expect(await refusalCount()).toBe(refusalsBefore + ROUTES.length);
      expect(await auditRows()).toBe(auditBefore);
      const latest = firstRow(await t.db.select().from(accessRefusals).orderBy(desc(accessRefusals.lastAt)).limit(1), 'the latest refusal');
      expect(latest.ip).toBeTruthy();
      expect(latest.lastCode).toBe(code);
      const lastRoute = ROUTES.at(-1);
      expect(latest.lastRoute).toBe(`${lastRoute?.method} ${lastRoute?.path(f).split('?')[0]}`);
      if (role === 'anonymous') expect(latest.lastUserId).toBeNull();
      else expect(latest.lastUserId).toBeTruthy();
    });
  }

  for (const role of ['support', 'finance'] as const) {
    it(`gives ${role} exactly its routes: the others are refused (403), change nothing and are counted`, async () => {
      for (const route of ROUTES) {
        const f = await makeFixture();
        const label = `${route.method} ${route.pattern}`;
        if (MAY[route.who].includes(role)) {
          const res = await send(clients[role], route, f);
          const status = res.status < 300 ? 'ok' : res.status;
          expect({ label, status, body: status === 'ok' || status === route.adminStatus ? null : res.body }).toEqual({
            label,
            status: route.adminStatus ?? 'ok',
            body: null,
          });
          continue;
        }
        const before = await snapshot();
        const [refusalsBefore, auditBefore] = [await refusalCount(), await auditRows()];
        const res = await send(clients[role], route, f);
        expect({ label, status: res.status, code: res.body?.error?.code }).toEqual({ label, status: 403, code: 'forbidden' });
        expect(await snapshot()).toEqual(before);
        expect(await refusalCount()).toBe(refusalsBefore + 1);
        expect(await auditRows()).toBe(auditBefore);
      }
    });
  }

  it('support adds or removes at most 5 games at a time; an admin more', async () => {
    const f = await makeFixture();
    const path = `/api/admin/users/${f.victimId}/games/adjust`;
    const before = await snapshot();
    for (const delta of [6, -6, 100]) {
      const res = await clients.support.post(path, { delta, reason: 'Too many' });
      expect({ delta, status: res.status, code: res.body?.error?.code }).toEqual({ delta, status: 403, code: 'support_adjust_limit' });
    }
    expect(await snapshot()).toEqual(before);
    expect((await clients.support.post(path, { delta: 5, reason: 'Apology' })).body.tokens).toBe(6);
    expect((await clients.support.post(path, { delta: -5, reason: 'Mistake' })).body.tokens).toBe(1);
    expect((await clients.admin.post(path, { delta: 6, reason: 'Big apology' })).body.tokens).toBe(7);
  });

  it('a bad or expired-looking token is a 401 as well', async () => {
    const f = await makeFixture();
    const forged = new HttpClient(t.baseUrl);
    forged.accessToken = 'not-a-token';
    for (const route of ROUTES.filter((r) => r.method !== 'GET')) expect((await send(forged, route, f)).status).toBe(401);
  });

  it('allows every admin route to an admin (2xx), each change with its audit row', async () => {
    for (const route of ROUTES) {
      // A fresh fixture for each route: a delete must not see the previous route's deletion.
      const f = await makeFixture();
      const auditBefore = firstRow(await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog), 'a count').n;
      const res = await send(clients.admin, route, f);
      const expected = route.adminStatus ?? 'ok';
      expect({
        route: `${route.method} ${route.pattern}`,
        status: res.status < 300 ? 'ok' : res.status,
        body: res.status < 300 || res.status === route.adminStatus ? null : res.body,
      }).toEqual({
        route: `${route.method} ${route.pattern}`,
        status: expected,
        body: null,
      });
      const auditAfter = firstRow(await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog), 'a count').n;
      // Reads and refused changes write nothing; every change writes exactly one row.
      expect({ route: route.pattern, rows: auditAfter - auditBefore }).toEqual({
        route: route.pattern,
        rows: route.method === 'GET' || route.adminStatus !== undefined ? 0 : 1,
      });
    }
  });

  it('a user promoted to admin gets in on the next request, and loses access at once when demoted', async () => {
    const c = new HttpClient(t.baseUrl);
    const { user } = await c.signUp(uniqueEmail('matrix-promoted'));
    expect((await c.get('/api/admin/stats')).status).toBe(403);
    await t.db
      .update(profiles)
      .set({ role: 'admin' })
      .where(eq(profiles.id, user.id as string));
    expect((await c.get('/api/admin/stats')).status).toBe(200);
    await t.db
      .update(profiles)
      .set({ role: 'user' })
      .where(and(eq(profiles.id, user.id as string)));
    expect((await c.get('/api/admin/stats')).status).toBe(403);
  });
});

describe('refusals cannot flood anything', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('one address is refused with 429 past 60 refusals in 10 minutes, and those are not counted', async () => {
    const anonymous = new HttpClient(small.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++) statuses.push((await anonymous.get('/api/admin/stats')).status);
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429, 429, 429, 429]);
    expect(await refusalCount(small.db)).toBe(60);
    expect(firstRow(await small.db.select({ n: sql<number>`count(*)::int` }).from(auditLog), 'a count').n).toBe(0);
  });
});
