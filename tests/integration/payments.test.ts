// Packages, coupons and card payments end to end over HTTP, with PAYMENT_PROVIDER=myfatoorah
// against the fake MyFatoorah HTTP server (helpers/fake-myfatoorah.ts): every gateway call goes
// through our real client and MyFatoorah's protocol. Runs on the embedded database and on
// PostgreSQL; the races are in payment-races.test.ts (PostgreSQL only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { couponRedemptions, payments, tokenLedger } from '../../server/src/db/schema/index.ts';
import type { TestApp } from './helpers/test-app.ts';
import { startFakeMyFatoorah, type FakeMyFatoorah } from './helpers/fake-myfatoorah.ts';
import {
  addCoupon,
  buyer,
  couponRow,
  GATEWAY_TIMEOUT_MS,
  lastSendPayment,
  paymentWebhook,
  profileOf,
  READ_EVERY_VERIFY,
  startAppOnFakeMyFatoorah,
  WEBHOOK_SECRET,
} from './helpers/payments.ts';
import { HttpClient } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';

let t: TestApp;
let fake: FakeMyFatoorah;

beforeAll(async () => {
  // The hosted payment page is MyFatoorah's own https site, as in production.
  fake = await startFakeMyFatoorah({ paymentPageBase: 'https://demo.myfatoorah.com/KWT/ie' });
  t = await startAppOnFakeMyFatoorah(fake, { env: READ_EVERY_VERIFY, deps: { paymentReconciliation: { intervalMs: 0 } } });
  expect(t.app.paymentConfig).toEqual({
    provider: 'myfatoorah',
    webhookSecret: WEBHOOK_SECRET,
    testMode: false,
    verifyReadIntervalMs: 0,
    invoiceMinutes: 60,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A paid card transaction on the invoice; its PaymentId (what the buyer comes back with). */
const pay = (invoiceId: string) => fake.pay(invoiceId).PaymentId;

async function paymentRow(id: string) {
  return firstRow(await t.db.select().from(payments).where(eq(payments.id, id)), 'the payment');
}

describe('packages', () => {
  it('GET /api/packages is public and lists docs/product.md#constants prices in fils and 3-decimal strings', async () => {
    const res = await new HttpClient(t.baseUrl).get('/api/packages');
    expect(res.status).toBe(200);
    // MyFatoorah takes real money: not test mode.
    expect(res.body.map((p: { testMode: boolean }) => p.testMode)).toEqual([false, false, false]);
    expect(
      res.body.map((p: { id: string; tokens: number; price: string; priceFils: number }) => [p.id, p.tokens, p.price, p.priceFils]),
    ).toEqual([
      ['pkg-1', 1, '0.500', 500],
      ['pkg-5', 5, '2.000', 2000],
      ['pkg-10', 10, '3.500', 3500],
    ]);
  });
});

describe('the whole purchase', () => {
  it('buys 5 games: the server prices it (body amounts ignored), the thank-you page verifies, tokens credited once with a receipt', async () => {
    const { http, userId } = await buyer(t.baseUrl);
    const asked = Date.now();
    const created = await http.post('/api/payments', { packageId: 'pkg-5', language: 'ar', amount: '0.001', price: 0, tokens: 999 });
    const answered = Date.now();
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      paymentId: expect.any(String),
      invoiceId: expect.any(String),
      paymentUrl: expect.stringMatching(/^https:/),
    });
    const invoice = lastSendPayment(fake);
    expect(String(fake.lastInvoice().InvoiceId)).toBe(created.body.invoiceId);
    expect(invoice.invoiceValueFils).toBe(2000);
    expect(invoice.customerReference).toBe(created.body.paymentId);
    expect(new URL(invoice.callbackUrl).pathname).toBe('/thank-you');
    expect(invoice.errorUrl).toBe(invoice.callbackUrl);
    // The invoice expires PAYMENT_INVOICE_MINUTES (60) after it was asked for, written in Kuwait
    // local time (UTC+3) without an offset: the form MyFatoorah's own library sends.
    expect(invoice.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const expiresAt = Date.parse(`${invoice.expiryDate}+03:00`);
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor((asked + 60 * 60_000) / 1000) * 1000);
    expect(expiresAt).toBeLessThanOrEqual(answered + 60 * 60_000);
    const stored = await paymentRow(created.body.paymentId);
    expect(stored).toMatchObject({ amount: '2.000', currency: 'KWD', tokens: 5, status: 'Pending', invoiceId: created.body.invoiceId });

    const pending = await http.post('/api/payments/verify', { reference: created.body.invoiceId });
    expect(pending.body).toEqual({ status: 'Pending', tokens: 1 });

    const paymentId = pay(created.body.invoiceId);
    // The thank-you page finds MyFatoorah's ?paymentId= in its URL, and the invoice it kept.
    const paid = await http.post('/api/payments/verify', { reference: paymentId, invoiceId: created.body.invoiceId });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      status: 'Paid',
      tokens: 6,
      receipt: {
        paymentId: created.body.paymentId,
        transactionId: paymentId,
        tokensPurchased: 5,
        amountPaid: '2.000',
        currency: 'KWD',
        date: expect.any(String),
        method: 'KNET',
        gateway: 'myfatoorah',
        couponCode: null,
        test: false,
      },
    });
    const again = await http.post('/api/payments/verify', { reference: created.body.invoiceId });
    expect(again.body.tokens).toBe(6);

    const profile = await profileOf(t.db, userId);
    expect(profile).toMatchObject({ tokens: 6, totalPaymentsCount: 1, totalAmountPaid: '2.000' });
    const ledger = await t.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.reason, 'purchase')));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: 5, balanceAfter: 6, reference: created.body.paymentId });

    const list = await http.get('/api/payments');
    expect(list.body).toEqual([
      expect.objectContaining({
        id: created.body.paymentId,
        amount: '2.000',
        tokens: 5,
        paymentGateway: 'myfatoorah',
        test: false,
        status: 'Paid',
        transactionId: paymentId,
        couponCode: null,
        // The card network, as on the receipt: the client labels both the same way.
        paymentMethod: 'KNET',
      }),
    ]);
  });

  it('an English buyer comes back to /en/thank-you on the public origin', async () => {
    const { http } = await buyer(t.baseUrl);
    const created = await http.post('/api/payments', { packageId: 'pkg-1', language: 'en' });
    expect(created.status).toBe(200);
    const url = new URL(lastSendPayment(fake).callbackUrl);
    expect(url.pathname).toBe('/en/thank-you');
    expect(url.origin).toBe(t.app.publicOrigin());
    expect(lastSendPayment(fake).invoiceValueFils).toBe(500);
  });

  it('the buyer comes back to the origin they bought on when it is this site, else to the public origin', async () => {
    const { http } = await buyer(t.baseUrl);
    // A browser on this very site (Origin's host is the Host it sent the request to).
    expect((await http.post('/api/payments', { packageId: 'pkg-1' }, { origin: t.baseUrl })).status).toBe(200);
    expect(new URL(lastSendPayment(fake).callbackUrl).origin).toBe(new URL(t.baseUrl).origin);
    // Another site's page, or a garbled header, never chooses where the buyer is sent.
    for (const origin of ['https://evil.example', 'null', 'javascript:alert(1)']) {
      expect((await http.post('/api/payments', { packageId: 'pkg-1' }, { origin })).status).toBe(200);
      expect(new URL(lastSendPayment(fake).callbackUrl).origin).toBe(t.app.publicOrigin());
    }
  });

  it('a declined card: the buyer is told it failed, nothing is credited, and the invoice stays payable (Pending)', async () => {
    const { http, userId } = await buyer(t.baseUrl);
    const created = await http.post('/api/payments', { packageId: 'pkg-10' });
    const declined = fake.decline(created.body.invoiceId).PaymentId;
    // By the invoice alone it is still payable; the attempt the buyer came back from failed.
    expect((await http.post('/api/payments/verify', { reference: created.body.invoiceId })).body).toEqual({ status: 'Pending', tokens: 1 });
    const res = await http.post('/api/payments/verify', { reference: declined, invoiceId: created.body.invoiceId });
    // Issue 32 §1: said as a declined card, so the page offers another try.
    expect(res.body).toEqual({ status: 'Failed', tokens: 1, declined: true });
    expect((await paymentRow(created.body.paymentId)).status).toBe('Pending');
    expect((await profileOf(t.db, userId)).tokens).toBe(1);
    // Asked again: still the declined card it came back from.
    expect((await http.post('/api/payments/verify', { reference: declined, invoiceId: created.body.invoiceId })).body).toEqual({
      status: 'Failed',
      tokens: 1,
      declined: true,
    });
  });
});

