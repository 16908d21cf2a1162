// Coupons in the admin area (docs/product.md#screens Coupons management, #records defaults, #input-rules form rules) over
// real HTTP, on the embedded database and on PostgreSQL: CRUD, every form rule, search,
// sorting and paging, the audit rows, and that a refused change leaves the table and the
// audit log as they were. The app runs on the fake MyFatoorah so a coupon can be deleted
// under a pending card payment that is then paid.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { accessRefusals, auditLog, coupons, payments, profiles } from '../../server/src/db/schema/index.ts';
import type { TestApp } from './helpers/test-app.ts';
import { startFakeMyFatoorah, type FakeMyFatoorah } from './helpers/fake-myfatoorah.ts';
import { buyer, profileOf, startAppOnFakeMyFatoorah } from './helpers/payments.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';

let t: TestApp;
let fake: FakeMyFatoorah;
let admin: HttpClient;
let adminId: string;
let adminEmail: string;

beforeAll(async () => {
  fake = await startFakeMyFatoorah({ paymentPageBase: 'https://demo.myfatoorah.com/KWT/ie' });
  t = await startAppOnFakeMyFatoorah(fake, { deps: { paymentReconciliation: { intervalMs: 0 } } });
  admin = new HttpClient(t.baseUrl);
  adminEmail = uniqueEmail('coupon-admin');
  adminId = (await admin.signUp(adminEmail)).user.id;
  await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, adminId));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A code no other test uses. */
const code = (prefix = 'C') => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;
const del = (path: string) => admin.request('DELETE', path);

async function snapshot() {
  const rows = await t.db.select().from(coupons).orderBy(asc(coupons.id));
  const audits = firstRow(await t.db.select({ n: count() }).from(auditLog), 'audit count').n;
  return { rows, audits };
}

async function auditsOf(couponId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.targetId, couponId)).orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

async function create(body: Record<string, unknown>) {
  const res = await admin.post('/api/admin/coupons', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; code: string; [k: string]: unknown };
}

describe('creating a coupon', () => {
  it('applies the docs/product.md#records defaults when only a code is given, and audits coupon_created with the values', async () => {
    const c = code('WELCOME');
    const created = await create({ code: c });
    expect(created).toEqual({
      id: expect.any(String),
      code: c,
      description: null,
      type: 'discount',
      discountPercentage: 10,
      freeTokens: null,
      maxUses: null,
      userMaxUsage: 1,
      usedCount: 0,
      expiresAt: null,
      active: true,
      createdAt: expect.any(String),
    });
    const [audit, ...more] = await auditsOf(created.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: 'coupon_created',
      adminId,
      adminEmail,
      targetType: 'coupon',
      targetLabel: c,
      details: {
        after: { code: c, type: 'discount', discountPercentage: 10, freeTokens: null, maxUses: null, userMaxUsage: 1, active: true },
      },
    });
    expect(audit?.userAgent).toBeTruthy();
  });

  it('stores every field given; the expiry keeps its instant whatever the offset', async () => {
    const c = code('FULL');
    const created = await create({
      code: c,
      description: '  Ramadan promo for the newsletter  ',
      type: 'discount',
      discountPercentage: 25,
      maxUses: 50,
      userMaxUsage: 2,
      expiresAt: '2036-12-31T23:59:59.999+03:00',
      active: false,
    });
    expect(created).toMatchObject({
      description: 'Ramadan promo for the newsletter',
      discountPercentage: 25,
      maxUses: 50,
      userMaxUsage: 2,
      expiresAt: '2036-12-31T20:59:59.999Z',
      active: false,
    });
  });

  it('a free-tokens coupon clears the discount field (docs/product.md#game-flow type switch), and max uses 0 is allowed', async () => {
    const created = await create({ code: code('FREE'), type: 'free', freeTokens: 3, discountPercentage: 50, maxUses: 0 });
    expect(created).toMatchObject({ type: 'free', freeTokens: 3, discountPercentage: null, maxUses: 0 });
  });

  it('max uses blank (null or omitted) means unlimited; a blank description is stored as null', async () => {
    expect(await create({ code: code(), maxUses: null, description: '   ' })).toMatchObject({ maxUses: null, description: null });
    expect(await create({ code: code() })).toMatchObject({ maxUses: null });
  });
});

