// A person's page and honest balance changes (issue 17 §4) on the real app: the person, ledger
// and games endpoints; adding or removing games (applied to the balance as it is, never below
// zero); setting games only over the balance the admin saw; reinstating a suspended admin and
// promoting a user. The races with a purchase need real PostgreSQL: the embedded database has
// one connection, so nothing there runs concurrently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { auditLog, paymentRefunds, payments, profiles, tokenLedger } from '../../server/src/db/schema/index.ts';
import type { Db } from '../../server/src/db/client.ts';
import { creditTokens } from '../../server/src/services/payments/credit-tokens.ts';
import { setUserRole } from '../../server/src/services/admin/set-user-role.ts';
import { DECLINING_CARD, SUCCEEDING_CARD } from '../../server/src/lib/myfatoorah/sandbox/pay-page.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import { account, type Account } from './helpers/accounts.ts';

const realPostgres = Boolean(process.env.DATABASE_URL);
const NOT_A_USER = '00000000-0000-4000-8000-000000000000';

const balanceOf = async (db: Db, userId: string) =>
  firstRow(await db.select({ tokens: profiles.tokens }).from(profiles).where(eq(profiles.id, userId)), 'the profile').tokens;

const ledgerSum = async (db: Db, userId: string) =>
  firstRow(
    await db
      .select({ s: sql<number>`coalesce(sum(${tokenLedger.delta}), 0)::int` })
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, userId)),
    'a sum',
  ).s;

/** Everything a balance or role change could touch, for "a refusal changes nothing". */
async function snapshot(db: Db) {
  const countOf = async (table: typeof tokenLedger | typeof auditLog | typeof payments) =>
    firstRow(await db.select({ n: count() }).from(table), 'a count').n;
  return {
    profiles: await db.select().from(profiles).orderBy(profiles.id),
    ledger: await countOf(tokenLedger),
    payments: await countOf(payments),
    audit: await countOf(auditLog),
  };
}

async function lastAudit(db: Db, action: string, targetId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return firstRow(rows, `an audit row ${action} for ${targetId}`);
}

const payWith = (cardNumber: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ cardNumber }).toString(),
  redirect: 'manual' as const,
});

/** Starts a 5-game purchase on the app's own sandbox gateway; pay() pays it with a card. */
async function startPurchase(t: TestApp, buyer: Account) {
  const created = await buyer.c.post('/api/payments', { packageId: 'pkg-5', language: 'en' });
  expect(created.status).toBe(200);
  const payPage = `${t.baseUrl}${new URL(created.body.paymentUrl).pathname}`;
  const paymentId = firstRow(
    await t.db.select({ id: payments.id }).from(payments).where(eq(payments.invoiceId, created.body.invoiceId)),
    'the payment',
  ).id;
  const pay = (card = SUCCEEDING_CARD) => fetch(payPage, payWith(card));
  /** Pays, then verifies as the thank-you page does (the webhook may settle it first). */
  const payAndVerify = async () => {
    const back = new URL((await pay()).headers.get('location') ?? '');
    return buyer.c.post('/api/payments/verify', { reference: back.searchParams.get('paymentId'), invoiceId: created.body.invoiceId });
  };
  return { paymentId, pay, payAndVerify };
}

const paymentStatus = async (db: Db, id: string) =>
  firstRow(await db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)), 'the payment').status;

/** Resolves once another connection waits for a row lock in this database: the request sent
 *  is blocked behind the transaction the test holds open. */