describe('a declined card, then paid on the same invoice', () => {
  it('is credited once after all; its coupon stayed reserved all along and is used once', async () => {
    const { http, userId } = await buyer(t.baseUrl);
    const coupon = await addCoupon(t.db, { discountPercentage: 50, maxUses: 3 });
    const created = await http.post('/api/payments', { packageId: 'pkg-1', couponCode: coupon.code });
    const declined = fake.decline(created.body.invoiceId).PaymentId;
    expect((await http.post('/api/payments/verify', { reference: declined, invoiceId: created.body.invoiceId })).body.status).toBe(
      'Failed',
    );
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usedCount: 1 });
    pay(created.body.invoiceId);
    const paid = await http.post('/api/payments/verify', { reference: created.body.invoiceId });
    expect(paid.body).toMatchObject({ status: 'Paid', tokens: 2, receipt: { amountPaid: '0.250', couponCode: coupon.code } });
    expect((await http.post('/api/payments/verify', { reference: created.body.invoiceId })).body.tokens).toBe(2);
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usedCount: 1 });
    expect(await profileOf(t.db, userId)).toMatchObject({ tokens: 2, totalPaymentsCount: 1, totalAmountPaid: '0.250' });
    // Past games → Transactions names the discount coupon the purchase used.
    const list = await http.get('/api/payments');
    expect(list.body).toEqual([
      expect.objectContaining({ id: created.body.paymentId, status: 'Paid', amount: '0.250', couponCode: coupon.code }),
    ]);
  });
});

