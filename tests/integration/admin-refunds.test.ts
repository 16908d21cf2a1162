// POST /api/admin/payments/:id/refund on the real app, with PAYMENT_PROVIDER=myfatoorah against
// the fake MyFatoorah HTTP server (MakeRefund at the network boundary): full and partial
// refunds, the refunded share of tokens taken back (never below zero, the shortfall recorded),
// what is refused and that a refusal changes nothing, a gateway refusal or silence, the
// Idempotency-Key, two admins at once (real PostgreSQL only), what the buyer sees, and a
// refund of a payment whose account was deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, paymentRefunds, payments, profiles, tokenLedger } from '../../server/src/db/schema/index.ts';
import { startFakeMyFatoorah, type FakeMyFatoorah } from './helpers/fake-myfatoorah.ts';
import {
  addCoupon,
  buyer,
  GATEWAY_TIMEOUT_MS,
  paidCardPurchase,
  profileOf,
  READ_EVERY_VERIFY,
  startAppOnFakeMyFatoorah,
} from './helpers/payments.ts';
import type { TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';

let t: TestApp;
let fake: FakeMyFatoorah;
let admin: HttpClient;
let adminId: string;

beforeAll(async () => {
  fake = await startFakeMyFatoorah();
  t = await startAppOnFakeMyFatoorah(fake, { seed: true, env: READ_EVERY_VERIFY, deps: { paymentReconciliation: { intervalMs: 0 } } });
  admin = new HttpClient(t.baseUrl);
  const { user } = await admin.signUp(uniqueEmail('refund-admin'));
  adminId = user.id;
  await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.id));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A card purchase of `packageId`, paid at the fake gateway and verified (invoice id as a number, as the fake keeps it). */
async function paidPurchase(packageId = 'pkg-5') {
  const p = await paidCardPurchase(t.baseUrl, fake, packageId, 'refunded');
  return { ...p, invoiceId: Number(p.invoiceId) };
}

const refund = (paymentId: string, body: unknown, headers: Record<string, string> = {}, as = admin) =>
  as.post(`/api/admin/payments/${paymentId}/refund`, body, headers);

const paymentRow = async (id: string) => firstRow(await t.db.select().from(payments).where(eq(payments.id, id)), 'the payment');
const refundsOf = (paymentId: string) => t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
const refundLedger = (userId: string) =>
  t.db
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.reason, 'refund')))
    .orderBy(desc(tokenLedger.createdAt));
