// GET /api/admin/revenue (issue 17 §2) against sums worked out by hand: card payments paid in
// Kuwait calendar days (UTC+3), a coupon's discount, a full and a partial refund (counted on
// the day they succeeded), and what must not count: test (sandbox) payments and their
// refunds, free coupon redemptions, pending and failed payments, failed and pending refunds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { paymentRefunds, payments, profiles } from '../../server/src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { addCoupon, buyer } from './helpers/payments.ts';
import { firstRow } from './helpers/rows.ts';

let t: TestApp;
let admin: HttpClient;
/** Today in Kuwait, by the database's clock (the one the revenue days use). */
let today: string;

/** An instant given as a Kuwait wall-clock time `daysAgo` days before today. */
function kuwait(daysAgo: number, time: string): Date {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  const [y = 0, mo = 1, d = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d - daysAgo, h - 3, m, s));
}

function dayBefore(daysAgo: number): string {
  const [y = 0, mo = 1, d = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d - daysAgo)).toISOString().slice(0, 10);
}

type PaymentRow = typeof payments.$inferInsert;
let buyerId: string;

async function pay(values: Partial<PaymentRow> & { amount: string }): Promise<string> {
  const row = firstRow(
    await t.db
      .insert(payments)
      .values({ userId: buyerId, tokens: 5, paymentGateway: 'myfatoorah', status: 'Paid', ...values })
      .returning({ id: payments.id }),
    'the payment',
  );
  return row.id;
}

async function refund(paymentId: string, amount: string, status: 'Succeeded' | 'Failed' | 'Pending', completedAt: Date | null) {
  await t.db.insert(paymentRefunds).values({ paymentId, amount, status, completedAt, reason: 'test' });
}