describe('failures, with the docs/product.md#errors texts', () => {
  it('refuses an unknown package, a blank coupon and an unknown coupon', async () => {
    const { http } = await buyer(t.baseUrl);
    const unknown = await http.post('/api/payments', { packageId: 'pkg-999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('package_not_found');
    const blank = await http.post('/api/coupons/validate', { code: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatchObject({ code: 'coupon_code_required', message: 'Please enter a coupon code' });
    const invalid = await http.post('/api/coupons/validate', { code: 'NOPE' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: 'coupon_invalid', message: 'Invalid coupon code' });
    const signedOut = await new HttpClient(t.baseUrl).post('/api/coupons/validate', { code: 'X' });
    expect(signedOut.status).toBe(401);
  });

  it('expired, inactive, fully used and already used coupons each say so', async () => {
    const { http } = await buyer(t.baseUrl);
    const expired = await addCoupon(t.db, { expiresAt: new Date(Date.now() - 1000) });
    const inactive = await addCoupon(t.db, { active: false });
    const full = await addCoupon(t.db, { maxUses: 1, usedCount: 1 });
    const once = await addCoupon(t.db, { type: 'free', discountPercentage: null, freeTokens: 1, userMaxUsage: 1 });
    expect((await http.post('/api/coupons/redeem', { code: once.code })).status).toBe(200);
    const answers = await Promise.all([expired, inactive, full, once].map((c) => http.post('/api/coupons/validate', { code: c.code })));
    expect(answers.map((a) => [a.status, a.body.error.code, a.body.error.message])).toEqual([
      [400, 'coupon_expired', 'This coupon has expired'],
      [400, 'coupon_invalid', 'Invalid coupon code'],
      [409, 'coupon_fully_used', 'This coupon has been fully used'],
      [409, 'coupon_already_used', 'You have already used this coupon'],
    ]);
  });

  it("the gateway's validation errors come back as a 400 with their texts; the payment fails and its coupon is released", async () => {
    const { http } = await buyer(t.baseUrl);
    const coupon = await addCoupon(t.db, { discountPercentage: 10, maxUses: 1 });
    // An entry with an empty Error is shown by its Name, as MyFatoorah's own clients do.
    fake.answerNext(
      400,
      {
        IsSuccess: false,
        Message: 'Invalid data',
        ValidationErrors: [
          { Name: 'CustomerEmail', Error: 'Customer Email is invalid' },
          { Name: 'InvoiceValue', Error: '' },
        ],
        Data: null,
      },
      { endpoint: 'SendPayment' },
    );
    const res = await http.post('/api/payments', { packageId: 'pkg-5', couponCode: coupon.code });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'payment_initiation_failed',
      message: 'Failed to initialize payment gateway',
      details: ['Customer Email is invalid', 'InvoiceValue'],
    });
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usedCount: 0 });
    const rows = await t.db.select().from(payments).where(eq(payments.couponId, coupon.id));
    expect(rows.map((r) => r.status)).toEqual(['Failed']);
  });

  it('an unreachable gateway (5xx, or slower than the timeout) is a 502 "Failed to initiate payment"', async () => {
    const { http } = await buyer(t.baseUrl);
    fake.answerNext(503, 'Service Unavailable', { raw: true, endpoint: 'SendPayment' });
    const res = await http.post('/api/payments', { packageId: 'pkg-1' });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({ code: 'payment_gateway_unavailable', message: 'Failed to initiate payment' });
    fake.delayNext(GATEWAY_TIMEOUT_MS + 500);
    const slow = await http.post('/api/payments', { packageId: 'pkg-1' });
    expect(slow.status).toBe(502);
    expect(slow.body.error).toMatchObject({ code: 'payment_gateway_unavailable', message: 'Failed to initiate payment' });
  });

  it('a status read answering 5xx or slower than the timeout is a 502 "Failed to verify payment status"; nothing is credited and a later verify credits once', async () => {
    const { http, userId } = await buyer(t.baseUrl);
    const created = await http.post('/api/payments', { packageId: 'pkg-5' });
    const paymentId = pay(created.body.invoiceId);
    fake.answerNext(500, { Message: 'An error has occurred.' }, { endpoint: 'GetPaymentStatus' });
    const broken = await http.post('/api/payments/verify', { reference: created.body.invoiceId });
    expect(broken.status).toBe(502);
    expect(broken.body.error).toMatchObject({ code: 'payment_verification_failed', message: 'Failed to verify payment status' });
    fake.delayNext(GATEWAY_TIMEOUT_MS + 500);
    const slow = await http.post('/api/payments/verify', { reference: paymentId, invoiceId: created.body.invoiceId });
    expect(slow.status).toBe(502);
    expect(slow.body.error).toMatchObject({ code: 'payment_verification_failed', message: 'Failed to verify payment status' });
    expect((await paymentRow(created.body.paymentId)).status).toBe('Pending');
    expect(await profileOf(t.db, userId)).toMatchObject({ tokens: 1, totalPaymentsCount: 0 });

    const reads = fake.calls('GetPaymentStatus');
    const paid = await http.post('/api/payments/verify', { reference: paymentId, invoiceId: created.body.invoiceId });
    expect(paid.body).toMatchObject({ status: 'Paid', tokens: 6, receipt: { transactionId: paymentId, amountPaid: '2.000' } });
    expect(fake.calls('GetPaymentStatus')).toBeGreaterThan(reads);
    expect((await http.post('/api/payments/verify', { reference: created.body.invoiceId })).body.tokens).toBe(6);
    expect(await profileOf(t.db, userId)).toMatchObject({ tokens: 6, totalPaymentsCount: 1, totalAmountPaid: '2.000' });
    const ledger = await t.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.reason, 'purchase')));
    expect(ledger).toHaveLength(1);
  });

  it("another user's payment is 404, by invoice id, payment id or MyFatoorah PaymentId", async () => {
    const owner = await buyer(t.baseUrl);
    const other = await buyer(t.baseUrl);
    const created = await owner.http.post('/api/payments', { packageId: 'pkg-1' });
    const paymentId = pay(created.body.invoiceId);
    for (const reference of [created.body.invoiceId, created.body.paymentId, paymentId, 'nothing-like-it']) {
      const res = await other.http.post('/api/payments/verify', { reference });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'payment_not_found', message: 'No payment information found' });
    }
    expect((await profileOf(t.db, other.userId)).tokens).toBe(1);
    expect((await profileOf(t.db, owner.userId)).tokens).toBe(1);
  });
});

