// The embedded default end to end: no gateway swapped in, the app's own sandbox speaks
// MyFatoorah's protocol. Buy, pay with the sandbox's cards, and let the signed webhook (not
// the thank-you page) credit the tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINING_CARD, SUCCEEDING_CARD } from '../../server/src/lib/myfatoorah/sandbox/pay-page.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { buyer, profileOf } from './helpers/payments.ts';

const payWith = (cardNumber: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ cardNumber }).toString(),
  redirect: 'manual' as const,
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ deps: { paymentReconciliation: { intervalMs: 0 } } });
});
afterAll(async () => {
  await t?.close();
});

describe('buying on the sandbox gateway', () => {
  it('a declined card, then the succeeding card: the webhook credits once, the thank-you reference verifies', async () => {
    const { http, userId } = await buyer(t.baseUrl);
    const created = await http.post('/api/payments', { packageId: 'pkg-5', language: 'en' });
    expect(created.status).toBe(200);
    expect(created.body.paymentUrl).toContain('/sandbox/myfatoorah/pay/');
    // The page is on the public origin (the LAN address); this test server listens on 127.0.0.1.
    const payPage = `${t.baseUrl}${new URL(created.body.paymentUrl).pathname}`;

    const declined = await fetch(payPage, payWith(DECLINING_CARD));
    const declinedAt = new URL(declined.headers.get('location') ?? '');
    expect(declinedAt.pathname).toBe('/en/thank-you');
    // The thank-you page sends the PaymentId in its URL and the invoice the browser kept.
    const failed = await http.post('/api/payments/verify', {
      reference: declinedAt.searchParams.get('paymentId'),
      invoiceId: created.body.invoiceId,
    });
    expect(failed.body).toMatchObject({ status: 'Failed', tokens: 1 });

    const paid = await fetch(payPage, payWith(SUCCEEDING_CARD));
    const paidAt = new URL(paid.headers.get('location') ?? '');
    // The webhook arrives without anyone coming back.
    await expect.poll(async () => (await profileOf(t.db, userId)).tokens, { timeout: 5000 }).toBe(6);
    const verified = await http.post('/api/payments/verify', { reference: paidAt.searchParams.get('paymentId') });
    expect(verified.body).toMatchObject({
      status: 'Paid',
      tokens: 6,
      receipt: { amountPaid: '2.000', tokensPurchased: 5, transactionId: paidAt.searchParams.get('paymentId'), test: true },
    });
    // A sandbox payment is a test payment: the games are credited, no money is counted as paid.
    expect(await profileOf(t.db, userId)).toMatchObject({ tokens: 6, totalPaymentsCount: 0, totalAmountPaid: '0.000' });
  });
});
