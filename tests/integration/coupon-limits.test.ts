// Issue 15 item 4: a coupon's limits hold across declined cards. A declined attempt leaves the
// MyFatoorah invoice payable (until it expires), so its coupon reservation must stay counted:
// otherwise the buyer makes more discounted invoices and pays them all. The app runs with
// PAYMENT_PROVIDER=myfatoorah against the fake MyFatoorah HTTP server; the invariant is checked
// in the database after each sequence: no coupon has more discounted paid purchases than
// max_uses, nor any buyer more than user_max_usage, and every invoice the gateway took money
// for is credited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { couponRedemptions, payments } from '../../server/src/db/schema/index.ts';
import { reconcilePending } from '../../server/src/services/payments/reconcile-pending.ts';
import type { TestApp } from './helpers/test-app.ts';
import { startFakeMyFatoorah, type FakeMyFatoorah } from './helpers/fake-myfatoorah.ts';
import {
  addCoupon,
  buyer,
  couponRow,
  paymentWebhook,
  profileOf,
  READ_EVERY_VERIFY,
  startAppOnFakeMyFatoorah,
  WEBHOOK_SECRET,
} from './helpers/payments.ts';
import { HttpClient } from './helpers/http.ts';

let t: TestApp;
let fake: FakeMyFatoorah;

