// Refunds are requests: followed to the end (issue 30 §4). The real app on the configured
// database, against the fake MyFatoorah at the network boundary, which speaks GetRefundStatus
// and can hold refunds Pending (the merchant's Auto Refund off), then execute or cancel them.
// Every way a refund settles goes through the one settle path: the refund request itself, the
// reconciliation job, "Check now", and a person recording what the portal says.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, paymentRefunds, payments, profiles, tokenLedger } from '../../server/src/db/schema/index.ts';
import { reconcileRefunds } from '../../server/src/services/admin/payments/check-refunds.ts';
import { startFakeMyFatoorah, type FakeMyFatoorah } from './helpers/fake-myfatoorah.ts';
import {
  expectLedgerInvariant,
  GATEWAY_TIMEOUT_MS,
  paidCardPurchase,
  profileOf,
  READ_EVERY_VERIFY,
  startAppOnFakeMyFatoorah,
} from './helpers/payments.ts';
import { waitForMail, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';

let t: TestApp;
let fake: FakeMyFatoorah;
let admin: HttpClient;

beforeAll(async () => {
  fake = await startFakeMyFatoorah();
  t = await startAppOnFakeMyFatoorah(fake, { seed: true, env: READ_EVERY_VERIFY, deps: { paymentReconciliation: { intervalMs: 0 } } });
  admin = new HttpClient(t.baseUrl);
  const { user } = await admin.signUp(uniqueEmail('refund-status-admin'));
  await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.id));
});
afterEach(() => fake?.holdRefunds(false));
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
/** One reconciliation round's refund part, now (the job runs it every 30 s). */
const reconcile = () => reconcileRefunds({ db: t.db, gateway: t.app.paymentGateway, log: silentLog, olderThanMs: 0 });

const refund = (paymentId: string, body: unknown) => admin.post(`/api/admin/payments/${paymentId}/refund`, body);
const check = (paymentId: string, refundId: string, as = admin) => as.post(`/api/admin/payments/${paymentId}/refunds/${refundId}/check`);
const record = (paymentId: string, refundId: string, body: unknown, as = admin) =>
  as.post(`/api/admin/payments/${paymentId}/refunds/${refundId}/record`, body);

const paymentRow = async (id: string) => firstRow(await t.db.select().from(payments).where(eq(payments.id, id)), 'the payment');
const refundRow = async (id: string) => firstRow(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)), 'the refund');
const refundLedger = (userId: string) =>
  t.db
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.reason, 'refund')));
const auditsOf = async (refundId: string) =>
  (await t.db.select().from(auditLog)).filter((a) => (a.details as { refundId?: string } | null)?.refundId === refundId);

