// The sandbox payment gateway the app serves itself (PAYMENT_PROVIDER=sandbox, the default):
// app.paymentGateway goes through the same MyFatoorah client to the app's own
// /sandbox/myfatoorah endpoints; the card page pays or declines, redirects like MyFatoorah
// and posts a signed Webhook V2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import sandboxGatewayRoutes from '../../server/src/lib/myfatoorah/sandbox/index.ts';
import { createMyFatoorahGateway } from '../../server/src/lib/myfatoorah/client.ts';
import { sandboxCredentials } from '../../server/src/lib/myfatoorah/sandbox-credentials.ts';
import { verifyWebhookSignature } from '../../server/src/lib/myfatoorah/webhook-signature.ts';
import { createSandboxInvoiceStore } from '../../server/src/db/sandbox-invoice-store.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { GatewayError, type SendPaymentInput } from '../../server/src/lib/payment-gateway.ts';
import { DECLINING_CARD, SUCCEEDING_CARD } from '../../server/src/lib/myfatoorah/sandbox/pay-page.ts';

const form = (cardNumber: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ cardNumber }).toString(),
  redirect: 'manual' as const,
});

describe('the sandbox gateway in the app', () => {
  let t: TestApp;
  const input = (patch: Partial<SendPaymentInput> = {}): SendPaymentInput => ({
    invoiceValueFils: 2000,
    customerName: 'Sara',
    customerEmail: 'sara@example.com',
    customerReference: 'pay_sandbox_1',
    expiresAt: new Date(Date.now() + 60 * 60_000),
    callbackUrl: `${t.baseUrl}/thank-you?lang=x`,
    errorUrl: `${t.baseUrl}/thank-you?lang=x`,
    language: 'ar',
    ...patch,
  });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is the default provider, with a webhook secret', () => {
    expect(t.app.paymentConfig.provider).toBe('sandbox');
    expect(t.app.paymentConfig.webhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(t.app.paymentGateway.name).toBe('sandbox');
  });

  it('creates an invoice whose card page shows the amount, both test cards and a form', async () => {
    const { invoiceId, invoiceUrl } = await t.app.paymentGateway.sendPayment(input());
    expect(invoiceUrl).toBe(`${t.baseUrl}/sandbox/myfatoorah/pay/${invoiceId}`);
    const res = await fetch(invoiceUrl);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('2.000 د.ك');
    expect(html).toContain('5123 4500 0000 0008');
    expect(html).toContain('4000 0000 0000 0002');
    expect(html).toMatch(/<label for="card-number">[^<]+<\/label>\s*<input id="card-number" name="cardNumber"/);
    expect(html).not.toMatch(/<script/i);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${t.baseUrl}`);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const en = await t.app.paymentGateway.sendPayment(input({ language: 'en', invoiceValueFils: 3500 }));
    const enHtml = await (await fetch(en.invoiceUrl)).text();
    expect(enHtml).toContain('<html lang="en" dir="ltr">');
    expect(enHtml).toContain('3.500 KWD');
  });

  it('a declining card redirects to ErrorUrl with the paymentId; that attempt reads as failed', async () => {
    const { invoiceId, invoiceUrl } = await t.app.paymentGateway.sendPayment(input());
    const res = await fetch(invoiceUrl, form(DECLINING_CARD));
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${t.baseUrl}/thank-you`);
    expect(location.searchParams.get('lang')).toBe('x');
    const paymentId = location.searchParams.get('paymentId')!;
    expect(paymentId).toMatch(/^\d{20}$/);
    expect(await t.app.paymentGateway.getPaymentStatus({ type: 'PaymentId', value: paymentId })).toMatchObject({
      invoiceId,
      paid: false,
      failed: true,
      invoiceStatus: 'Pending',
    });
    expect(await t.app.paymentGateway.getPaymentStatus({ type: 'InvoiceId', value: invoiceId })).toMatchObject({
      paid: false,
      failed: false,
    });
  });

  it('the succeeding card pays: redirect to CallBackUrl, then Paid with amount, currency and reference', async () => {
    const { invoiceId, invoiceUrl } = await t.app.paymentGateway.sendPayment(
      input({ callbackUrl: `${t.baseUrl}/en/thank-you`, errorUrl: `${t.baseUrl}/en/thank-you` }),
    );
    const res = await fetch(invoiceUrl, form('5123 4500 0000 0008'));
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/en/thank-you');
    const paymentId = location.searchParams.get('paymentId')!;
    for (const key of [
      { type: 'PaymentId', value: paymentId },
      { type: 'InvoiceId', value: invoiceId },
    ] as const) {
      expect(await t.app.paymentGateway.getPaymentStatus(key)).toMatchObject({
        invoiceId,
        paid: true,
        failed: false,
        invoiceStatus: 'Paid',
        invoiceValueFils: 2000,
        currency: 'KWD',
        customerReference: 'pay_sandbox_1',
        paymentId,
        paymentMethod: 'VISA/MASTER',
      });
    }
    // Paying again takes nothing more: back to the thank-you page with the same payment.
    const again = await fetch(invoiceUrl, form(SUCCEEDING_CARD));
    expect(new URL(again.headers.get('location')!).searchParams.get('paymentId')).toBe(paymentId);
    const page = await (await fetch(invoiceUrl)).text();
    expect(page).toContain('تم دفع هذه الفاتورة');
  });

  it('MakeRefund refunds a paid invoice by its PaymentId, never more than what is left, in MyFatoorah envelopes', async () => {
    const gateway = t.app.paymentGateway;
    const { invoiceId, invoiceUrl } = await gateway.sendPayment(input({ invoiceValueFils: 3500 }));
    const refusal = async (promise: Promise<unknown>) => {
      const err = await promise.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(GatewayError);
      return err as GatewayError;
    };
    // Not paid yet: nothing to refund under the PaymentId of a declined attempt, nor the invoice.
    const declined = new URL((await fetch(invoiceUrl, form(DECLINING_CARD))).headers.get('location')!).searchParams.get('paymentId')!;
    expect((await refusal(gateway.makeRefund({ paymentId: declined, amountFils: 1000, comment: 'x' }))).message).toMatch(/No data match/);
    const paymentId = new URL((await fetch(invoiceUrl, form(SUCCEEDING_CARD))).headers.get('location')!).searchParams.get('paymentId')!;

    const first = await gateway.makeRefund({ paymentId, amountFils: 1500, comment: 'part' });
    expect(first).toMatchObject({ amountFils: 1500, refundReference: expect.stringMatching(/^SBX-R\d{10}$/) });
    expect(first.refundId).toMatch(/^\d+$/);
    expect(first.raw).toMatchObject({ Key: paymentId, Amount: 1.5, Comment: 'part' });
    const over = await refusal(gateway.makeRefund({ paymentId, amountFils: 2001, comment: 'too much' }));
    expect([over.kind, over.details]).toEqual(['validation', ['The refund amount is more than the amount left to refund (2.000 KD)']]);
    const rest = await gateway.makeRefund({ paymentId, amountFils: 2000, comment: 'rest' });
    expect(rest.amountFils).toBe(2000);
    // GetRefundStatus by the invoice: both, Refunded at once (the sandbox is Auto Refund on).
    expect(await gateway.getRefundStatus(invoiceId)).toMatchObject([
      { refundId: first.refundId, status: 'Refunded', amountFils: 1500, refundReference: first.refundReference },
      { refundId: rest.refundId, status: 'Refunded', amountFils: 2000 },
    ]);
    expect((await refusal(gateway.getRefundStatus('123'))).message).toMatch(/No data match/);
    expect((await refusal(gateway.makeRefund({ paymentId, amountFils: 1, comment: 'more' }))).kind).toBe('validation');
    expect((await refusal(gateway.makeRefund({ paymentId: '0707000', amountFils: 1000, comment: 'x' }))).message).toMatch(/No data match/);
    expect((await refusal(gateway.makeRefund({ paymentId, amountFils: 0, comment: 'x' }))).details).toEqual(['Amount']);
    // A raw call with a bad body: the envelope's ValidationErrors.
    const raw = await fetch(`${t.baseUrl}/sandbox/myfatoorah/v2/MakeRefund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandboxCredentials(t.jwtSecret).apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ KeyType: 'Card', Key: paymentId, Amount: '1' }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({
      IsSuccess: false,
      ValidationErrors: [
        { Name: 'KeyType', Error: 'Invalid KeyType' },
        { Name: 'Amount', Error: 'Refund amount must be greater than zero' },
      ],
    });
    expect(invoiceId).toMatch(/^\d+$/);
  });

  it('an unknown card number shows the page again with an error, and changes nothing', async () => {
    const { invoiceId, invoiceUrl } = await t.app.paymentGateway.sendPayment(input({ language: 'en' }));
    const res = await fetch(invoiceUrl, form('4111111111111111'));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Use one of the two test cards shown.');
    expect((await t.app.paymentGateway.getPaymentStatus({ type: 'InvoiceId', value: invoiceId })).invoiceStatus).toBe('Pending');
  });

  it('answers in MyFatoorah envelopes: validation errors, unknown keys, a wrong key', async () => {
    const err = await t.app.paymentGateway
      .sendPayment(input({ customerName: ' ', callbackUrl: 'javascript:alert(1)' }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as GatewayError).kind).toBe('validation');
    expect((err as GatewayError).details).toEqual(['Customer name is required', 'Invalid callback URL']);
    const missing = await t.app.paymentGateway.getPaymentStatus({ type: 'InvoiceId', value: '1' }).catch((e: unknown) => e);
    expect((missing as GatewayError).kind).toBe('not_found');
    const intruder = createMyFatoorahGateway({
      baseUrl: `${t.baseUrl}/sandbox/myfatoorah`,
      apiKey: 'guess',
      name: 'sandbox',
      timeoutMs: 2000,
    });
    expect(((await intruder.sendPayment(input()).catch((e: unknown) => e)) as GatewayError).kind).toBe('unavailable');
    expect((await fetch(`${t.baseUrl}/sandbox/myfatoorah/pay/42`)).status).toBe(404);
  });
});

describe('the sandbox gateway on its own', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  const webhooks: { signature: string | undefined; body: unknown }[] = [];
  // Its invoices are in a database of its own (issue 32 §1: they outlive a process).
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function sandboxServer(opts: { invoiceTtlMs?: number } = {}) {
    const app = Fastify();
    app.post('/api/payments/webhook', async (request) => {
      webhooks.push({ signature: request.headers['myfatoorah-signature'] as string | undefined, body: request.body });
      return { ok: true };
    });
    await app.register(sandboxGatewayRoutes, {
      prefix: '/sandbox/myfatoorah',
      jwtSecret,
      store: createSandboxInvoiceStore(database.database.db),
      invoiceTtlMs: opts.invoiceTtlMs,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const origin = `http://127.0.0.1:${port}`;
    const gateway = createMyFatoorahGateway({
      baseUrl: `${origin}/sandbox/myfatoorah`,
      apiKey: sandboxCredentials(jwtSecret).apiKey,
      name: 'sandbox',
      timeoutMs: 2000,
    });
    return { app, origin, gateway };
  }
  const servers: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of servers) await app.close();
  });
  const input = (origin: string): SendPaymentInput => ({
    invoiceValueFils: 500,
    customerName: 'Ali',
    customerEmail: 'ali@example.com',
    customerReference: 'pay_2',
    expiresAt: new Date(Date.now() + 60 * 60_000),
    callbackUrl: `${origin}/thank-you`,
    errorUrl: `${origin}/thank-you`,
    language: 'en',
  });

  it('posts a Webhook V2 event signed with the webhook secret, for a decline and for a payment', async () => {
    const { app, origin, gateway } = await sandboxServer();
    servers.push(app);
    const { invoiceId, invoiceUrl } = await gateway.sendPayment(input(origin));
    await fetch(invoiceUrl, form(DECLINING_CARD));
    await fetch(invoiceUrl, form(SUCCEEDING_CARD));
    await expect.poll(() => webhooks.length, { timeout: 3000 }).toBe(2);
    const secret = sandboxCredentials(jwtSecret).webhookSecret;
    for (const w of webhooks) expect(verifyWebhookSignature(w.body, w.signature, secret)).toBe(true);
    const statuses = webhooks.map((w) => (w.body as { Data: { Transaction: { Status: string } } }).Data.Transaction.Status).sort();
    expect(statuses).toEqual(['FAILED', 'SUCCESS']);
    const paid = webhooks.find((w) => (w.body as { Data: { Invoice: { Status: string } } }).Data.Invoice.Status === 'PAID')!.body;
    expect(paid).toMatchObject({
      Event: { Code: 1, Name: 'PAYMENT_STATUS_CHANGED', CountryIsoCode: 'KWT' },
      Data: {
        Invoice: { Id: invoiceId, Status: 'PAID', ExternalIdentifier: 'pay_2' },
        Transaction: { Status: 'SUCCESS', PaymentMethod: 'VISA/MASTER' },
        Customer: { Name: 'Ali', Email: 'ali@example.com', Reference: 'pay_2' },
        Amount: { BaseCurrency: 'KWD', ValueInBaseCurrency: '0.500', DisplayCurrency: 'KWD' },
      },
    });
    // Tampering breaks the signature.
    const forged = structuredClone(paid) as { Data: { Invoice: { Id: string } } };
    forged.Data.Invoice.Id = '1';
    expect(verifyWebhookSignature(forged, webhooks[1]!.signature, secret)).toBe(false);
  });

  it('invoices expire at their ExpiryDate: Expired, failed, and the card page refuses to pay', async () => {
    const { app, origin, gateway } = await sandboxServer();
    servers.push(app);
    // ExpiryDate has whole seconds: this one is one to two seconds away.
    const { invoiceId, invoiceUrl } = await gateway.sendPayment({ ...input(origin), expiresAt: new Date(Date.now() + 2000) });
    expect(await gateway.getPaymentStatus({ type: 'InvoiceId', value: invoiceId })).toMatchObject({ invoiceStatus: 'Pending' });
    await expect
      .poll(async () => (await gateway.getPaymentStatus({ type: 'InvoiceId', value: invoiceId })).invoiceStatus, {
        timeout: 5000,
        interval: 100,
      })
      .toBe('Expired');
    expect(await gateway.getPaymentStatus({ type: 'InvoiceId', value: invoiceId })).toMatchObject({
      invoiceStatus: 'Expired',
      paid: false,
      failed: true,
    });
    const res = await fetch(invoiceUrl, form(SUCCEEDING_CARD));
    expect(res.status).toBe(410);
    expect(await res.text()).toContain('This invoice has expired.');
  });

  it('without an ExpiryDate an invoice lives the sandbox default; a malformed or past one is refused', async () => {
    const { app, origin, gateway } = await sandboxServer({ invoiceTtlMs: 150 });
    servers.push(app);
    const send = (ExpiryDate: unknown) =>
      fetch(`${origin}/sandbox/myfatoorah/v2/SendPayment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sandboxCredentials(jwtSecret).apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          NotificationOption: 'LNK',
          InvoiceValue: 0.5,
          CustomerName: 'Ali',
          CallBackUrl: `${origin}/thank-you`,
          ...(ExpiryDate === undefined ? {} : { ExpiryDate }),
        }),
      });
    const plain = await send(undefined);
    expect(plain.status).toBe(200);
    const { InvoiceId } = (await plain.json()).Data;
    await expect
      .poll(async () => (await gateway.getPaymentStatus({ type: 'InvoiceId', value: String(InvoiceId) })).invoiceStatus, {
        timeout: 5000,
        interval: 50,
      })
      .toBe('Expired');
    for (const bad of ['2099-01-01T10:00:00Z', '2099-01-01 10:00:00', '2099-02-30T10:00:00', 1_900_000_000, '2020-01-01T10:00:00']) {
      const res = await send(bad);
      expect(res.status, String(bad)).toBe(400);
      expect((await res.json()).ValidationErrors).toEqual([{ Name: 'ExpiryDate', Error: expect.any(String) }]);
    }
  });

  it('two processes sharing the database see the same invoices, and a restarted one still knows them and refunds', async () => {
    const a = await sandboxServer();
    const b = await sandboxServer();
    servers.push(b.app);
    const { invoiceId } = await a.gateway.sendPayment(input(a.origin));
    // The buyer's POST lands on the other process.
    const res = await fetch(`${b.origin}/sandbox/myfatoorah/pay/${invoiceId}`, form(SUCCEEDING_CARD));
    expect(res.status).toBe(303);
    const paymentId = new URL(res.headers.get('location')!).searchParams.get('paymentId')!;
    expect(await a.gateway.getPaymentStatus({ type: 'PaymentId', value: paymentId })).toMatchObject({ invoiceId, paid: true });
    // The first process stops; a new one on the same database reads and refunds the payment.
    await a.app.close();
    const c = await sandboxServer();
    servers.push(c.app);
    expect(await c.gateway.getPaymentStatus({ type: 'InvoiceId', value: invoiceId })).toMatchObject({ invoiceId, paid: true });
    expect(await c.gateway.makeRefund({ paymentId, amountFils: 200, comment: 'after a restart' })).toMatchObject({ amountFils: 200 });
    // An invoice it never made is still unknown.
    await expect(c.gateway.getPaymentStatus({ type: 'InvoiceId', value: '123' })).rejects.toMatchObject({ kind: 'not_found' });
  });
});