describe('amount, currency and reference must match what we stored', () => {
  // What GetPaymentStatus reports, changed after the invoice was created.
  for (const [what, tamper] of [
    ['amount', (invoiceId: string) => void fake.setInvoice(invoiceId, { InvoiceValue: 0.001, InvoiceDisplayValue: '0.001 KD' })],
    ['currency', (invoiceId: string) => void fake.pay(invoiceId, { currency: 'USD' })],
    [
      'customer_reference',
      (invoiceId: string) => void fake.setInvoice(invoiceId, { CustomerReference: '00000000-0000-0000-0000-000000000000' }),
    ],
  ] as const) {
    it(`a paid invoice with another ${what} is not credited; the evidence is kept`, async () => {
      const { http, userId } = await buyer(t.baseUrl);
      const created = await http.post('/api/payments', { packageId: 'pkg-5' });
      tamper(created.body.invoiceId);
      if (what !== 'currency') pay(created.body.invoiceId);
      const res = await http.post('/api/payments/verify', { reference: created.body.invoiceId });
      expect(res.body).toEqual({ status: 'Failed', tokens: 1 });
      const row = await paymentRow(created.body.paymentId);
      expect(row.gatewayData).toMatchObject({ mismatch: what });
      expect(await profileOf(t.db, userId)).toMatchObject({ tokens: 1, totalPaymentsCount: 0 });
    });
  }
});