describe('a refund the gateway holds (Auto Refund off)', () => {
  it('stays Pending at the gateway, holding its amount; once executed there, reconciliation settles it', async () => {
    const p = await paidCardPurchase(t.baseUrl, fake, 'pkg-5', 'held-refund');
    const before = await profileOf(t.db, p.userId);
    fake.holdRefunds(true);
    const res = await refund(p.paymentId, { amount: '1.000', reason: 'Half back' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [gatewayRefund] = fake.refunds.filter((r) => String(r.InvoiceId) === p.invoiceId);
    expect(res.body.refund).toMatchObject({ status: 'Pending', gatewayRefundId: String(gatewayRefund!.RefundId), tokensTaken: 0 });
    expect(await paymentRow(p.paymentId)).toMatchObject({ status: 'Paid', refundedAmount: '1.000' });
    expect((await profileOf(t.db, p.userId)).tokens).toBe(before.tokens);
    // While it is pending there, no second refund, and a round changes nothing.
    expect((await refund(p.paymentId, { amount: '1.000', reason: 'again' })).body.error?.code).toBe('refund_in_progress');
    // Issue 32 §3: the buyer is told, in Arabic and English, that the refund was requested.
    const { email } = (await p.http.get('/api/me')).body;
    const requested = await waitForMail(t.outboxDir, email, 1);
    expect(requested.subject).toBe('طلب استرداد · Refund requested: 1.000 KWD');
    expect(requested.text).toContain('طلبنا استرداد 1.000 د.ك من دفعتك إلى بطاقتك.');
    expect(requested.text).toContain('We have asked for 1.000 KWD of your payment to be refunded to your card.');
    expect(requested.html).toContain('<div lang="ar" dir="rtl">');
    expect(await reconcile()).toMatchObject({ settled: 0 });
    expect((await refundRow(res.body.refund.id)).status).toBe('Pending');

    fake.setRefundStatus(gatewayRefund!.RefundId, 'Refunded');
    expect(await reconcile()).toMatchObject({ settled: 1 });
    // floor(5 × 1 / 2) = 2 games back; the ledger and an audit row by the system, saying how.
    expect(await refundRow(res.body.refund.id)).toMatchObject({
      status: 'Succeeded',
      tokensTaken: 2,
      gatewayRefundId: String(gatewayRefund!.RefundId),
    });
    expect((await profileOf(t.db, p.userId)).tokens).toBe(before.tokens - 2);
    expect(await refundLedger(p.userId)).toMatchObject([{ delta: -2 }]);
    expect(await auditsOf(res.body.refund.id)).toMatchObject([
      { action: 'payment_refund', adminId: null, details: { amount: '1.000', settledBy: 'gateway_status' } },
    ]);
    // Settled once: another round and Check now change nothing.
    expect(await reconcile()).toMatchObject({ settled: 0 });
    expect((await check(p.paymentId, res.body.refund.id)).status).toBe(200);
    expect(await refundLedger(p.userId)).toHaveLength(1);
    // And told, once, that it completed (after the answer: Check now sends what is due).
    const completed = await waitForMail(t.outboxDir, email, 2);
    expect(completed.subject).toBe('تم الاسترداد · Refund completed: 1.000 KWD');
    expect(completed.text).toContain('Your refund of 1.000 KWD to your card is complete.');
    expect((await check(p.paymentId, res.body.refund.id)).status).toBe(200);
    await expect(waitForMail(t.outboxDir, email, 3, 500)).rejects.toThrow(/no mail #3/);
    await expectLedgerInvariant(t.db);
  });

  it('canceled there: Check now releases the reservation, audited, and the payment can be refunded again', async () => {
    const p = await paidCardPurchase(t.baseUrl, fake, 'pkg-5', 'canceled-refund');
    const before = await profileOf(t.db, p.userId);
    fake.holdRefunds(true);
    const res = await refund(p.paymentId, { reason: 'All back' });
    expect(res.body.refund).toMatchObject({ status: 'Pending', amount: '2.000' });
    fake.setRefundStatus(Number(res.body.refund.gatewayRefundId), 'Canceled');

    const checked = await check(p.paymentId, res.body.refund.id);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body).toMatchObject({ status: 'Paid', refundedAmount: '0.000', refundableAmount: '2.000' });
    expect(checked.body.refunds).toMatchObject([{ id: res.body.refund.id, status: 'Canceled', tokensTaken: 0 }]);
    expect((await profileOf(t.db, p.userId)).tokens).toBe(before.tokens);
    expect(await refundLedger(p.userId)).toHaveLength(0);
    expect(await auditsOf(res.body.refund.id)).toMatchObject([
      { action: 'payment_refund_canceled', details: { amount: '2.000', settledBy: 'gateway_status' } },
    ]);

    fake.holdRefunds(false);
    const again = await refund(p.paymentId, { reason: 'All back, for real' });
    expect(again.body.refund, JSON.stringify(again.body)).toMatchObject({ status: 'Succeeded', amount: '2.000', tokensTaken: 5 });
    expect(await paymentRow(p.paymentId)).toMatchObject({ status: 'Refunded', refundedAmount: '2.000' });
    await expectLedgerInvariant(t.db);
  });
});

describe('a refund whose MakeRefund answer was lost', () => {
  it('is found by its invoice and amount and settled by reconciliation, with the RefundId it never got', async () => {
    const p = await paidCardPurchase(t.baseUrl, fake, 'pkg-5', 'lost-answer');
    // An earlier refund of the same payment, settled and named: never taken for the lost one.
    expect((await refund(p.paymentId, { amount: '0.500', reason: 'first part' })).body.refund.status).toBe('Succeeded');
    fake.delayNext(GATEWAY_TIMEOUT_MS * 4);
    const lost = await refund(p.paymentId, { amount: '0.500', reason: 'second part' });
    expect([lost.status, lost.body.error?.code]).toEqual([502, 'payment_gateway_unavailable']);
    const [pending] = (await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, p.paymentId))).filter(
      (r) => r.status === 'Pending',
    );
    expect(pending).toMatchObject({ gatewayRefundId: null, amount: '0.500' });
    const made = fake.refunds.filter((r) => String(r.InvoiceId) === p.invoiceId);
    expect(made).toHaveLength(2);

    expect(await reconcile()).toMatchObject({ settled: 1 });
    expect(await refundRow(pending!.id)).toMatchObject({ status: 'Succeeded', gatewayRefundId: String(made[1]!.RefundId) });
    expect(await paymentRow(p.paymentId)).toMatchObject({ refundedAmount: '1.000' });
    await expectLedgerInvariant(t.db);
  });

  it('that the gateway never made is left Pending for a person, who records what the portal says', async () => {
    const p = await paidCardPurchase(t.baseUrl, fake, 'pkg-5', 'never-made');
    const before = await profileOf(t.db, p.userId);
    fake.answerNext(500, 'upstream error', { raw: true, endpoint: 'MakeRefund' });
    const failed = await refund(p.paymentId, { amount: '2.000', reason: 'everything' });
    expect(failed.body.error?.code).toBe('payment_gateway_unavailable');
    const [pending] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, p.paymentId));
    expect(await reconcile()).toMatchObject({ settled: 0 });
    expect((await refundRow(pending!.id)).status).toBe('Pending');

    // A reason is required, the outcome must be one of the two, and only an admin may record.
    const player = new HttpClient(t.baseUrl);
    await player.signUp(uniqueEmail('refund-status-player'));
    expect((await record(p.paymentId, pending!.id, { outcome: 'Canceled', reason: 'x' }, player)).status).toBe(403);
    expect((await record(p.paymentId, pending!.id, { outcome: 'Canceled', reason: '  ' })).status).toBe(400);
    expect((await record(p.paymentId, pending!.id, { outcome: 'Refunded', reason: 'portal' })).status).toBe(400);
    const otherPayment = await paidCardPurchase(t.baseUrl, fake, 'pkg-1', 'not-this-one');
    expect((await record(otherPayment.paymentId, pending!.id, { outcome: 'Canceled', reason: 'portal' })).body.error?.code).toBe(
      'refund_not_found',
    );
    expect((await check(otherPayment.paymentId, pending!.id)).body.error?.code).toBe('refund_not_found');
    expect((await refundRow(pending!.id)).status).toBe('Pending');

    const recorded = await record(p.paymentId, pending!.id, { outcome: 'Canceled', reason: 'The portal lists no refund for this invoice' });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.refunds).toMatchObject([{ status: 'Canceled' }]);
    expect(recorded.body).toMatchObject({ refundedAmount: '0.000', refundableAmount: '2.000' });
    expect(await auditsOf(pending!.id)).toMatchObject([
      {
        action: 'payment_refund_canceled',
        adminEmail: expect.stringContaining('refund-status-admin'),
        details: { settledBy: 'staff_record', reason: 'The portal lists no refund for this invoice' },
      },
    ]);
    const twice = await record(p.paymentId, pending!.id, { outcome: 'Succeeded', reason: 'changed my mind' });
    expect([twice.status, twice.body.error?.code]).toEqual([409, 'refund_not_pending']);
    expect((await profileOf(t.db, p.userId)).tokens).toBe(before.tokens);
    await expectLedgerInvariant(t.db);
  });

  it('recorded as refunded by a person: the games are taken back, with the reason on the audit row', async () => {
    const p = await paidCardPurchase(t.baseUrl, fake, 'pkg-5', 'recorded-refunded');
    const before = await profileOf(t.db, p.userId);
    fake.delayNext(GATEWAY_TIMEOUT_MS * 4);
    await refund(p.paymentId, { reason: 'everything' });
    const [pending] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, p.paymentId));
    const recorded = await record(p.paymentId, pending!.id, { outcome: 'Succeeded', reason: 'Portal: refunded on 28/11' });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body).toMatchObject({ status: 'Refunded', refundedAmount: '2.000' });
    expect(recorded.body.refunds).toMatchObject([{ status: 'Succeeded', tokensTaken: 5 }]);
    expect((await profileOf(t.db, p.userId)).tokens).toBe(before.tokens - 5);
    expect(await auditsOf(pending!.id)).toMatchObject([
      { action: 'payment_refund', details: { settledBy: 'staff_record', recordedReason: 'Portal: refunded on 28/11' } },
    ]);
    await expectLedgerInvariant(t.db);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('settling races on PostgreSQL (one connection cannot race)', () => {
  it('reconciliation and a person recording at once settle a refund once', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await paidCardPurchase(t.baseUrl, fake, 'pkg-5', `race-${round}`);
      fake.holdRefunds(true);
      const res = await refund(p.paymentId, { reason: 'race' });
      fake.setRefundStatus(Number(res.body.refund.gatewayRefundId), 'Refunded');
      const [, recorded, checked] = await Promise.all([
        reconcile(),
        record(p.paymentId, res.body.refund.id, { outcome: 'Succeeded', reason: 'portal says refunded' }),
        check(p.paymentId, res.body.refund.id),
      ]);
      expect([200, 409]).toContain(recorded.status);
      expect(checked.status).toBe(200);
      expect(await refundLedger(p.userId)).toHaveLength(1);
      expect((await auditsOf(res.body.refund.id)).filter((a) => a.action === 'payment_refund')).toHaveLength(1);
      expect(await refundRow(res.body.refund.id)).toMatchObject({ status: 'Succeeded', tokensTaken: 5 });
    }
    await expectLedgerInvariant(t.db);
  });
});