async function someoneWaitsForALock(db: Db) {
  const waiting = async () =>
    firstRow(
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_stat_activity`)
        .where(sql`datname = current_database() and wait_event_type = 'Lock'`),
      'a count',
    ).n;
  await expect.poll(waiting, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
}

describe('a person’s page', () => {
  let t: TestApp;
  let admin: Account;

  beforeAll(async () => {
    t = await startTestApp({ seed: true, deps: { paymentReconciliation: { intervalMs: 0 } } });
    admin = await account(t, 'person-admin', 'admin');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('shows the profile, and a ledger with every change (grant, purchase, game, adjust, set) newest first, paged', async () => {
    const p = await account(t, 'person-ledger');
    const purchase = await startPurchase(t, p);
    expect((await purchase.pay(DECLINING_CARD)).status).toBe(303);
    await purchase.pay();
    await expect.poll(() => balanceOf(t.db, p.id), { timeout: 5000 }).toBe(6);
    const category = (await p.c.get('/api/categories?language=en')).body[0];
    const game = await p.c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue' });
    expect(game.status).toBe(201);
    const adjusted = await admin.c.post(`/api/admin/users/${p.id}/games/adjust`, { delta: 2, reason: 'Goodwill for a broken game' });
    expect(adjusted.status).toBe(200);
    expect(adjusted.body).toMatchObject({ id: p.id, tokens: 7 });
    const set = await admin.c.patch(`/api/admin/users/${p.id}/tokens`, { tokens: 4, expectedTokens: 7, reason: 'Correction' });
    expect([set.status, set.body.tokens]).toEqual([200, 4]);

    const person = await admin.c.get(`/api/admin/users/${p.id}`);
    expect(person.status).toBe(200);
    expect(person.body).toMatchObject({
      id: p.id,
      email: p.email,
      tokens: 4,
      role: 'user',
      language: 'en',
      emailConfirmed: true,
      roleBeforeSuspension: null,
      // A sandbox purchase credits games but is not money.
      totalPaid: '0.000',
      paymentsCount: 0,
      refundedTotal: '0.000',
      gamesCount: 1,
    });

    const ledger = await admin.c.get(`/api/admin/users/${p.id}/ledger`);
    expect(ledger.status).toBe(200);
    expect(ledger.body).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(
      ledger.body.items.map((e: { reason: string; delta: number; balanceAfter: number }) => [e.reason, e.delta, e.balanceAfter]),
    ).toEqual([
      ['admin_set', -3, 4],
      ['admin_adjust', 2, 7],
      ['game_start', -1, 5],
      ['purchase', 5, 6],
      ['signup_grant', 1, 1],
    ]);
    const [setRow, adjustRow, gameRow, purchaseRow, grantRow] = ledger.body.items;
    expect(setRow).toMatchObject({ note: 'Correction', adminEmail: admin.email });
    expect(adjustRow).toMatchObject({ note: 'Goodwill for a broken game', adminEmail: admin.email });
    expect(gameRow).toMatchObject({ reference: game.body.gameId, note: null, adminEmail: null });
    expect(purchaseRow).toMatchObject({ reference: purchase.paymentId, note: null, adminEmail: null });
    expect(grantRow).toMatchObject({ reference: null, note: null, adminEmail: null });
    expect(new Date(grantRow.createdAt).toString()).not.toBe('Invalid Date');

    const page3 = await admin.c.get(`/api/admin/users/${p.id}/ledger?page=3&pageSize=2`);
    expect(page3.body).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(page3.body.items.map((e: { reason: string }) => e.reason)).toEqual(['signup_grant']);

    const games = await admin.c.get(`/api/admin/users/${p.id}/games`);
    expect(games.status).toBe(200);
    expect(games.body).toMatchObject({ total: 1, page: 1 });
    expect(games.body.items[0]).toMatchObject({
      id: game.body.gameId,
      status: 'in_progress',
      categoryTitle: category.title,
      teamA: 'Red',
      teamB: 'Blue',
      scoreA: 0,
      scoreB: 0,
    });

    for (const bad of ['page=0', 'pageSize=101', 'page=x']) {
      expect((await admin.c.get(`/api/admin/users/${p.id}/ledger?${bad}`)).status, bad).toBe(400);
      expect((await admin.c.get(`/api/admin/users/${p.id}/games?${bad}`)).status, bad).toBe(400);
    }
    for (const path of ['', '/ledger', '/games']) {
      for (const id of [NOT_A_USER, 'not-a-uuid']) {
        const res = await admin.c.get(`/api/admin/users/${id}${path}`);
        expect([res.status, res.body.error.code], `${id}${path}`).toEqual([404, 'user_not_found']);
      }
    }
  });

  it('counts card money paid and refunded (succeeded refunds only); test payments are not money', async () => {
    const p = await account(t, 'person-refunds');
    const [paid] = await t.db
      .insert(payments)
      .values({ userId: p.id, amount: '4.000', tokens: 10, paymentGateway: 'myfatoorah', status: 'Paid', invoiceId: `inv-${p.id}` })
      .returning();
    const [sandbox] = await t.db
      .insert(payments)
      .values({ userId: p.id, amount: '2.000', tokens: 5, paymentGateway: 'sandbox', status: 'Paid', invoiceId: `sbx-${p.id}` })
      .returning();
    await t.db.insert(paymentRefunds).values([
      { paymentId: paid!.id, amount: '1.500', reason: 'r', status: 'Succeeded' },
      { paymentId: paid!.id, amount: '0.750', reason: 'r', status: 'Failed' },
      { paymentId: paid!.id, amount: '0.250', reason: 'r', status: 'Pending' },
      { paymentId: sandbox!.id, amount: '2.000', reason: 'r', status: 'Succeeded' },
    ]);
    const person = await admin.c.get(`/api/admin/users/${p.id}`);
    // Issue 32 §2: Total paid is paid less refunded (as revenue reads it), the list's too.
    expect(person.body).toMatchObject({ totalPaid: '2.500', paymentsCount: 1, refundedTotal: '1.500' });
    const listed = await admin.c.get(`/api/admin/users?search=${encodeURIComponent(p.email)}`);
    expect(listed.body.items).toEqual([expect.objectContaining({ id: p.id, totalPaid: '2.500', paymentsCount: 1 })]);
  });

  it('adds and removes games with a reason: a removal beyond the balance stops at zero, the ledger records what was applied', async () => {
    const p = await account(t, 'person-adjust');
    const add = await admin.c.post(`/api/admin/users/${p.id}/games/adjust`, { delta: 2, reason: ' Lost connection ' });
    expect([add.status, add.body.tokens]).toEqual([200, 3]);
    const remove = await admin.c.post(`/api/admin/users/${p.id}/games/adjust`, { delta: -5, reason: 'Chargeback' });
    expect([remove.status, remove.body.tokens]).toEqual([200, 0]);
    expect(await balanceOf(t.db, p.id)).toBe(0);

    const rows = await t.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, p.id), eq(tokenLedger.reason, 'admin_adjust')))
      .orderBy(tokenLedger.createdAt);
    expect(rows.map((r) => [r.delta, r.balanceAfter])).toEqual([
      [2, 3],
      [-3, 0],
    ]);
    // The reason is stored trimmed; asked and applied differ on the removal.
    expect(rows[0]!.details).toEqual({ note: 'Lost connection', adminEmail: admin.email, asked: 2, applied: 2 });
    expect(rows[1]!.details).toEqual({ note: 'Chargeback', adminEmail: admin.email, asked: -5, applied: -3 });
    expect(rows[1]!.reference).toBe(admin.id);
    expect(await ledgerSum(t.db, p.id)).toBe(0);
    expect(await lastAudit(t.db, 'tokens_adjust', p.id)).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      targetType: 'user',
      targetLabel: p.email,
      details: { delta: -5, applied: -3, old_tokens: 3, new_tokens: 0, reason: 'Chargeback' },
    });
  });

  it('refuses bad adjustments and bad set bodies with their codes, changing nothing', async () => {
    const p = await account(t, 'person-bad');
    const before = await snapshot(t.db);
    const adjust = (body: unknown) => admin.c.post(`/api/admin/users/${p.id}/games/adjust`, body);
    const cases: [unknown, string][] = [
      [{ delta: 0, reason: 'x' }, 'token_adjust_invalid'],
      [{ delta: 1.5, reason: 'x' }, 'token_adjust_invalid'],
      [{ delta: 20000, reason: 'x' }, 'token_adjust_invalid'],
      [{ delta: -20000, reason: 'x' }, 'token_adjust_invalid'],
      [{ delta: '2', reason: 'x' }, 'token_adjust_invalid'],
      [{ delta: null, reason: 'x' }, 'token_adjust_invalid'],
      [{ reason: 'x' }, 'token_adjust_invalid'],
      [{ delta: 2, reason: '' }, 'reason_required'],
      [{ delta: 2, reason: '   ' }, 'reason_required'],
      [{ delta: 2 }, 'reason_required'],
      [{ delta: 2, reason: 'x'.repeat(501) }, 'text_too_long'],
    ];
    for (const [body, code] of cases) {
      const res = await adjust(body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([400, code]);
    }
    const set = (body: unknown) => admin.c.patch(`/api/admin/users/${p.id}/tokens`, body);
    for (const body of [
      { tokens: 3 },
      { tokens: 3, expectedTokens: -1 },
      { tokens: 3, expectedTokens: '1' },
      { tokens: 3, expectedTokens: 1.5 },
    ]) {
      const res = await set(body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([400, 'token_amount_invalid']);
    }
    expect((await set({ tokens: 3, expectedTokens: 1, reason: '' })).body.error.code).toBe('reason_required');
    expect((await admin.c.post(`/api/admin/users/${NOT_A_USER}/games/adjust`, { delta: 1, reason: 'x' })).status).toBe(404);
    expect(
      (await admin.c.patch(`/api/admin/users/${NOT_A_USER}/tokens`, { tokens: 1, expectedTokens: 1, reason: 'Correction' })).status,
    ).toBe(404);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses a stale set with 409 balance_changed naming the current balance, changing nothing', async () => {
    const p = await account(t, 'person-stale');
    const before = await snapshot(t.db);
    const res = await admin.c.patch(`/api/admin/users/${p.id}/tokens`, { tokens: 9, expectedTokens: 0, reason: 'Correction' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'balance_changed', details: ['1'] });
    expect(res.body.error.message).toContain('now 1');
    expect(await snapshot(t.db)).toEqual(before);
    // Named right, the same set goes through.
    const ok = await admin.c.patch(`/api/admin/users/${p.id}/tokens`, { tokens: 9, expectedTokens: 1, reason: 'Correction' });
    expect([ok.status, ok.body.tokens]).toEqual([200, 9]);
    expect((await lastAudit(t.db, 'token_update', p.id)).details).toEqual({ old_tokens: 1, new_tokens: 9, reason: 'Correction' });
  });

  it('reinstating a suspended admin restores admin; a suspended user comes back a user; suspending twice keeps the role', async () => {
    const other = await account(t, 'person-admin2', 'admin');
    const suspended = await admin.c.patch(`/api/admin/users/${other.id}/role`, { role: 'suspended', reason: 'Breaking the rules' });
    expect(suspended.body.role).toBe('suspended');
    expect((await other.c.get('/api/admin/users')).status).toBe(403);
    expect((await admin.c.get(`/api/admin/users/${other.id}`)).body).toMatchObject({ role: 'suspended', roleBeforeSuspension: 'admin' });
    expect((await admin.c.patch(`/api/admin/users/${other.id}/role`, { role: 'suspended', reason: 'Breaking the rules' })).status).toBe(
      200,
    );
    expect((await admin.c.get(`/api/admin/users/${other.id}`)).body.roleBeforeSuspension).toBe('admin');

    const back = await admin.c.patch(`/api/admin/users/${other.id}/role`, { role: 'user' });
    expect([back.status, back.body.role]).toEqual([200, 'admin']);
    expect((await admin.c.get(`/api/admin/users/${other.id}`)).body).toMatchObject({ role: 'admin', roleBeforeSuspension: null });
    expect((await other.c.get('/api/admin/users')).status).toBe(200);
    expect((await lastAudit(t.db, 'user_reinstated', other.id)).details).toEqual({ old_role: 'suspended', new_role: 'admin' });

    const p = await account(t, 'person-suspend-user');
    await admin.c.patch(`/api/admin/users/${p.id}/role`, { role: 'suspended', reason: 'Breaking the rules' });
    expect((await admin.c.get(`/api/admin/users/${p.id}`)).body.roleBeforeSuspension).toBe('user');
    expect((await admin.c.patch(`/api/admin/users/${p.id}/role`, { role: 'user' })).body.role).toBe('user');
    // Demoting an admin (not suspended) still makes a user.
    expect((await admin.c.patch(`/api/admin/users/${other.id}/role`, { role: 'user' })).body.role).toBe('user');
  });

  it('promotes a user to admin, audited; the new admin reaches the admin area', async () => {
    const p = await account(t, 'person-promote');
    expect((await p.c.get('/api/admin/users')).status).toBe(403);
    const res = await admin.c.patch(`/api/admin/users/${p.id}/role`, { role: 'admin' });
    expect([res.status, res.body.role]).toEqual([200, 'admin']);
    expect((await p.c.get('/api/admin/users')).status).toBe(200);
    expect(await lastAudit(t.db, 'role_update', p.id)).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      targetLabel: p.email,
      details: { old_role: 'user', new_role: 'admin' },
    });
    // Never the own account, even to promote.
    const self = await admin.c.patch(`/api/admin/users/${admin.id}/role`, { role: 'admin' });
    expect([self.status, self.body.error.code]).toEqual([409, 'cannot_change_own_account']);
    for (const role of ['root', 'Admin', '']) {
      const bad = await admin.c.patch(`/api/admin/users/${p.id}/role`, { role });
      expect([bad.status, bad.body.error.code], role).toEqual([400, 'role_invalid']);
    }
  });

  it('a player or a visitor cannot use the new routes; the refusals change nothing but their own audit rows', async () => {
    const p = await account(t, 'person-player');
    const victim = await account(t, 'person-victim');
    const anonymous = new HttpClient(t.baseUrl);
    const before = await snapshot(t.db);
    const calls = (c: HttpClient) => [
      c.get(`/api/admin/users/${victim.id}`),
      c.get(`/api/admin/users/${victim.id}/ledger`),
      c.get(`/api/admin/users/${victim.id}/games`),
      c.post(`/api/admin/users/${victim.id}/games/adjust`, { delta: 50, reason: 'mine' }),
      c.patch(`/api/admin/users/${victim.id}/tokens`, { tokens: 99, expectedTokens: 1, reason: 'Correction' }),
      c.patch(`/api/admin/users/${p.id}/role`, { role: 'admin' }),
    ];
    for (const res of await Promise.all(calls(p.c))) expect(res.status).toBe(403);
    for (const res of await Promise.all(calls(anonymous))) expect(res.status).toBe(401);
    const after = await snapshot(t.db);
    expect(after.profiles).toEqual(before.profiles);
    expect({ ...after, audit: 0 }).toEqual({ ...before, audit: 0 });
    expect(await balanceOf(t.db, victim.id)).toBe(1);
  });
});

describe('the last admin, with promotion and reinstatement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('an actor who lost the admin role cannot promote; the only admin cannot be suspended; reinstating counts again', async () => {
    const only = await account(t, 'person-only-admin', 'admin');
    const stale = await account(t, 'person-stale-admin');
    const p = await account(t, 'person-would-be');
    const actor = { id: stale.id, email: stale.email, ip: '127.0.0.1', userAgent: 'admin-person-test' };
    const before = await snapshot(t.db);
    await expect(setUserRole({ db: t.db, actor, userId: p.id, role: 'admin' })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(setUserRole({ db: t.db, actor, userId: only.id, role: 'suspended' })).rejects.toMatchObject({ code: 'last_admin' });
    expect(await snapshot(t.db)).toEqual(before);

    // With a second admin, the first can be suspended; reinstated, they are an admin again,
    // and then the second is no longer the last.
    const second = await account(t, 'person-second-admin', 'admin');
    expect((await second.c.patch(`/api/admin/users/${only.id}/role`, { role: 'suspended', reason: 'Breaking the rules' })).body.role).toBe(
      'suspended',
    );
    const lastOne = await setUserRole({ db: t.db, actor, userId: second.id, role: 'suspended' }).catch((e: { code: string }) => e.code);
    expect(lastOne).toBe('last_admin');
    expect((await second.c.patch(`/api/admin/users/${only.id}/role`, { role: 'user' })).body.role).toBe('admin');
    expect((await only.c.patch(`/api/admin/users/${second.id}/role`, { role: 'suspended', reason: 'Breaking the rules' })).body.role).toBe(
      'suspended',
    );
  });
});

describe.skipIf(!realPostgres)(
  'balance changes racing a purchase (real PostgreSQL; skipped on the embedded database: one connection cannot race)',
  () => {
    let t: TestApp;
    let admin: Account;

    beforeAll(async () => {
      t = await startTestApp({ deps: { paymentReconciliation: { intervalMs: 0 } } });
      admin = await account(t, 'race-admin', 'admin');
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('an adjustment and a purchase paid on the sandbox at once: both are kept (start + delta + purchase)', async () => {
      const outcomes: string[] = [];
      for (const delta of [3, -1, 2]) {
        const p = await account(t, 'race-adjust-pay');
        const start = await balanceOf(t.db, p.id);
        const purchase = await startPurchase(t, p);
        const [adjusted, paid] = await Promise.all([
          admin.c.post(`/api/admin/users/${p.id}/games/adjust`, { delta, reason: 'race' }),
          purchase.payAndVerify(),
        ]);
        expect(adjusted.status).toBe(200);
        expect(paid.status, JSON.stringify(paid.body)).toBe(200);
        await expect.poll(() => paymentStatus(t.db, purchase.paymentId), { timeout: 5000 }).toBe('Paid');
        expect(await balanceOf(t.db, p.id)).toBe(start + delta + 5);
        expect(await ledgerSum(t.db, p.id)).toBe(start + delta + 5);
        // The order the two landed in, as the ledger tells it.
        const order = await t.db
          .select({ reason: tokenLedger.reason })
          .from(tokenLedger)
          .where(eq(tokenLedger.userId, p.id))
          .orderBy(tokenLedger.createdAt, tokenLedger.id);
        outcomes.push(order.map((r) => r.reason).join('>'));
      }
      console.log(`adjust vs sandbox purchase: ${outcomes.join('; ')}`);
    });

    it('an adjustment blocked behind a purchase in flight applies to the balance the purchase left', async () => {
      const p = await account(t, 'race-adjust-held');
      // The purchase's transaction holds the row; the adjustment is sent meanwhile and must wait.
      let adjusted: Promise<{ status: number; body: { tokens: number } }> | undefined;
      await t.db.transaction(async (tx) => {
        await creditTokens(tx, { userId: p.id, tokens: 5, reason: 'purchase', reference: 'held-purchase', paidFils: 0 });
        adjusted = admin.c.post(`/api/admin/users/${p.id}/games/adjust`, { delta: -2, reason: 'race' });
        await someoneWaitsForALock(t.db);
      });
      const res = await adjusted!;
      expect([res.status, res.body.tokens]).toEqual([200, 4]);
      expect(await balanceOf(t.db, p.id)).toBe(1 + 5 - 2);
      expect(await ledgerSum(t.db, p.id)).toBe(4);
      const row = firstRow(
        await t.db
          .select()
          .from(tokenLedger)
          .where(and(eq(tokenLedger.userId, p.id), eq(tokenLedger.reason, 'admin_adjust'))),
        'the adjust row',
      );
      expect([row.delta, row.balanceAfter]).toEqual([-2, 4]);
    });

    it('a set naming the balance a purchase in flight is changing is refused, and the purchase is kept', async () => {
      const p = await account(t, 'race-set-held');
      const before = await t.db.select({ n: count() }).from(auditLog);
      let set: Promise<{ status: number; body: { error?: { code: string; details?: string[] } } }> | undefined;
      await t.db.transaction(async (tx) => {
        await creditTokens(tx, { userId: p.id, tokens: 5, reason: 'purchase', reference: 'held-purchase', paidFils: 0 });
        // The admin saw 1 and sets 10.
        set = admin.c.patch(`/api/admin/users/${p.id}/tokens`, { tokens: 10, expectedTokens: 1, reason: 'Correction' });
        await someoneWaitsForALock(t.db);
      });
      const res = await set!;
      expect([res.status, res.body.error?.code, res.body.error?.details]).toEqual([409, 'balance_changed', ['6']]);
      expect(await balanceOf(t.db, p.id)).toBe(6);
      expect(await ledgerSum(t.db, p.id)).toBe(6);
      expect(await t.db.select({ n: count() }).from(auditLog)).toEqual(before);
    });

    it('a set and a sandbox purchase at once: either the set lands first and the purchase adds to it, or the set is refused', async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < 3; round++) {
        const p = await account(t, 'race-set-pay');
        const purchase = await startPurchase(t, p);
        const [set] = await Promise.all([
          admin.c.patch(`/api/admin/users/${p.id}/tokens`, { tokens: 10, expectedTokens: 1, reason: 'Correction' }),
          purchase.payAndVerify(),
        ]);
        await expect.poll(() => paymentStatus(t.db, purchase.paymentId), { timeout: 5000 }).toBe('Paid');
        const balance = await balanceOf(t.db, p.id);
        if (set.status === 200) expect(balance).toBe(15);
        else {
          expect([set.status, set.body.error.code]).toEqual([409, 'balance_changed']);
          expect(balance).toBe(6);
        }
        expect(await ledgerSum(t.db, p.id)).toBe(balance);
        outcomes.push(String(set.status));
      }
      console.log(`set vs sandbox purchase: ${outcomes.join(', ')}`);
    });
  },
);