describe('coupons', () => {
  it('validates trimmed and case-insensitively, with the discounted price rounded to the fils', async () => {
    const { http } = await buyer(t.baseUrl);
    const coupon = await addCoupon(t.db, { code: 'Save33', discountPercentage: 33 });
    const res = await http.post('/api/coupons/validate', { code: '  sAVE33 ', packageId: 'pkg-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: true,
      coupon: { id: coupon.id, code: 'Save33', type: 'discount', discountPercentage: 33, freeTokens: null },
      price: '0.335',
    });
    const other = await addCoupon(t.db, { type: 'promo', discountPercentage: 50 });
    const asDiscount = await http.post('/api/coupons/validate', { code: other.code, packageId: 'pkg-10' });
    expect(asDiscount.body).toMatchObject({ coupon: { type: 'discount' }, price: '1.750' });
  });

  it('a discount coupon is reserved at creation, consumed when paid, and the invoice carries the discounted price', async () => {
    const { http, userId } = await buyer(t.baseUrl);
    const coupon = await addCoupon(t.db, { discountPercentage: 10, maxUses: 5 });
    const created = await http.post('/api/payments', { packageId: 'pkg-5', couponCode: coupon.code.toLowerCase() });
    expect(lastSendPayment(fake).invoiceValueFils).toBe(1800);
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usedCount: 1 });
    expect((await http.post('/api/coupons/validate', { code: coupon.code })).body.error.code).toBe('coupon_already_used');
    pay(created.body.invoiceId);
    const res = await http.post('/api/payments/verify', { reference: created.body.invoiceId });
    expect(res.body.receipt).toMatchObject({ amountPaid: '1.800', couponCode: coupon.code, tokensPurchased: 5 });
    expect(await profileOf(t.db, userId)).toMatchObject({ tokens: 6, totalAmountPaid: '1.800' });
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usedCount: 1 });
  });

  it('an expired invoice fails and releases its reserved coupon for others', async () => {
    const first = await buyer(t.baseUrl);
    const second = await buyer(t.baseUrl);
    const coupon = await addCoupon(t.db, { discountPercentage: 20, maxUses: 1 });
    const created = await first.http.post('/api/payments', { packageId: 'pkg-1', couponCode: coupon.code });
    expect((await second.http.post('/api/coupons/validate', { code: coupon.code })).body.error.code).toBe('coupon_fully_used');
    fake.expire(created.body.invoiceId);
    expect((await first.http.post('/api/payments/verify', { reference: created.body.invoiceId })).body.status).toBe('Failed');
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usedCount: 0 });
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toHaveLength(0);
    expect((await second.http.post('/api/coupons/validate', { code: coupon.code })).status).toBe(200);
  });

  it('a free-tokens coupon credits at once with a FREE- receipt, listed among the transactions', async () => {
    const { http, userId } = await buyer(t.baseUrl);
    const coupon = await addCoupon(t.db, { type: 'free', discountPercentage: null, freeTokens: 3 });
    const sent = fake.calls('SendPayment');
    const res = await http.post('/api/coupons/redeem', { code: ` ${coupon.code.toLowerCase()}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tokens: 4,
      receipt: {
        paymentId: expect.any(String),
        transactionId: expect.stringMatching(/^FREE-\d{13}$/),
        tokensPurchased: 3,
        amountPaid: '0.000',
        currency: 'KWD',
        date: expect.any(String),
        method: 'coupon',
        gateway: 'coupon',
        couponCode: coupon.code,
        test: false,
      },
    });
    expect(await profileOf(t.db, userId)).toMatchObject({ tokens: 4, totalPaymentsCount: 0 });
    const ledger = await t.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.reason, 'coupon')));
    expect(ledger.map((l) => l.delta)).toEqual([3]);
    const list = await http.get('/api/payments');
    expect(list.body).toEqual([
      expect.objectContaining({ amount: '0.000', tokens: 3, paymentGateway: 'coupon', status: 'Paid', couponCode: coupon.code }),
    ]);
    expect(fake.calls('SendPayment')).toBe(sent);
    expect(list.body[0].transactionId).toBe(res.body.receipt.transactionId);
  });

  it('each kind of coupon only on its own path', async () => {
    const { http } = await buyer(t.baseUrl);
    const discount = await addCoupon(t.db, { discountPercentage: 10 });
    const free = await addCoupon(t.db, { type: 'free', discountPercentage: null, freeTokens: 2 });
    const a = await http.post('/api/coupons/redeem', { code: discount.code });
    expect([a.status, a.body.error.code]).toEqual([400, 'coupon_not_free']);
    const b = await http.post('/api/payments', { packageId: 'pkg-1', couponCode: free.code });
    expect([b.status, b.body.error.code]).toEqual([400, 'coupon_not_discount']);
    expect((await couponRow(t.db, discount.id)).usedCount).toBe(0);
    expect((await couponRow(t.db, free.id)).usedCount).toBe(0);
  });

  it('a 100% discount creates no invoice: credited at once with a FREE- receipt', async () => {
    const { http, userId } = await buyer(t.baseUrl);
    const coupon = await addCoupon(t.db, { discountPercentage: 100 });
    const before = fake.calls('SendPayment');
    const res = await http.post('/api/payments', { packageId: 'pkg-10', couponCode: coupon.code });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      paymentId: expect.any(String),
      free: true,
      tokens: 11,
      receipt: expect.objectContaining({
        transactionId: expect.stringMatching(/^FREE-/),
        amountPaid: '0.000',
        tokensPurchased: 10,
        couponCode: coupon.code,
      }),
    });
    expect(fake.calls('SendPayment')).toBe(before);
    expect((await profileOf(t.db, userId)).tokens).toBe(11);
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usedCount: 1 });
  });
});

describe('webhook', () => {
  it('a bad or missing signature is 401 and changes nothing', async () => {
    const { http, userId } = await buyer(t.baseUrl);
    const created = await http.post('/api/payments', { packageId: 'pkg-5' });
    const paymentId = pay(created.body.invoiceId);
    const hook = paymentWebhook(WEBHOOK_SECRET, {
      invoiceId: created.body.invoiceId,
      paymentId,
      reference: created.body.paymentId,
    });
    const anon = new HttpClient(t.baseUrl);
    const missing = await anon.post('/api/payments/webhook', hook.body);
    const forged = await anon.post('/api/payments/webhook', hook.body, {
      'myfatoorah-signature': paymentWebhook('wrong', { invoiceId: created.body.invoiceId, paymentId, reference: created.body.paymentId })
        .headers['myfatoorah-signature'],
    });
    expect([missing.status, forged.status]).toEqual([401, 401]);
    expect(forged.body.error.code).toBe('webhook_signature_invalid');
    expect((await paymentRow(created.body.paymentId)).status).toBe('Pending');
    expect((await profileOf(t.db, userId)).tokens).toBe(1);
  });

  it('a signed webhook settles by reading the status; a replay credits nothing more', async () => {
    const { http, userId } = await buyer(t.baseUrl);
    const created = await http.post('/api/payments', { packageId: 'pkg-5' });
    const paymentId = pay(created.body.invoiceId);
    const hook = paymentWebhook(WEBHOOK_SECRET, {
      invoiceId: created.body.invoiceId,
      paymentId,
      reference: created.body.paymentId,
    });
    const anon = new HttpClient(t.baseUrl);
    for (let i = 0; i < 3; i++) {
      const res = await anon.post('/api/payments/webhook', hook.body, hook.headers);
      expect(res.status).toBe(200);
    }
    expect(await profileOf(t.db, userId)).toMatchObject({ tokens: 6, totalPaymentsCount: 1 });
    expect(
      await t.db
        .select()
        .from(tokenLedger)
        .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.reason, 'purchase'))),
    ).toHaveLength(1);
  });

  it('never credits from the body: a signed "PAID" for an invoice still pending at the gateway changes nothing', async () => {
    const { http, userId } = await buyer(t.baseUrl);
    const created = await http.post('/api/payments', { packageId: 'pkg-5' });
    const hook = paymentWebhook(WEBHOOK_SECRET, {
      invoiceId: created.body.invoiceId,
      paymentId: '07019999',
      reference: created.body.paymentId,
    });
    expect((await new HttpClient(t.baseUrl).post('/api/payments/webhook', hook.body, hook.headers)).status).toBe(200);
    expect((await paymentRow(created.body.paymentId)).status).toBe('Pending');
    expect((await profileOf(t.db, userId)).tokens).toBe(1);
  });

  it('answers 200 to events and invoices it ignores', async () => {
    const unknown = paymentWebhook(WEBHOOK_SECRET, { invoiceId: '999999', paymentId: '1', reference: 'x' });
    expect((await new HttpClient(t.baseUrl).post('/api/payments/webhook', unknown.body, unknown.headers)).status).toBe(200);
  });
});

describe('reconciliation', () => {
  it('credits a paid invoice nobody came back for, and fails an expired one, releasing its coupon', async () => {
    const r = await startAppOnFakeMyFatoorah(fake, {
      deps: { paymentReconciliation: { intervalMs: 100, olderThanMs: 0, pauseMs: 0 } },
    });
    try {
      const paid = await buyer(r.baseUrl);
      const lost = await buyer(r.baseUrl);
      const coupon = await addCoupon(r.db, { discountPercentage: 10, maxUses: 1 });
      const p1 = await paid.http.post('/api/payments', { packageId: 'pkg-5' });
      const p2 = await lost.http.post('/api/payments', { packageId: 'pkg-1', couponCode: coupon.code });
      pay(p1.body.invoiceId);
      fake.expire(p2.body.invoiceId);
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [a, b] = await Promise.all([profileOf(r.db, paid.userId), couponRow(r.db, coupon.id)]);
        if (a.tokens === 6 && b.usedCount === 0) break;
        if (Date.now() > deadline) throw new Error(`not reconciled: tokens ${a.tokens}, used ${b.usedCount}`);
        await new Promise((res) => setTimeout(res, 100));
      }
      const rows = await r.db.select({ id: payments.id, status: payments.status }).from(payments);
      expect(Object.fromEntries(rows.map((x) => [x.id, x.status]))).toEqual({ [p1.body.paymentId]: 'Paid', [p2.body.paymentId]: 'Failed' });
    } finally {
      await r.close();
    }
  });

  it('an invoice the gateway no longer knows fails its payment once past its expiry, giving the coupon back; not before', async () => {
    const r = await startAppOnFakeMyFatoorah(fake, {
      deps: { paymentReconciliation: { intervalMs: 100, olderThanMs: 0, pauseMs: 0 } },
    });
    try {
      const young = await buyer(r.baseUrl);
      const old = await buyer(r.baseUrl);
      const coupon = await addCoupon(r.db, { discountPercentage: 10, maxUses: 1 });
      const p1 = await young.http.post('/api/payments', { packageId: 'pkg-1' });
      const p2 = await old.http.post('/api/payments', { packageId: 'pkg-1', couponCode: coupon.code });
      fake.forget(p1.body.invoiceId);
      fake.forget(p2.body.invoiceId);
      // p2 was made two hours ago: its invoice (PAYMENT_INVOICE_MINUTES, 60 by default) is long over.
      await r.db
        .update(payments)
        .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
        .where(eq(payments.id, p2.body.paymentId));
      await expect.poll(async () => (await couponRow(r.db, coupon.id)).usedCount, { timeout: 10_000 }).toBe(0);
      const statusOf = async (id: string) => firstRow(await r.db.select().from(payments).where(eq(payments.id, id)), id);
      expect(await statusOf(p2.body.paymentId)).toMatchObject({
        status: 'Failed',
        gatewayData: { reason: 'the gateway does not know this invoice' },
      });
      // Read in the same rounds, the young one stays Pending: its invoice may still appear.
      expect((await statusOf(p1.body.paymentId)).status).toBe('Pending');
    } finally {
      await r.close();
    }
  });
});