beforeAll(async () => {
  fake = await startFakeMyFatoorah();
  t = await startAppOnFakeMyFatoorah(fake, { env: READ_EVERY_VERIFY, deps: { paymentReconciliation: { intervalMs: 0 } } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Buyer = Awaited<ReturnType<typeof buyer>>;
interface Created {
  owner: Buyer;
  paymentId: string;
  invoiceId: string;
}

/** The app's reconciliation round, as its timer runs it (every pending payment, no pause). */
const reconcile = () =>
  reconcilePending({ db: t.db, gateway: t.app.paymentGateway, log: t.app.log, olderThanMs: 0, pauseMs: 0, limit: 1000 });

async function webhook(c: Created) {
  const last = fake.invoices.get(c.invoiceId)?.InvoiceTransactions.at(-1);
  const hook = paymentWebhook(WEBHOOK_SECRET, { invoiceId: c.invoiceId, paymentId: last?.PaymentId ?? '0', reference: c.paymentId });
  expect((await new HttpClient(t.baseUrl).post('/api/payments/webhook', hook.body, hook.headers)).status).toBe(200);
}

/** The thank-you page after the invoice's last attempt: its PaymentId and the invoice it kept. */
async function verifyLastAttempt(c: Created) {
  const last = fake.invoices.get(c.invoiceId)?.InvoiceTransactions.at(-1);
  const body = last ? { reference: last.PaymentId, invoiceId: c.invoiceId } : { reference: c.invoiceId };
  const res = await c.owner.http.post('/api/payments/verify', body);
  expect(res.status).toBe(200);
  return res.body as { status: string };
}

const isDead = (c: Created) => ['Expired', 'Canceled'].includes(fake.invoices.get(c.invoiceId)?.InvoiceStatus ?? '');
const isPaidAtGateway = (c: Created) => fake.invoices.get(c.invoiceId)?.InvoiceStatus === 'Paid';

/** The invariant, read from the database. */
async function expectWithinLimits(couponId: string, created: Created[], buyers: Buyer[]) {
  const coupon = await couponRow(t.db, couponId);
  const rows = await t.db.select().from(payments).where(eq(payments.couponId, couponId));
  const paid = rows.filter((r) => r.status === 'Paid');
  if (coupon.maxUses !== null) expect(paid.length).toBeLessThanOrEqual(coupon.maxUses);
  for (const b of buyers) expect(paid.filter((r) => r.userId === b.userId).length).toBeLessThanOrEqual(coupon.userMaxUsage);
  // Every use is a row, and the count never passes the limit.
  const uses = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
  expect(coupon.usedCount).toBe(uses.length);
  if (coupon.maxUses !== null) expect(coupon.usedCount).toBeLessThanOrEqual(coupon.maxUses);
  // Never take money and give nothing: each invoice the gateway was paid is credited.
  const status = new Map(rows.map((r) => [r.id, r.status]));
  for (const c of created) if (isPaidAtGateway(c)) expect(status.get(c.paymentId)).toBe('Paid');
  return paid.length;
}

const LIMITS = [
  ['a per-user-1 coupon', { discountPercentage: 50, userMaxUsage: 1, maxUses: null }],
  ['a max-uses-1 coupon', { discountPercentage: 50, userMaxUsage: 5, maxUses: 1 }],
] as const;
const SETTLERS = {
  webhook: (created: Created[]) => Promise.all(created.map(webhook)),
  verify: (created: Created[]) => Promise.all(created.map(verifyLastAttempt)),
  reconciliation: () => reconcile(),
} as const;

describe("the attacker's sequence: buy with a coupon, decline, buy again, then pay every invoice", () => {
  for (const [what, limits] of LIMITS) {
    for (const [via, settle] of Object.entries(SETTLERS)) {
      it(`${what}, settled by ${via}: one discounted purchase, and every payment taken is credited`, async () => {
        const attacker = await buyer(t.baseUrl, 'attacker');
        const coupon = await addCoupon(t.db, limits);
        const created: Created[] = [];
        const refusals: string[] = [];
        for (let i = 0; i < 3; i++) {
          const res = await attacker.http.post('/api/payments', { packageId: 'pkg-5', couponCode: coupon.code });
          if (res.status !== 200) {
            refusals.push(res.body.error.code);
            continue;
          }
          const c = { owner: attacker, paymentId: res.body.paymentId, invoiceId: res.body.invoiceId };
          created.push(c);
          fake.decline(c.invoiceId);
          // The thank-you page tells the buyer the card was declined.
          expect((await verifyLastAttempt(c)).status).toBe('Failed');
        }
        for (const c of created) fake.pay(c.invoiceId);
        await settle(created);
        const paid = await expectWithinLimits(coupon.id, created, [attacker]);
        console.info(`${what} via ${via}: ${created.length} discounted invoices made, ${paid} paid and credited`);
        expect(paid).toBe(1);
        // The declined invoice was still payable: its reservation was held, so no second one.
        expect(created).toHaveLength(1);
        expect(refusals).toEqual(Array(2).fill(limits.maxUses === 1 ? 'coupon_fully_used' : 'coupon_already_used'));
        expect(await profileOf(t.db, attacker.userId)).toMatchObject({ tokens: 6, totalPaymentsCount: 1, totalAmountPaid: '1.000' });
        expect(await couponRow(t.db, coupon.id)).toMatchObject({ usedCount: 1 });
      });
    }
  }

  it('the reservation is released once the gateway says the invoice expired; the coupon can then be used again', async () => {
    const b = await buyer(t.baseUrl);
    const coupon = await addCoupon(t.db, { discountPercentage: 50, userMaxUsage: 1, maxUses: 1 });
    const first = await b.http.post('/api/payments', { packageId: 'pkg-1', couponCode: coupon.code });
    fake.decline(first.body.invoiceId);
    await reconcile();
    // Declined but payable: still Pending, still reserved.
    expect(await t.db.select({ status: payments.status }).from(payments).where(eq(payments.id, first.body.paymentId))).toEqual([
      { status: 'Pending' },
    ]);
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usedCount: 1 });
    fake.expire(first.body.invoiceId);
    await reconcile();
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usedCount: 0 });
    const second = await b.http.post('/api/payments', { packageId: 'pkg-1', couponCode: coupon.code });
    expect(second.status).toBe(200);
    fake.pay(second.body.invoiceId);
    await reconcile();
    expect(() => fake.pay(first.body.invoiceId)).toThrow(/cannot be paid/);
    expect(await expectWithinLimits(coupon.id, [], [b])).toBe(1);
  });

  it('a paid invoice whose reservation was released is still credited, but the coupon is not counted past its limits', async () => {
    // The gateway should never take money for an invoice it reported expired; if it does, the
    // buyer keeps what they paid for and the coupon's count stays within its limits.
    const b = await buyer(t.baseUrl);
    const coupon = await addCoupon(t.db, { discountPercentage: 50, userMaxUsage: 1, maxUses: 1 });
    const first = await b.http.post('/api/payments', { packageId: 'pkg-1', couponCode: coupon.code });
    fake.expire(first.body.invoiceId);
    await reconcile();
    const second = await b.http.post('/api/payments', { packageId: 'pkg-1', couponCode: coupon.code });
    fake.pay(second.body.invoiceId);
    await webhook({ owner: b, paymentId: second.body.paymentId, invoiceId: second.body.invoiceId });
    fake.setInvoice(first.body.invoiceId, { InvoiceStatus: 'Pending' });
    fake.pay(first.body.invoiceId);
    await webhook({ owner: b, paymentId: first.body.paymentId, invoiceId: first.body.invoiceId });
    expect(await profileOf(t.db, b.userId)).toMatchObject({ tokens: 3, totalPaymentsCount: 2 });
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usedCount: 1 });
    const [late] = await t.db.select().from(payments).where(eq(payments.id, first.body.paymentId));
    expect(late).toMatchObject({ status: 'Paid', gatewayData: expect.objectContaining({ couponOverLimit: true }) });
    expect(
      await t.db
        .select()
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, b.userId))),
    ).toHaveLength(1);
  });
});