const refundAudits = async (paymentId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment_refund'))).filter((a) => a.details?.paymentId === paymentId);
const gatewayRefunds = (invoiceId: number) => fake.refunds.filter((r) => r.InvoiceId === invoiceId);

/** Everything a refused refund must leave as it was. */
async function stateOf(p: { paymentId: string; userId: string | null }) {
  const payment = await paymentRow(p.paymentId);
  return {
    payment: { status: payment.status, refundedAmount: payment.refundedAmount },
    refunds: (await refundsOf(p.paymentId)).map((r) => [r.status, r.amount]),
    profile: p.userId ? await profileOf(t.db, p.userId) : null,
    ledger: p.userId ? (await refundLedger(p.userId)).length : 0,
    audits: (await refundAudits(p.paymentId)).length,
    gatewayCalls: fake.calls('MakeRefund'),
  };
}

describe('POST /api/admin/payments/:id/refund', () => {
  it('refunds the whole payment: MakeRefund by PaymentId, all its tokens back, Refunded for staff and the buyer', async () => {
    const p = await paidPurchase('pkg-5');
    const before = await profileOf(t.db, p.userId);
    const res = await refund(p.paymentId, { reason: 'Bought by mistake' }, { 'idempotency-key': `full-${p.paymentId}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.refund).toMatchObject({
      amount: '2.000',
      tokensTaken: 5,
      tokensShortfall: 0,
      status: 'Succeeded',
      reason: 'Bought by mistake',
    });
    expect(res.body.payment).toMatchObject({ status: 'Refunded', refundedAmount: '2.000', refundableAmount: '0.000' });
    expect(res.body.payment.refunds).toHaveLength(1);

    // At the gateway: one MakeRefund, by the PaymentId, the amount a 3-decimal number literal.
    const [sent] = gatewayRefunds(p.invoiceId);
    expect(sent).toMatchObject({ KeyType: 'PaymentId', Key: p.gatewayPaymentId, amountFils: 2000 });
    expect(res.body.refund.gatewayRefundId).toBe(String(sent!.RefundId));
    const raw = fake.requests.filter((r) => r.endpoint === 'MakeRefund').at(-1)!.text;
    expect(raw).toContain('"Amount":2.000');
    expect(JSON.parse(raw)).toMatchObject({ RefundChargeOnCustomer: false, ServiceChargeOnCustomer: false, AmountDeductedFromSupplier: 0 });

    const after = await profileOf(t.db, p.userId);
    expect(after.tokens).toBe(before.tokens - 5);
    // A real payment fully refunded leaves the profile's totals.
    expect(Number(after.totalAmountPaid)).toBeCloseTo(Number(before.totalAmountPaid) - 2, 3);
    expect(after.totalPaymentsCount).toBe(before.totalPaymentsCount - 1);
    const [ledger] = await refundLedger(p.userId);
    expect(ledger).toMatchObject({ delta: -5, balanceAfter: after.tokens, reference: p.paymentId });
    expect(ledger!.details).toMatchObject({ note: 'Bought by mistake', paymentId: p.paymentId, shortfall: 0 });
    const [audit] = await refundAudits(p.paymentId);
    expect(audit).toMatchObject({ adminId, targetUserId: p.userId });
    expect(audit!.details).toMatchObject({ amount: '2.000', tokensTaken: 5, tokensShortfall: 0, reason: 'Bought by mistake' });

    // The buyer's Transactions tab, and the admin list's status filter.
    const mine = await p.http.get('/api/payments');
    expect(mine.body.find((x: { id: string }) => x.id === p.paymentId)).toMatchObject({ status: 'Refunded', refundedAmount: '2.000' });
    const listed = await admin.get(`/api/admin/payments?userId=${p.userId}&status=Refunded`);
    expect(listed.body.items.map((i: { id: string }) => i.id)).toEqual([p.paymentId]);

    // Nothing is left to refund.
    expect((await refund(p.paymentId, { reason: 'again' })).body.error.code).toBe('payment_not_refundable');
  });

  it('refunds part, then the rest: tokens rounded down first, the rest taken by the last refund', async () => {
    const p = await paidPurchase('pkg-5'); // 2.000 KWD for 5 tokens
    const before = await profileOf(t.db, p.userId);
    // Typed as Kuwaiti staff type it (issue 32 §2): Arabic-Indic digits and the Arabic decimal sign.
    const first = await refund(p.paymentId, { amount: '٠٫٥', reason: 'Partial goodwill' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // 5 × 0.5 / 2 = 1.25 → 1 token.
    expect(first.body.refund).toMatchObject({ amount: '0.500', tokensTaken: 1, tokensShortfall: 0 });
    expect(first.body.payment).toMatchObject({ status: 'PartlyRefunded', refundedAmount: '0.500', refundableAmount: '1.500' });
    const mine = await p.http.get('/api/payments');
    expect(mine.body.find((x: { id: string }) => x.id === p.paymentId)).toMatchObject({
      status: 'PartlyRefunded',
      refundedAmount: '0.500',
    });
    expect(Number((await profileOf(t.db, p.userId)).totalAmountPaid)).toBeCloseTo(Number(before.totalAmountPaid) - 0.5, 3);
    expect((await profileOf(t.db, p.userId)).totalPaymentsCount).toBe(before.totalPaymentsCount);

    // No amount: the rest (1.500), which takes the remaining 4 tokens.
    const rest = await refund(p.paymentId, { reason: 'The rest' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.refund).toMatchObject({ amount: '1.500', tokensTaken: 4, tokensShortfall: 0 });
    expect(rest.body.payment).toMatchObject({ status: 'Refunded', refundedAmount: '2.000' });
    expect(rest.body.payment.refunds.map((r: { amount: string }) => r.amount)).toEqual(['1.500', '0.500']);
    expect((await profileOf(t.db, p.userId)).tokens).toBe(before.tokens - 5);
    expect(gatewayRefunds(p.invoiceId).map((r) => r.amountFils)).toEqual([500, 1500]);
  });

  it('refuses more than what is left, and changes nothing', async () => {
    const p = await paidPurchase('pkg-5');
    expect((await refund(p.paymentId, { amount: '1.500', reason: 'part' })).status).toBe(200);
    const before = await stateOf(p);
    for (const amount of ['0.501', '2.000', '999999999']) {
      const res = await refund(p.paymentId, { amount, reason: 'too much' });
      expect([res.status, res.body.error?.code], amount).toEqual([409, 'refund_exceeds_paid']);
    }
    expect(await stateOf(p)).toEqual(before);
  });

  it('takes back only what is left after the buyer spent the tokens, and records the shortfall', async () => {
    const p = await paidPurchase('pkg-5');
    // The buyer plays until no token is left.
    const category = (await p.http.get('/api/categories?language=en')).body[0];
    let balance = (await profileOf(t.db, p.userId)).tokens;
    while (balance > 1) {
      const game = await p.http.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue', language: 'en' });
      expect(game.status, JSON.stringify(game.body)).toBe(201);
      balance -= 1;
    }
    expect((await profileOf(t.db, p.userId)).tokens).toBe(1);
    const res = await refund(p.paymentId, { reason: 'Chargeback threat' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.refund).toMatchObject({ tokensTaken: 1, tokensShortfall: 4, status: 'Succeeded' });
    expect((await profileOf(t.db, p.userId)).tokens).toBe(0);
    const [ledger] = await refundLedger(p.userId);
    expect(ledger).toMatchObject({ delta: -1, balanceAfter: 0 });
    expect(ledger!.details).toMatchObject({ shortfall: 4 });
    expect((await refundAudits(p.paymentId))[0]!.details).toMatchObject({ tokensTaken: 1, tokensShortfall: 4 });
  });

  it('the same Idempotency-Key refunds once and answers the same refund', async () => {
    const p = await paidPurchase('pkg-10');
    const key = `key-${p.paymentId}`;
    const first = await refund(p.paymentId, { amount: '1.000', reason: 'once' }, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    const again = await refund(p.paymentId, { amount: '1.000', reason: 'once' }, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.body.refund).toEqual(first.body.refund);
    expect(gatewayRefunds(p.invoiceId)).toHaveLength(1);
    expect(await refundsOf(p.paymentId)).toHaveLength(1);
    expect((await paymentRow(p.paymentId)).refundedAmount).toBe('1.000');
    // The key belongs to that payment's refund: another payment may not reuse it.
    const other = await paidPurchase('pkg-1');
    const reused = await refund(other.paymentId, { reason: 'x' }, { 'idempotency-key': key });
    expect([reused.status, reused.body.error?.code]).toEqual([400, 'validation_failed']);
    const bad = await refund(other.paymentId, { reason: 'x' }, { 'idempotency-key': 'x'.repeat(201) });
    expect([bad.status, bad.body.error?.code]).toEqual([400, 'validation_failed']);
    expect(await refundsOf(other.paymentId)).toHaveLength(0);
  });

  it('a gateway refusal answers 502 with its texts, releases the reservation, and a later refund works', async () => {
    const p = await paidPurchase('pkg-5');
    const before = await profileOf(t.db, p.userId);
    fake.answerNext(
      400,
      {
        IsSuccess: false,
        Message: 'Invalid data',
        ValidationErrors: [{ Name: 'Amount', Error: 'Refund is not allowed for this payment' }],
        Data: null,
      },
      { endpoint: 'MakeRefund' },
    );
    const failed = await refund(p.paymentId, { amount: '1.000', reason: 'first try' });
    expect([failed.status, failed.body.error?.code]).toEqual([502, 'refund_failed']);
    expect(failed.body.error.details).toEqual(['Refund is not allowed for this payment']);
    expect(await refundsOf(p.paymentId)).toMatchObject([{ status: 'Failed', amount: '1.000' }]);
    expect(await paymentRow(p.paymentId)).toMatchObject({ status: 'Paid', refundedAmount: '0.000' });
    expect((await profileOf(t.db, p.userId)).tokens).toBe(before.tokens);
    expect(await refundAudits(p.paymentId)).toHaveLength(0);

    const later = await refund(p.paymentId, { reason: 'second try' });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.payment).toMatchObject({ status: 'Refunded', refundedAmount: '2.000' });
    expect(later.body.payment.refunds.map((r: { status: string }) => r.status)).toEqual(['Succeeded', 'Failed']);
  });

  it('no answer from the gateway keeps the refund Pending with its reservation: never refunded twice', async () => {
    const p = await paidPurchase('pkg-5');
    fake.delayNext(GATEWAY_TIMEOUT_MS * 4);
    const silent = await refund(p.paymentId, { amount: '1.000', reason: 'slow gateway' });
    expect([silent.status, silent.body.error?.code]).toEqual([502, 'payment_gateway_unavailable']);
    expect(await refundsOf(p.paymentId)).toMatchObject([{ status: 'Pending', amount: '1.000' }]);
    expect((await paymentRow(p.paymentId)).refundedAmount).toBe('1.000');
    // The gateway may have paid that refund: while it is unsettled the payment takes no new
    // refund, whatever the amount or the key (the same amount again was the double payment of
    // issue 30 §3; the other half waits too).
    const calls = fake.calls('MakeRefund');
    for (const [body, key] of [
      [{ amount: '1.000', reason: 'slow gateway' }, 'retry-under-a-new-key'],
      [{ amount: '2.000', reason: 'everything' }, undefined],
      [{ amount: '2.001', reason: 'x' }, undefined],
      [{ reason: 'the other half' }, undefined],
    ] as const) {
      const refused = await refund(p.paymentId, body, key ? { 'idempotency-key': `${key}-${p.paymentId}` } : {});
      expect([refused.status, refused.body.error?.code], JSON.stringify(body)).toEqual([409, 'refund_in_progress']);
    }
    expect(fake.calls('MakeRefund')).toBe(calls);
    expect(await refundsOf(p.paymentId)).toMatchObject([{ status: 'Pending', amount: '1.000' }]);
    expect((await paymentRow(p.paymentId)).refundedAmount).toBe('1.000');
  });

  it('refuses payments that are not paid card payments', async () => {
    const b = await buyer(t.baseUrl, 'not-refundable');
    const pending = await b.http.post('/api/payments', { packageId: 'pkg-5', language: 'en' });
    const declined = await b.http.post('/api/payments', { packageId: 'pkg-1', language: 'en' });
    fake.expire(declined.body.invoiceId);
    await b.http.post('/api/payments/verify', { reference: declined.body.invoiceId });
    const free = await addCoupon(t.db, { type: 'free', discountPercentage: null, freeTokens: 2 });
    const redeemed = await b.http.post('/api/coupons/redeem', { code: free.code });
    expect(redeemed.status).toBe(200);
    const zero = await addCoupon(t.db, { type: 'discount', discountPercentage: 100 });
    const discountedToZero = await b.http.post('/api/payments', { packageId: 'pkg-5', couponCode: zero.code });
    expect(discountedToZero.body.free).toBe(true);
    const ids = [pending.body.paymentId, declined.body.paymentId, redeemed.body.receipt.paymentId, discountedToZero.body.paymentId];
    expect((await paymentRow(declined.body.paymentId)).status).toBe('Failed');
    const calls = fake.calls('MakeRefund');
    for (const id of ids) {
      const res = await refund(id, { reason: 'no' });
      expect([res.status, res.body.error?.code], id).toEqual([409, 'payment_not_refundable']);
      expect(await refundsOf(id)).toHaveLength(0);
    }
    expect(fake.calls('MakeRefund')).toBe(calls);
    const unknown = await refund('00000000-0000-4000-8000-000000000000', { reason: 'no' });
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'payment_not_found']);
  });

  it('answers bad bodies with a code and changes nothing', async () => {
    const p = await paidPurchase('pkg-1');
    const before = await stateOf(p);
    const cases: [unknown, string][] = [
      [{ amount: '-1', reason: 'r' }, 'refund_amount_invalid'],
      [{ amount: '1.2345', reason: 'r' }, 'refund_amount_invalid'],
      [{ amount: '١,٢,٣', reason: 'r' }, 'refund_amount_invalid'],
      [{ amount: 'abc', reason: 'r' }, 'refund_amount_invalid'],
      [{ amount: 1, reason: 'r' }, 'refund_amount_invalid'],
      [{ amount: '0', reason: 'r' }, 'refund_amount_invalid'],
      [{ amount: '0.000', reason: 'r' }, 'refund_amount_invalid'],
      [{ amount: '0.100' }, 'reason_required'],
      [{ amount: '0.100', reason: '' }, 'reason_required'],
      [{ amount: '0.100', reason: '   ' }, 'reason_required'],
      [{ amount: '0.100', reason: 'x'.repeat(2000) }, 'text_too_long'],
    ];
    for (const [body, code] of cases) {
      const res = await refund(p.paymentId, body);
      expect([res.status, res.body.error?.code], JSON.stringify(body)).toEqual([400, code]);
    }
    expect(await stateOf(p)).toEqual(before);
  });

  it('is for staff only', async () => {
    const p = await paidPurchase('pkg-1');
    const before = await stateOf(p);
    expect((await refund(p.paymentId, { reason: 'mine' }, {}, p.http)).status).toBe(403);
    expect((await refund(p.paymentId, { reason: 'anyone' }, {}, new HttpClient(t.baseUrl))).status).toBe(401);
    expect(await stateOf(p)).toEqual(before);
  });

  it('deleting the buyer keeps the payment detached and anonymised; it can still be refunded (no tokens to take)', async () => {
    const p = await paidPurchase('pkg-5');
    const stored = await paymentRow(p.paymentId);
    expect(JSON.stringify(stored.gatewayData)).toContain('CustomerEmail');
    expect((await admin.request('DELETE', `/api/admin/users/${p.userId}`)).status).toBe(200);
    const kept = await paymentRow(p.paymentId);
    expect(kept).toMatchObject({ userId: null, status: 'Paid', amount: '2.000', transactionId: p.gatewayPaymentId });
    expect(kept.detachedAt).not.toBeNull();
    const data = JSON.stringify(kept.gatewayData);
    for (const field of ['CustomerName', 'CustomerEmail', 'CustomerMobile', 'refunded-']) expect(data).not.toContain(field);
    expect(data).toContain(p.gatewayPaymentId);
    const detail = await admin.get(`/api/admin/payments/${p.paymentId}`);
    expect(detail.body).toMatchObject({ userId: null, userEmail: null, detached: true, status: 'Paid' });

    const res = await refund(p.paymentId, { amount: '1.000', reason: 'Account closed' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.refund).toMatchObject({ tokensTaken: 0, tokensShortfall: 2 });
    expect(res.body.payment).toMatchObject({ status: 'PartlyRefunded', detached: true });
    const [audit] = await refundAudits(p.paymentId);
    expect(audit).toMatchObject({ targetType: 'payment', targetId: p.paymentId, targetUserId: null });
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'refund races on PostgreSQL (skipped on the embedded database: one connection cannot race)',
  () => {
    it('two admins refunding at once refund once: one refund at the gateway, one 409', async () => {
      const second = new HttpClient(t.baseUrl);
      const { user } = await second.signUp(uniqueEmail('refund-admin-2'));
      await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.id));
      for (let round = 0; round < 3; round++) {
        const p = await paidPurchase('pkg-5');
        const before = await profileOf(t.db, p.userId);
        // The gateway answers slowly, so the second request arrives while the first is in flight.
        fake.delayNext(GATEWAY_TIMEOUT_MS / 3);
        const answers = await Promise.all([
          refund(p.paymentId, { reason: 'admin one' }),
          refund(p.paymentId, { reason: 'admin two' }, {}, second),
        ]);
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([200, 409]);
        const refused = answers.find((a) => a.status === 409)!;
        expect(['refund_in_progress', 'payment_not_refundable']).toContain(refused.body.error.code);
        expect(gatewayRefunds(p.invoiceId)).toHaveLength(1);
        expect(await refundsOf(p.paymentId)).toMatchObject([{ status: 'Succeeded', amount: '2.000' }]);
        expect(await paymentRow(p.paymentId)).toMatchObject({ status: 'Refunded', refundedAmount: '2.000' });
        expect((await profileOf(t.db, p.userId)).tokens).toBe(before.tokens - 5);
        expect(await refundAudits(p.paymentId)).toHaveLength(1);
      }
    });

    it('parallel partial refunds go one at a time, never exceed what was paid, and their tokens add up', async () => {
      const p = await paidPurchase('pkg-10'); // 3.500 KWD for 10 tokens
      const before = await profileOf(t.db, p.userId);
      // Six at once while the gateway is slow: one is sent, the others wait for it to settle.
      fake.delayNext(GATEWAY_TIMEOUT_MS / 3);
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => refund(p.paymentId, { amount: '1.000', reason: `part ${i}` })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200)) expect([a.status, a.body.error?.code]).toEqual([409, 'refund_in_progress']);
      // Then in turn, until the next would exceed the payment.
      for (const i of [1, 2]) expect((await refund(p.paymentId, { amount: '1.000', reason: `next ${i}` })).status).toBe(200);
      const over = await refund(p.paymentId, { amount: '1.000', reason: 'one too many' });
      expect([over.status, over.body.error?.code]).toEqual([409, 'refund_exceeds_paid']);
      const row = await paymentRow(p.paymentId);
      expect(row).toMatchObject({ status: 'Paid', refundedAmount: '3.000' });
      expect(gatewayRefunds(p.invoiceId).reduce((s, r) => s + r.amountFils, 0)).toBe(3000);
      // floor(10 × 3 / 3.5) = 8 tokens over the three refunds, whatever order they settled in.
      const taken = (await refundsOf(p.paymentId)).reduce((s, r) => s + r.tokensTaken, 0);
      expect(taken).toBe(8);
      expect((await profileOf(t.db, p.userId)).tokens).toBe(before.tokens - 8);
    });
  },
);