describe('every form rule refuses, and a refusal changes nothing', () => {
  const cases: [string, Record<string, unknown>, number, string][] = [
    ['code missing', {}, 400, 'coupon_code_required'],
    ['code blank', { code: '' }, 400, 'coupon_code_required'],
    ['code only spaces', { code: '   ' }, 400, 'coupon_code_required'],
    ['code with a space', { code: 'SAVE 10' }, 400, 'coupon_code_invalid'],
    ['code with a percent sign', { code: 'SAVE%' }, 400, 'coupon_code_invalid'],
    ['code over 64 characters', { code: 'A'.repeat(65) }, 400, 'text_too_long'],
    ['description over 500 characters', { code: 'DESCLONG', description: 'x'.repeat(501) }, 400, 'text_too_long'],
    ['discount 0', { code: 'D0', discountPercentage: 0 }, 400, 'discount_percentage_invalid'],
    ['discount 101', { code: 'D101', discountPercentage: 101 }, 400, 'discount_percentage_invalid'],
    [
      'discount blank (null) for a discount',
      { code: 'DNULL', type: 'discount', discountPercentage: null },
      400,
      'discount_percentage_invalid',
    ],
    ['discount not an integer', { code: 'DFRAC', discountPercentage: 12.5 }, 400, 'discount_percentage_invalid'],
    ['discount as text', { code: 'DTEXT', discountPercentage: '10' }, 400, 'discount_percentage_invalid'],
    ['free tokens 0', { code: 'F0', type: 'free', freeTokens: 0 }, 400, 'free_tokens_invalid'],
    ['free tokens missing', { code: 'FMISS', type: 'free' }, 400, 'free_tokens_invalid'],
    ['free tokens missing, a discount given', { code: 'FDISC', type: 'free', discountPercentage: 10 }, 400, 'free_tokens_invalid'],
    ['max uses -1', { code: 'M1', maxUses: -1 }, 400, 'max_uses_invalid'],
    ['max uses not an integer', { code: 'M2', maxUses: 1.5 }, 400, 'max_uses_invalid'],
    ['per-user limit 0', { code: 'U0', userMaxUsage: 0 }, 400, 'user_max_usage_invalid'],
    ['per-user limit blank', { code: 'UNULL', userMaxUsage: null }, 400, 'user_max_usage_invalid'],
    ['expiry not a date', { code: 'E1', expiresAt: 'tomorrow' }, 400, 'expiry_invalid'],
    ['expiry a date without time', { code: 'E2', expiresAt: '2026-11-23' }, 400, 'expiry_invalid'],
    ['expiry without an offset', { code: 'E3', expiresAt: '2026-11-23T10:00:00' }, 400, 'expiry_invalid'],
    ['expiry impossible', { code: 'E4', expiresAt: '2026-02-30T10:00:00Z' }, 400, 'expiry_invalid'],
    ['unknown type', { code: 'T1', type: 'bogus' }, 400, 'validation_failed'],
  ];

  it.each(cases)('%s → %i %s', async (_name, body, status, errorCode) => {
    const before = await snapshot();
    const res = await admin.post('/api/admin/coupons', body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(errorCode);
    expect(typeof res.body.error.message).toBe('string');
    expect(await snapshot()).toEqual(before);
  });

  // Issue 32 §5: a new coupon that has already expired could never be used.
  it('refuses a new coupon whose expiry has passed (400 expiry_in_past), changing nothing; an edit may still set one', async () => {
    const before = await snapshot();
    for (const expiresAt of [new Date(Date.now() - 1000).toISOString(), '2020-01-01T23:59:59.999+03:00']) {
      const res = await admin.post('/api/admin/coupons', { code: code('PAST'), expiresAt });
      expect([res.status, res.body.error.code, res.body.error.message]).toEqual([400, 'expiry_in_past', 'The expiry date is in the past']);
    }
    expect(await snapshot()).toEqual(before);
    // Ending a coupon today is an edit to a past day.
    const created = await create({ code: code('ENDS'), expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    const ended = await admin.patch(`/api/admin/coupons/${created.id}`, { code: created.code, expiresAt: '2020-01-01T23:59:59.999+03:00' });
    expect([ended.status, ended.body.expiresAt]).toEqual([200, '2020-01-01T20:59:59.999Z']);
  });

  it('a code taken in another case is refused with 409 coupon_code_taken', async () => {
    const c = code('DUP');
    await create({ code: c });
    const before = await snapshot();
    const res = await admin.post('/api/admin/coupons', { code: c.toLowerCase() });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'coupon_code_taken', message: 'A coupon with this code already exists' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('editing a coupon', () => {
  it('replaces the fields, and the audit row holds before and after of the changed fields only', async () => {
    const c = code('EDIT');
    const created = await create({ code: c, discountPercentage: 20, maxUses: 10 });
    const res = await admin.patch(`/api/admin/coupons/${created.id}`, {
      code: c.toLowerCase(), // its own code in another case is not a conflict
      discountPercentage: 30,
      maxUses: 10,
      description: 'now 30 %',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, code: c.toLowerCase(), discountPercentage: 30, description: 'now 30 %', maxUses: 10 });
    const audits = await auditsOf(created.id);
    expect(audits.map((a) => a.action)).toEqual(['coupon_created', 'coupon_updated']);
    expect(audits[1]?.details).toEqual({
      before: { code: c, discountPercentage: 20, description: null },
      after: { code: c.toLowerCase(), discountPercentage: 30, description: 'now 30 %' },
    });
    expect(audits[1]?.targetLabel).toBe(c.toLowerCase());
  });

  it('switching the type clears the other field', async () => {
    const created = await create({ code: code('SWITCH'), discountPercentage: 40 });
    const toFree = await admin.patch(`/api/admin/coupons/${created.id}`, {
      code: created.code,
      type: 'free',
      freeTokens: 2,
      discountPercentage: 40,
    });
    expect(toFree.body).toMatchObject({ type: 'free', freeTokens: 2, discountPercentage: null });
    const toDiscount = await admin.patch(`/api/admin/coupons/${created.id}`, {
      code: created.code,
      type: 'discount',
      discountPercentage: 15,
      freeTokens: 2,
    });
    expect(toDiscount.body).toMatchObject({ type: 'discount', freeTokens: null, discountPercentage: 15 });
    const stored = firstRow(await t.db.select().from(coupons).where(eq(coupons.id, created.id)), 'coupon');
    expect(stored).toMatchObject({ type: 'discount', freeTokens: null, discountPercentage: 15 });
    const last = (await auditsOf(created.id)).at(-1);
    expect(last?.details).toEqual({
      before: { type: 'free', discountPercentage: null, freeTokens: 2 },
      after: { type: 'discount', discountPercentage: 15, freeTokens: null },
    });
  });

  it('refuses max uses below the uses so far (409 max_uses_below_used); equal to them is allowed', async () => {
    const created = await create({ code: code('USED'), maxUses: 10 });
    await t.db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, created.id));
    const before = await snapshot();
    const res = await admin.patch(`/api/admin/coupons/${created.id}`, { code: created.code, maxUses: 2 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('max_uses_below_used');
    expect(await snapshot()).toEqual(before);
    const ok = await admin.patch(`/api/admin/coupons/${created.id}`, { code: created.code, maxUses: 3 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ maxUses: 3, usedCount: 3 });
    const unlimited = await admin.patch(`/api/admin/coupons/${created.id}`, { code: created.code, maxUses: null });
    expect(unlimited.body).toMatchObject({ maxUses: null, usedCount: 3 });
  });

  it("refuses another coupon's code in another case, a bad body, an unknown id and a non-UUID id, changing nothing", async () => {
    const a = await create({ code: code('TAKENA') });
    const b = await create({ code: code('TAKENB') });
    const before = await snapshot();
    const taken = await admin.patch(`/api/admin/coupons/${b.id}`, { code: a.code.toLowerCase() });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'coupon_code_taken']);
    const bad = await admin.patch(`/api/admin/coupons/${b.id}`, { code: b.code, userMaxUsage: 0 });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'user_max_usage_invalid']);
    const unknown = await admin.patch('/api/admin/coupons/00000000-0000-4000-8000-000000000000', { code: code() });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'coupon_not_found']);
    const notUuid = await admin.patch('/api/admin/coupons/not-a-uuid', { code: code() });
    expect([notUuid.status, notUuid.body.error.code]).toEqual([404, 'coupon_not_found']);
    expect(await snapshot()).toEqual(before);
  });
});

describe('deleting a coupon', () => {
  it('deletes it with a coupon_deleted audit row; a second delete, an unknown id and a non-UUID are 404', async () => {
    const created = await create({ code: code('DEL'), type: 'free', freeTokens: 4 });
    const res = await del(`/api/admin/coupons/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await t.db.select().from(coupons).where(eq(coupons.id, created.id))).toEqual([]);
    const audits = await auditsOf(created.id);
    expect(audits.map((a) => a.action)).toEqual(['coupon_created', 'coupon_deleted']);
    expect(audits[1]?.details).toMatchObject({
      before: { code: created.code, type: 'free', freeTokens: 4, usedCount: 0 },
      pendingPayments: 0,
    });
    const before = await snapshot();
    for (const path of [
      `/api/admin/coupons/${created.id}`,
      '/api/admin/coupons/00000000-0000-4000-8000-000000000000',
      '/api/admin/coupons/42',
    ]) {
      const again = await del(path);
      expect([again.status, again.body.error.code]).toEqual([404, 'coupon_not_found']);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a card payment still pending with the coupon is paid and credited after the coupon is deleted', async () => {
    const created = await create({ code: code('PEND'), discountPercentage: 50 });
    const { http, userId } = await buyer(t.baseUrl, 'pending-coupon');
    const payment = await http.post('/api/payments', { packageId: 'pkg-5', language: 'en', couponCode: created.code });
    expect(payment.status, JSON.stringify(payment.body)).toBe(200);
    expect(firstRow(await t.db.select().from(payments).where(eq(payments.id, payment.body.paymentId)), 'payment')).toMatchObject({
      amount: '1.000',
      couponId: created.id,
      status: 'Pending',
    });
    const res = await del(`/api/admin/coupons/${created.id}`);
    expect(res.status).toBe(200);
    expect((await auditsOf(created.id)).at(-1)?.details).toMatchObject({ before: { usedCount: 1 }, pendingPayments: 1 });
    const tokensBefore = (await profileOf(t.db, userId)).tokens;
    const paymentId = fake.pay(payment.body.invoiceId).PaymentId;
    // As the thank-you page does: the gateway's PaymentId with the invoice it kept.
    const paid = await http.post('/api/payments/verify', { reference: paymentId, invoiceId: payment.body.invoiceId });
    expect(paid.body).toMatchObject({ status: 'Paid', tokens: tokensBefore + 5, receipt: { amountPaid: '1.000', couponCode: null } });
    expect(firstRow(await t.db.select().from(payments).where(eq(payments.id, payment.body.paymentId)), 'payment')).toMatchObject({
      couponId: null,
      status: 'Paid',
    });
  });
});

describe('the coupon list', () => {
  it('searches by code case-insensitively, with % and _ matched literally', async () => {
    const p = code('SRCH');
    const made = await Promise.all([`${p}_A`, `${p}XA`, `${p}-B`].map((c) => create({ code: c })));
    const search = async (q: string) => {
      const res = await admin.get(`/api/admin/coupons?search=${encodeURIComponent(q)}&pageSize=100`);
      expect(res.status).toBe(200);
      return (res.body.items as { code: string }[]).map((i) => i.code).sort();
    };
    expect(await search(p.toLowerCase())).toEqual(made.map((m) => m.code).sort());
    expect(await search(`${p}_`)).toEqual([`${p}_A`]);
    expect(await search(`${p}%A`)).toEqual([]);
    expect(await search(`${p.toLowerCase()}xa`)).toEqual([`${p}XA`]);
  });

  it('pages and sorts on the server; newest first by default', async () => {
    const p = code('PAGE');
    for (const suffix of ['C', 'A', 'E', 'B', 'D']) await create({ code: `${p}${suffix}`, maxUses: 100 });
    const list = async (qs: string) => {
      const res = await admin.get(`/api/admin/coupons?search=${p}&${qs}`);
      expect(res.status).toBe(200);
      return { codes: (res.body.items as { code: string }[]).map((i) => i.code.slice(p.length)), total: res.body.total as number };
    };
    expect(await list('')).toEqual({ codes: ['D', 'B', 'E', 'A', 'C'], total: 5 });
    expect(await list('sort=code&order=asc&pageSize=2&page=1')).toEqual({ codes: ['A', 'B'], total: 5 });
    expect(await list('sort=code&order=asc&pageSize=2&page=3')).toEqual({ codes: ['E'], total: 5 });
    expect(await list('sort=code&order=desc&pageSize=2&page=2')).toEqual({ codes: ['C', 'B'], total: 5 });
    expect(await list('sort=createdAt&order=asc&pageSize=10')).toEqual({ codes: ['C', 'A', 'E', 'B', 'D'], total: 5 });
    const bad = await admin.get('/api/admin/coupons?sort=password');
    expect(bad.status).toBe(400);
    const tooBig = await admin.get('/api/admin/coupons?pageSize=1000');
    expect(tooBig.status).toBe(400);
  });

  it('answers the list shape, with expiry sorted as never = latest', async () => {
    const p = code('EXP');
    await create({ code: `${p}N` });
    await create({ code: `${p}L`, expiresAt: '2030-01-01T00:00:00Z' });
    await create({ code: `${p}S`, expiresAt: '2027-01-01T00:00:00Z' });
    const res = await admin.get(`/api/admin/coupons?search=${p}&sort=expiresAt&order=asc`);
    expect((res.body.items as { code: string }[]).map((i) => i.code.slice(p.length))).toEqual(['S', 'L', 'N']);
    const rev = await admin.get(`/api/admin/coupons?search=${p}&sort=expiresAt&order=desc`);
    expect((rev.body.items as { code: string }[]).map((i) => i.code.slice(p.length))).toEqual(['N', 'L', 'S']);
  });
});

describe('a coupon made in the admin area works for players', () => {
  it('a free-tokens coupon created by the admin API is redeemed by a player and their balance goes up', async () => {
    const created = await create({ code: code('GIFT'), type: 'free', freeTokens: 7, maxUses: 5 });
    const { http, userId } = await buyer(t.baseUrl, 'redeemer');
    const before = (await profileOf(t.db, userId)).tokens;
    const res = await http.post('/api/coupons/redeem', { code: created.code.toLowerCase() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.tokens).toBe(before + 7);
    expect((await profileOf(t.db, userId)).tokens).toBe(before + 7);
    const list = await admin.get(`/api/admin/coupons?search=${created.code}`);
    expect(list.body.items[0]).toMatchObject({ usedCount: 1, maxUses: 5 });
    // The per-user limit (default 1) holds for the admin-made coupon too.
    const again = await http.post('/api/coupons/redeem', { code: created.code });
    expect([again.status, again.body.error.code]).toEqual([409, 'coupon_already_used']);
  });
});

// Issue 32 §5: who used a coupon, when, and with which payment.
describe("a coupon's redemptions", () => {
  it('lists each use newest first with the account, the payment and its status, paged', async () => {
    const created = await create({ code: code('USED'), type: 'free', freeTokens: 2 });
    const first = await buyer(t.baseUrl, 'redeems-first');
    const second = await buyer(t.baseUrl, 'redeems-second');
    for (const who of [first, second]) {
      const res = await who.http.post('/api/coupons/redeem', { code: created.code });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const res = await admin.get(`/api/admin/coupons/${created.id}/redemptions`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(res.body.items.map((r: { userId: string }) => r.userId)).toEqual([second.userId, first.userId]);
    const [latest] = res.body.items;
    const payment = firstRow(await t.db.select().from(payments).where(eq(payments.id, latest.paymentId)), 'the free payment');
    expect(payment).toMatchObject({ userId: second.userId, couponId: created.id, paymentGateway: 'coupon' });
    expect(latest).toEqual({
      id: expect.any(String),
      userId: second.userId,
      email: (await profileOf(t.db, second.userId)).email,
      kind: 'free_tokens',
      paymentId: payment.id,
      paymentStatus: 'Paid',
      createdAt: expect.any(String),
    });

    const page2 = await admin.get(`/api/admin/coupons/${created.id}/redemptions?page=2&pageSize=1`);
    expect(page2.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.body.items.map((r: { userId: string }) => r.userId)).toEqual([first.userId]);
  });

  it("shows a card payment's reservation as Pending", async () => {
    const created = await create({ code: code('RESV'), discountPercentage: 20 });
    const { http, userId } = await buyer(t.baseUrl, 'reserves');
    const payment = await http.post('/api/payments', { packageId: 'pkg-5', language: 'en', couponCode: created.code });
    expect(payment.status, JSON.stringify(payment.body)).toBe(200);
    const res = await admin.get(`/api/admin/coupons/${created.id}/redemptions`);
    expect(res.body.items).toEqual([
      expect.objectContaining({ userId, kind: 'discount', paymentId: payment.body.paymentId, paymentStatus: 'Pending' }),
    ]);
  });

  it('an unused coupon has none; an unknown id, a non-UUID and a bad page are refused', async () => {
    const created = await create({ code: code('NONE') });
    expect((await admin.get(`/api/admin/coupons/${created.id}/redemptions`)).body).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await admin.get(`/api/admin/coupons/${id}/redemptions`);
      expect([res.status, res.body.error.code]).toEqual([404, 'coupon_not_found']);
    }
    expect((await admin.get(`/api/admin/coupons/${created.id}/redemptions?pageSize=101`)).status).toBe(400);
  });
});

describe('only admins', () => {
  it("a player cannot list, create, edit or delete coupons or read a coupon's redemptions (403), and nothing changes", async () => {
    const created = await create({ code: code('GUARD') });
    const { http } = await buyer(t.baseUrl, 'not-admin');
    const before = firstRow(await t.db.select().from(coupons).where(eq(coupons.id, created.id)), 'coupon');
    const couponsBefore = firstRow(await t.db.select({ n: count() }).from(coupons), 'count').n;
    const refused = async () =>
      firstRow(await t.db.select({ n: sql<number>`coalesce(sum(${accessRefusals.count}), 0)::int` }).from(accessRefusals), 'refusals').n;
    const refusedBefore = await refused();
    expect((await http.get('/api/admin/coupons')).status).toBe(403);
    expect((await http.post('/api/admin/coupons', { code: code() })).status).toBe(403);
    expect((await http.patch(`/api/admin/coupons/${created.id}`, { code: code() })).status).toBe(403);
    expect((await http.request('DELETE', `/api/admin/coupons/${created.id}`)).status).toBe(403);
    expect((await http.get(`/api/admin/coupons/${created.id}/redemptions`)).status).toBe(403);
    expect(firstRow(await t.db.select().from(coupons).where(eq(coupons.id, created.id)), 'coupon')).toEqual(before);
    expect(firstRow(await t.db.select({ n: count() }).from(coupons), 'count').n).toBe(couponsBefore);
    // Each refusal was counted at the gate (issue 17 §3), the last route kept.
    const [group] = await t.db.select().from(accessRefusals).orderBy(desc(accessRefusals.lastAt)).limit(1);
    expect(group).toMatchObject({ lastRoute: `GET /api/admin/coupons/${created.id}/redemptions`, lastCode: 'forbidden' });
    expect(await refused()).toBe(refusedBefore + 5);
  });
});