// Every order of creations, declines, payments, expiries, thank-you verifications, webhooks and
// reconciliation rounds, for two buyers sharing one coupon. On PostgreSQL (what production
// runs); the embedded database gives the same answers one request at a time.
type Step =
  { kind: 'create'; who: number } | { kind: 'decline' | 'pay' | 'expire' | 'verify' | 'webhook'; at: number } | { kind: 'reconcile' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), who: fc.integer({ min: 0, max: 1 }) }),
  fc.record({
    kind: fc.constantFrom('decline' as const, 'pay' as const, 'expire' as const, 'verify' as const, 'webhook' as const),
    at: fc.nat(5),
  }),
  fc.record({ kind: fc.constant('reconcile' as const) }),
);
const couponLimits = fc.record({
  maxUses: fc.constantFrom(1, 2, null),
  userMaxUsage: fc.constantFrom(1, 2),
});

describe.skipIf(!process.env.DATABASE_URL)('any order of declines, payments, webhooks and reconciliation (PostgreSQL)', () => {
  it('never gives a coupon more discounted paid purchases than its limits, and credits every payment taken', async () => {
    const buyers = [await buyer(t.baseUrl, 'p0'), await buyer(t.baseUrl, 'p1')];
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(couponLimits, fc.array(step, { minLength: 1, maxLength: 14 }), async (limits, steps) => {
        runs++;
        const coupon = await addCoupon(t.db, { discountPercentage: 50, ...limits });
        const created: Created[] = [];
        for (const s of steps) {
          if (s.kind === 'create') {
            const owner = buyers[s.who]!;
            const res = await owner.http.post('/api/payments', { packageId: 'pkg-1', couponCode: coupon.code });
            if (res.status === 200) created.push({ owner, paymentId: res.body.paymentId, invoiceId: res.body.invoiceId });
            else expect(['coupon_fully_used', 'coupon_already_used']).toContain(res.body.error.code);
            continue;
          }
          if (s.kind === 'reconcile') {
            await reconcile();
            continue;
          }
          const c = created[s.at % Math.max(created.length, 1)];
          if (!c) continue;
          if (s.kind === 'decline' && !isDead(c) && !isPaidAtGateway(c)) fake.decline(c.invoiceId);
          if (s.kind === 'pay' && !isDead(c) && !isPaidAtGateway(c)) fake.pay(c.invoiceId);
          if (s.kind === 'expire' && !isPaidAtGateway(c)) fake.expire(c.invoiceId);
          if (s.kind === 'verify') await verifyLastAttempt(c);
          if (s.kind === 'webhook') await webhook(c);
          await expectWithinLimits(coupon.id, [], buyers);
        }
        // However late the news comes, the end state holds too.
        await Promise.all(created.map(webhook));
        await reconcile();
        await expectWithinLimits(coupon.id, created, buyers);
        // Done with this coupon: its invoices expire, so later rounds do not read them again.
        for (const c of created) if (!isPaidAtGateway(c)) fake.expire(c.invoiceId);
        await reconcile();
      }),
      {
        numRuns: 30,
        // The attacker's order, always tried first.
        examples: [
          [
            { maxUses: null, userMaxUsage: 1 },
            [
              { kind: 'create', who: 0 },
              { kind: 'decline', at: 0 },
              { kind: 'verify', at: 0 },
              { kind: 'create', who: 0 },
              { kind: 'pay', at: 0 },
              { kind: 'pay', at: 1 },
              { kind: 'webhook', at: 0 },
              { kind: 'verify', at: 1 },
            ],
          ],
        ],
      },
    );
    console.info(`coupon limits: ${runs} sequences checked`);
  }, 120_000);
});
