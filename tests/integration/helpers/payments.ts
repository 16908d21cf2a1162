// Shared steps of the payment tests: coupons written straight into the table (the admin area
// is another issue), signed-in buyers, and signed MyFatoorah V2 webhooks.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../../server/src/db/client.ts';
import { coupons, payments, profiles, tokenLedger } from '../../../server/src/db/schema/index.ts';
import { signWebhook } from '../../../server/src/lib/myfatoorah/webhook-signature.ts';
import { HttpClient } from './http.ts';
import type { FakeMyFatoorah } from './fake-myfatoorah.ts';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import { firstRow } from './rows.ts';

export async function addCoupon(db: Db, values: Partial<typeof coupons.$inferInsert> = {}) {
  const code = values.code ?? `C${randomBytes(4).toString('hex').toUpperCase()}`;
  return firstRow(
    await db
      .insert(coupons)
      .values({ ...values, code })
      .returning(),
    'the new coupon',
  );
}

export async function couponRow(db: Db, id: string) {
  return firstRow(await db.select().from(coupons).where(eq(coupons.id, id)), 'the coupon');
}

export async function profileOf(db: Db, userId: string) {
  return firstRow(await db.select().from(profiles).where(eq(profiles.id, userId)), 'the profile');
}

export async function buyer(baseUrl: string, name = 'buyer'): Promise<{ http: HttpClient; userId: string }> {
  const http = new HttpClient(baseUrl);
  const body = await http.signUp(`${name}-${randomBytes(4).toString('hex')}@example.com`);
  return { http, userId: body.user.id };
}

/** A PAYMENT_STATUS_CHANGED V2 webhook as MyFatoorah sends it, with its signature header. */
export function paymentWebhook(secret: string, opts: { invoiceId: string; paymentId: string; reference: string; status?: string }) {
  const body = {
    EventType: 1,
    Event: { Code: 1, Name: 'PAYMENT_STATUS_CHANGED', CountryIsoCode: 'KWT', CreationDate: new Date().toISOString(), Reference: 'WH-1' },
    Data: {
      Invoice: { Id: opts.invoiceId, Status: opts.status ?? 'PAID', Reference: '2026000001', ExternalIdentifier: opts.reference },
      Transaction: { Id: '1', Status: opts.status === 'FAILED' ? 'FAILED' : 'SUCCESS', PaymentId: opts.paymentId, PaymentMethod: 'KNET' },
      Customer: { Reference: opts.reference, Name: 'buyer' },
      Amount: { BaseCurrency: 'KWD', ValueInBaseCurrency: '2.000' },
    },
  };
  return { body, headers: { 'myfatoorah-signature': signWebhook(body, secret) } };
}

/** The webhook secret the payment apps are configured with (what MyFatoorah's portal would show). */
export const WEBHOOK_SECRET = 'portal-webhook-secret';
/** Per request; the fake's slow answers are made longer than this. */
export const GATEWAY_TIMEOUT_MS = 300;

/** The app as in production with PAYMENT_PROVIDER=myfatoorah, pointed at the fake MyFatoorah
 *  HTTP server: every gateway call crosses our real client and the fake's real protocol. */
export function startAppOnFakeMyFatoorah(fake: FakeMyFatoorah, opts: TestAppOptions = {}): Promise<TestApp> {
  return startTestApp({
    ...opts,
    env: {
      PAYMENT_PROVIDER: 'myfatoorah',
      MYFATOORAH_BASE_URL: fake.baseUrl,
      MYFATOORAH_API_KEY: fake.apiKey,
      MYFATOORAH_WEBHOOK_SECRET: WEBHOOK_SECRET,
      MYFATOORAH_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS),
      ...opts.env,
    },
  });
}

/** For tests about settling rather than the verify throttle: every verify reads the gateway. */
export const READ_EVERY_VERIFY = { PAYMENT_VERIFY_READ_INTERVAL_MS: '0' };

/** What SendPayment was asked for the invoice the fake created last, in our terms. */
export function lastSendPayment(fake: FakeMyFatoorah) {
  const { request } = fake.lastInvoice();
  return {
    invoiceValueFils: Math.round(Number(request.InvoiceValue) * 1000),
    customerReference: request.CustomerReference,
    callbackUrl: String(request.CallBackUrl),
    errorUrl: String(request.ErrorUrl),
    expiryDate: String(request.ExpiryDate),
  };
}

/** A new buyer's card purchase of `packageId`, paid at the fake MyFatoorah and verified: the
 *  buyer, our payment id, the invoice id and the gateway's PaymentId of the paid attempt. */
export async function paidCardPurchase(baseUrl: string, fake: FakeMyFatoorah, packageId = 'pkg-5', name = 'payer') {
  const b = await buyer(baseUrl, name);
  const created = await b.http.post('/api/payments', { packageId, language: 'en' });
  if (created.status !== 200) throw new Error(`POST /api/payments answered ${created.status}`);
  const transaction = fake.pay(created.body.invoiceId);
  const verified = await b.http.post('/api/payments/verify', { reference: transaction.PaymentId, invoiceId: created.body.invoiceId });
  if (verified.body.status !== 'Paid') throw new Error(`the purchase was not verified Paid (${JSON.stringify(verified.body)})`);
  return {
    ...b,
    paymentId: created.body.paymentId as string,
    invoiceId: String(created.body.invoiceId),
    gatewayPaymentId: transaction.PaymentId,
  };
}

/** The ledger invariant, asserted after money's fault tests: every balance equals the sum of
 *  its ledger; no refunded amount above its payment's; no payment credited twice (one purchase
 *  ledger row per payment). */
export async function expectLedgerInvariant(db: Db) {
  const drift = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      sql`${profiles.tokens} <> coalesce((select sum(${tokenLedger.delta}) from ${tokenLedger} where ${tokenLedger.userId} = ${profiles.id}), 0)`,
    );
  expect(drift, 'balances that differ from their ledger').toEqual([]);
  const over = await db
    .select({ id: payments.id })
    .from(payments)
    .where(sql`${payments.refundedAmount} > ${payments.amount}`);
  expect(over, 'payments refunded above their amount').toEqual([]);
  const creditedTwice = await db
    .select({ reference: tokenLedger.reference })
    .from(tokenLedger)
    .where(eq(tokenLedger.reason, 'purchase'))
    .groupBy(tokenLedger.reference)
    .having(sql`count(*) > 1`);
  expect(creditedTwice, 'payments credited twice').toEqual([]);
}