beforeAll(async () => {
  t = await startTestApp();
  admin = new HttpClient(t.baseUrl);
  const { user } = await admin.signUp(uniqueEmail('revenue-admin'));
  await t.db
    .update(profiles)
    .set({ role: 'admin' })
    .where(eq(profiles.id, user.id as string));
  buyerId = (await buyer(t.baseUrl, 'revenue-buyer')).userId;
  const result: unknown = await t.db.execute(sql`select (now() at time zone 'Asia/Kuwait')::date::text as today`);
  today = firstRow((result as { rows: { today: string }[] }).rows, 'today').today;

  const coupon = await addCoupon(t.db, { type: 'discount', discountPercentage: 50 });
  // Counted:
  await pay({ amount: '2.000', paidAt: kuwait(0, '00:30') }); // today, just after midnight
  await pay({ amount: '5.000', listAmount: '10.000', couponId: coupon.id, paidAt: kuwait(1, '23:30') }); // yesterday, 5.000 off
  const full = await pay({ amount: '3.500', status: 'Refunded', refundedAmount: '3.500', paidAt: kuwait(3, '12:00') });
  await refund(full, '3.500', 'Succeeded', kuwait(0, '01:00')); // refunded today
  const partly = await pay({ amount: '4.000', refundedAmount: '1.750', paidAt: kuwait(10, '09:15') });
  await refund(partly, '1.250', 'Succeeded', kuwait(1, '22:00')); // yesterday
  await refund(partly, '2.000', 'Failed', kuwait(1, '22:05'));
  await refund(partly, '0.500', 'Pending', null);
  await pay({ amount: '1.111', listAmount: '1.111', paidAt: kuwait(29, '00:00') }); // the first of 30 days
  await pay({ amount: '0.999', paidAt: kuwait(30, '23:59:59') }); // the day before the 30
  await pay({ amount: '8.000', listAmount: '9.000', couponId: coupon.id, paidAt: kuwait(40, '15:00') });
  // Never counted:
  const test = await pay({ amount: '9.000', paymentGateway: 'sandbox', paidAt: kuwait(0, '00:45') });
  await refund(test, '1.000', 'Succeeded', kuwait(0, '00:50'));
  await pay({ amount: '0.000', listAmount: '2.000', couponId: coupon.id, paymentGateway: 'coupon', paidAt: kuwait(0, '02:00') });
  await pay({ amount: '7.000', status: 'Pending', paidAt: null });
  await pay({ amount: '6.000', status: 'Failed', paidAt: null });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/revenue', () => {
  it('answers today, 7 and 30 days and the period as hand-computed sums, in KWD', async () => {
    const res = await admin.get('/api/admin/revenue');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currency: 'KWD', timeZone: 'Asia/Kuwait', days: 30 });
    // Today: 2.000 paid; the 3.500 refund succeeded today (of a payment from 3 days ago).
    expect(res.body.today).toEqual({
      revenue: '2.000',
      refunds: '3.500',
      net: '-1.500',
      purchases: 1,
      refundsCount: 1,
      discounts: '0.000',
    });
    // 7 days: 2.000 + 5.000 + 3.500; refunds 3.500 + 1.250; the coupon gave 10.000 - 5.000.
    expect(res.body.last7Days).toEqual({
      revenue: '10.500',
      refunds: '4.750',
      net: '5.750',
      purchases: 3,
      refundsCount: 2,
      discounts: '5.000',
    });
    // 30 days: + 4.000 (10 days ago) + 1.111 (the 30th day back, at 00:00); not 0.999 the day before.
    const thirty = { revenue: '15.611', refunds: '4.750', net: '10.861', purchases: 5, refundsCount: 2, discounts: '5.000' };
    expect(res.body.last30Days).toEqual(thirty);
    expect(res.body.period).toEqual(thirty);
  });

  it("the buyer's Total paid, on the users list and the person page, is revenue's net over all their days (issue 32 §2)", async () => {
    // Every counted payment of the buyer is within 60 days: the period's net is all of it.
    const period = (await admin.get('/api/admin/revenue?days=60')).body.period;
    expect(period).toMatchObject({ net: '19.860', purchases: 7 });
    const { body: list } = await admin.get(`/api/admin/users?search=revenue-buyer`);
    expect(list.items).toEqual([expect.objectContaining({ id: buyerId, totalPaid: period.net, paymentsCount: period.purchases })]);
    // The person page reads the same: paid less succeeded refunds, no test payment, no free coupon.
    const person = await admin.get(`/api/admin/users/${buyerId}`);
    expect(person.body).toMatchObject({ totalPaid: '19.860', paymentsCount: 7 });
  });

  it('answers one entry per day, oldest first, days without sales included, split at midnight in Kuwait', async () => {
    const res = await admin.get('/api/admin/revenue?days=30');
    const series = res.body.series as {
      date: string;
      revenue: string;
      refunds: string;
      purchases: number;
      discounts: string;
      net: string;
    }[];
    expect(series.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, k) => dayBefore(29 - k)));
    const byDay = new Map(series.map((d) => [d.date, d]));
    // 23:30 yesterday and 00:30 today in Kuwait are 20:30 and 21:30 UTC on the same UTC day.
    expect(byDay.get(dayBefore(1))).toMatchObject({ revenue: '5.000', purchases: 1, refunds: '1.250', discounts: '5.000', net: '3.750' });
    expect(byDay.get(today)).toMatchObject({ revenue: '2.000', purchases: 1, refunds: '3.500', net: '-1.500' });
    expect(byDay.get(dayBefore(29))).toMatchObject({ revenue: '1.111', purchases: 1, discounts: '0.000' });
    expect(byDay.get(dayBefore(2))).toEqual({
      date: dayBefore(2),
      revenue: '0.000',
      refunds: '0.000',
      net: '0.000',
      purchases: 0,
      refundsCount: 0,
      discounts: '0.000',
    });
  });

  it('a longer period reaches further back; a one-day period is today', async () => {
    const sixty = (await admin.get('/api/admin/revenue?days=60')).body;
    expect(sixty.series).toHaveLength(60);
    expect(sixty.period).toEqual({ revenue: '24.610', refunds: '4.750', net: '19.860', purchases: 7, refundsCount: 2, discounts: '6.000' });
    expect(sixty.last30Days.revenue).toBe('15.611');
    const one = (await admin.get('/api/admin/revenue?days=1')).body;
    expect(one.series).toHaveLength(1);
    expect(one.period).toEqual(one.today);
    expect(one.last7Days.revenue).toBe('10.500');
  });

  it('refuses a bad number of days with days_invalid (or validation_failed when not a number)', async () => {
    for (const [days, code] of [
      ['0', 'days_invalid'],
      ['367', 'days_invalid'],
      ['-5', 'days_invalid'],
      ['2.5', 'validation_failed'],
      ['abc', 'validation_failed'],
    ]) {
      const res = await admin.get(`/api/admin/revenue?days=${days}`);
      expect([days, res.status, res.body.error?.code]).toEqual([days, 400, code]);
    }
  });

  it('is refused to players (403) and to the signed out (401)', async () => {
    const { http } = await buyer(t.baseUrl, 'revenue-nosy');
    expect((await http.get('/api/admin/revenue')).status).toBe(403);
    expect((await new HttpClient(t.baseUrl).get('/api/admin/revenue')).status).toBe(401);
  });
});
