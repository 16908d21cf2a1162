// The MyFatoorah v2 client (server/src/lib/myfatoorah/client.ts) against a fake MyFatoorah
// speaking the real shapes over HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMyFatoorahGateway } from '../../server/src/lib/myfatoorah/client.ts';
import { GatewayError, type PaymentGateway, type SendPaymentInput } from '../../server/src/lib/payment-gateway.ts';
import { startFakeMyFatoorah, type FakeMyFatoorah } from './helpers/fake-myfatoorah.ts';
import { startTestApp } from './helpers/test-app.ts';

let fake: FakeMyFatoorah;
let gateway: PaymentGateway;

const input = (patch: Partial<SendPaymentInput> = {}): SendPaymentInput => ({
  invoiceValueFils: 3500,
  customerName: 'سارة',
  customerEmail: 'sara@example.com',
  customerReference: 'pay_1',
  callbackUrl: 'http://shop.test/thank-you',
  errorUrl: 'http://shop.test/thank-you',
  language: 'ar',
  // 10:10 in Kuwait (UTC+3).
  expiresAt: new Date('2026-11-28T07:10:00Z'),
  ...patch,
});

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  return err as GatewayError;
}

beforeAll(async () => {
  fake = await startFakeMyFatoorah();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  gateway = createMyFatoorahGateway({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, name: 'myfatoorah', timeoutMs: 1000 });
});

describe('SendPayment', () => {
  it('sends the documented fields with a Bearer key and returns the invoice id and URL', async () => {
    const before = fake.calls('SendPayment');
    const result = await gateway.sendPayment(input());
    expect(fake.calls('SendPayment')).toBe(before + 1);
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${fake.apiKey}`);
    // InvoiceValue is a 3-decimal number literal on the wire.
    expect(sent.text).toContain('"InvoiceValue":3.500');
    expect(JSON.parse(sent.text)).toEqual({
      NotificationOption: 'LNK',
      InvoiceValue: 3.5,
      DisplayCurrencyIso: 'KWD',
      CustomerName: 'سارة',
      CustomerEmail: 'sara@example.com',
      CustomerReference: 'pay_1',
      CallBackUrl: 'http://shop.test/thank-you',
      ErrorUrl: 'http://shop.test/thank-you',
      Language: 'ar',
      // Kuwait local time without an offset, as MyFatoorah's own library sends it.
      ExpiryDate: '2026-11-28T10:10:00',
    });
    expect(result.invoiceId).toMatch(/^\d+$/);
    expect(result.invoiceUrl).toBe(`${fake.baseUrl}/pay/${result.invoiceId}`);
  });

  it.each([
    [300, '0.300'],
    [1, '0.001'],
    [500, '0.500'],
    [2000, '2.000'],
    [1005, '1.005'],
    [123456789, '123456.789'],
  ])('writes %i fils as %s KWD, exactly', async (fils, wire) => {
    await gateway.sendPayment(input({ invoiceValueFils: fils }));
    expect(fake.requests.at(-1)!.text).toContain(`"InvoiceValue":${wire},`);
  });

  it('refuses an amount that is not a positive integer of fils without calling MyFatoorah', async () => {
    const before = fake.calls();
    for (const fils of [0, -500, 0.1 + 0.2, Number.NaN]) {
      expect((await gatewayError(gateway.sendPayment(input({ invoiceValueFils: fils })))).kind).toBe('validation');
    }
    expect(fake.calls()).toBe(before);
  });

  it('turns ValidationErrors into display texts: Error, else Name, else Message', async () => {
    fake.answerNext(400, {
      IsSuccess: false,
      Message: 'Invalid data',
      ValidationErrors: [
        { Name: 'CustomerEmail', Error: 'Invalid email address' },
        { Name: 'CustomerMobile', Error: '' },
        { Name: '', Error: '' },
      ],
      Data: null,
    });
    const err = await gatewayError(gateway.sendPayment(input()));
    expect(err.kind).toBe('validation');
    expect(err.message).toBe('Invalid data');
    expect(err.details).toEqual(['Invalid email address', 'CustomerMobile', 'Invalid data']);
  });

  it('uses the Message when there are no ValidationErrors', async () => {
    fake.answerNext(200, { IsSuccess: false, Message: 'Your account is not active', ValidationErrors: null, Data: null });
    const err = await gatewayError(gateway.sendPayment(input()));
    expect(err.kind).toBe('validation');
    expect(err.details).toEqual(['Your account is not active']);
  });

  it("passes on the fake's own validation of the body", async () => {
    const err = await gatewayError(gateway.sendPayment(input({ customerName: '' })));
    expect(err.kind).toBe('validation');
    expect(err.details).toEqual(['Customer name is required']);
  });

  it.each([500, 502, 503])('a %i is unavailable', async (status) => {
    fake.answerNext(status, { IsSuccess: false, Message: 'Internal error', ValidationErrors: null, Data: null });
    expect((await gatewayError(gateway.sendPayment(input()))).kind).toBe('unavailable');
  });

  it('an answer that is not JSON, or not an envelope, is unavailable', async () => {
    fake.answerNext(200, '<html>Bad gateway</html>', { raw: true });
    expect((await gatewayError(gateway.sendPayment(input()))).kind).toBe('unavailable');
    fake.answerNext(200, { hello: 'world' });
    expect((await gatewayError(gateway.sendPayment(input()))).kind).toBe('unavailable');
    fake.answerNext(200, { IsSuccess: true, Message: '', ValidationErrors: null, Data: {} });
    expect((await gatewayError(gateway.sendPayment(input()))).kind).toBe('unavailable');
  });

  it('a refused API key is unavailable (nothing a buyer can fix)', async () => {
    const wrongKey = createMyFatoorahGateway({ baseUrl: fake.baseUrl, apiKey: 'wrong', name: 'myfatoorah', timeoutMs: 1000 });
    const err = await gatewayError(wrongKey.sendPayment(input()));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/401/);
  });

  it('a slow answer times out as unavailable', async () => {
    const quick = createMyFatoorahGateway({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, name: 'myfatoorah', timeoutMs: 200 });
    fake.delayNext(1000);
    const started = Date.now();
    const err = await gatewayError(quick.sendPayment(input()));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/timed out/);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('an unreachable server is unavailable', async () => {
    const nowhere = createMyFatoorahGateway({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', name: 'myfatoorah', timeoutMs: 1000 });
    expect((await gatewayError(nowhere.sendPayment(input()))).kind).toBe('unavailable');
  });
});

describe('GetPaymentStatus', () => {
  async function newInvoice(fils = 3500) {
    const { invoiceId } = await gateway.sendPayment(input({ invoiceValueFils: fils }));
    return invoiceId;
  }

  it('reads a pending invoice by InvoiceId', async () => {
    const id = await newInvoice();
    const status = await gateway.getPaymentStatus({ type: 'InvoiceId', value: id });
    expect(JSON.parse(fake.requests.at(-1)!.text)).toEqual({ Key: id, KeyType: 'InvoiceId' });
    expect(status).toMatchObject({
      invoiceId: id,
      paid: false,
      failed: false,
      invoiceStatus: 'Pending',
      invoiceValueFils: 3500,
      currency: 'KWD',
      customerReference: 'pay_1',
      paymentId: null,
    });
    expect(status.raw).toMatchObject({ InvoiceId: Number(id), InvoiceStatus: 'Pending' });
  });

  it('is paid with InvoiceStatus Paid and a Succss transaction, read by PaymentId too', async () => {
    const id = await newInvoice();
    fake.pay(id, { status: 'Failed' });
    const paid = fake.pay(id, { gateway: 'VISA/MASTER' });
    for (const key of [
      { type: 'InvoiceId', value: id },
      { type: 'PaymentId', value: paid.PaymentId },
    ] as const) {
      expect(await gateway.getPaymentStatus(key)).toMatchObject({
        paid: true,
        failed: false,
        invoiceStatus: 'Paid',
        paymentId: paid.PaymentId,
        paymentMethod: 'VISA/MASTER',
        currency: 'KWD',
        invoiceValueFils: 3500,
      });
    }
  });

  it.each([
    ['Paid', 'Succss', true],
    ['PAID', 'SUCCESS', true],
    ['paid', 'succss', true],
    ['DuplicatePayment', 'Succss', true],
    ['DUPLICATEPAYMENT', 'SUCCESS', true],
    ['Paid', 'Failed', false],
    ['Paid', 'InProgress', false],
    ['Pending', 'Succss', false],
    ['Expired', 'Succss', false],
  ])('InvoiceStatus %s with a transaction %s: paid is %s', async (invoiceStatus, transactionStatus, paid) => {
    const id = await newInvoice();
    fake.setInvoice(id, {
      InvoiceStatus: invoiceStatus,
      InvoiceTransactions: [{ PaymentId: '1001', TransactionStatus: transactionStatus, PaymentGateway: 'KNET', Currency: 'KD' }],
    });
    const status = await gateway.getPaymentStatus({ type: 'InvoiceId', value: id });
    expect(status.paid).toBe(paid);
    expect(status.paymentId).toBe(paid ? '1001' : null);
  });

  it('Paid with no transactions at all is not paid', async () => {
    const id = await newInvoice();
    fake.setInvoice(id, { InvoiceStatus: 'Paid', InvoiceTransactions: [] });
    expect((await gateway.getPaymentStatus({ type: 'InvoiceId', value: id })).paid).toBe(false);
  });

  it('an Expired or Canceled invoice has failed', async () => {
    for (const invoiceStatus of ['Expired', 'Canceled', 'EXPIRED']) {
      const id = await newInvoice();
      fake.setInvoice(id, { InvoiceStatus: invoiceStatus });
      expect(await gateway.getPaymentStatus({ type: 'InvoiceId', value: id })).toMatchObject({ paid: false, failed: true, invoiceStatus });
    }
  });

  it('a declined attempt read by its PaymentId has failed; the invoice itself is still payable', async () => {
    const id = await newInvoice();
    const declined = fake.pay(id, { status: 'Failed' });
    expect(await gateway.getPaymentStatus({ type: 'PaymentId', value: declined.PaymentId })).toMatchObject({
      paid: false,
      failed: true,
      paymentId: null,
    });
    expect(await gateway.getPaymentStatus({ type: 'InvoiceId', value: id })).toMatchObject({
      paid: false,
      failed: false,
      invoiceStatus: 'Pending',
    });
  });

  it.each([
    [3.5, 3500],
    ['3.500', 3500],
    [0.1 + 0.2, 300],
    [1.005, 1005],
    [2, 2000],
    [0.5, 500],
  ])('reads InvoiceValue %j as %i fils', async (value, fils) => {
    const id = await newInvoice();
    fake.setInvoice(id, { InvoiceValue: value });
    expect((await gateway.getPaymentStatus({ type: 'InvoiceId', value: id })).invoiceValueFils).toBe(fils);
  });

  it('reports the currency as an ISO code, whatever MyFatoorah calls it', async () => {
    const id = await newInvoice();
    fake.pay(id, { currency: 'KD' });
    expect((await gateway.getPaymentStatus({ type: 'InvoiceId', value: id })).currency).toBe('KWD');
    const other = await newInvoice();
    fake.pay(other, { currency: 'SAR' });
    expect((await gateway.getPaymentStatus({ type: 'InvoiceId', value: other })).currency).toBe('SAR');
  });

  it('reports the reference as MyFatoorah has it (for the mismatch check), null when absent', async () => {
    const id = await newInvoice();
    fake.setInvoice(id, { CustomerReference: 'someone-else' });
    expect((await gateway.getPaymentStatus({ type: 'InvoiceId', value: id })).customerReference).toBe('someone-else');
    fake.setInvoice(id, { CustomerReference: null });
    expect((await gateway.getPaymentStatus({ type: 'InvoiceId', value: id })).customerReference).toBeNull();
  });

  it('an unknown key is not_found', async () => {
    const err = await gatewayError(gateway.getPaymentStatus({ type: 'PaymentId', value: '999' }));
    expect(err.kind).toBe('not_found');
    expect(err.message).toBe('No data match with the inserted KeyType and Key!');
  });

  it('an answer without an InvoiceValue is unavailable', async () => {
    const id = await newInvoice();
    fake.setInvoice(id, { InvoiceValue: null });
    expect((await gatewayError(gateway.getPaymentStatus({ type: 'InvoiceId', value: id }))).kind).toBe('unavailable');
  });

  it('5xx and slow answers are unavailable; the next call works again', async () => {
    const id = await newInvoice();
    fake.answerNext(503, 'Service Unavailable', { raw: true });
    expect((await gatewayError(gateway.getPaymentStatus({ type: 'InvoiceId', value: id }))).kind).toBe('unavailable');
    const quick = createMyFatoorahGateway({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, name: 'myfatoorah', timeoutMs: 200 });
    fake.delayNext(800);
    expect((await gatewayError(quick.getPaymentStatus({ type: 'InvoiceId', value: id }))).kind).toBe('unavailable');
    expect((await gateway.getPaymentStatus({ type: 'InvoiceId', value: id })).invoiceStatus).toBe('Pending');
  });
});

describe('GetRefundStatus', () => {
  async function paidInvoice() {
    const { invoiceId } = await gateway.sendPayment(input({ invoiceValueFils: 3000 }));
    return { invoiceId, paymentId: fake.pay(invoiceId).PaymentId };
  }

  it('reads every refund of an invoice by InvoiceId, as documented: Refunded, Pending or Canceled', async () => {
    const { invoiceId, paymentId } = await paidInvoice();
    expect(await gateway.getRefundStatus(invoiceId)).toEqual([]);
    fake.holdRefunds(true);
    try {
      const held = await gateway.makeRefund({ paymentId, amountFils: 1000, comment: 'held' });
      const canceled = await gateway.makeRefund({ paymentId, amountFils: 500, comment: 'canceled' });
      fake.setRefundStatus(Number(canceled.refundId), 'Canceled');
      fake.holdRefunds(false);
      const done = await gateway.makeRefund({ paymentId, amountFils: 1500, comment: 'done' });
      const statuses = await gateway.getRefundStatus(invoiceId);
      expect(JSON.parse(fake.requests.at(-1)!.text)).toEqual({ KeyType: 'InvoiceId', Key: invoiceId });
      expect(statuses.map(({ raw: _raw, ...s }) => s)).toEqual([
        { refundId: held.refundId, status: 'Pending', amountFils: 1000, refundReference: held.refundReference },
        { refundId: canceled.refundId, status: 'Canceled', amountFils: 500, refundReference: canceled.refundReference },
        { refundId: done.refundId, status: 'Refunded', amountFils: 1500, refundReference: done.refundReference },
      ]);
    } finally {
      fake.holdRefunds(false);
    }
  });

  it.each([
    ['REFUNDED', 'Refunded'],
    ['cancelled', 'Canceled'],
    ['Processing', 'Pending'],
    [null, 'Pending'],
  ])('reads RefundStatus %j as %s (an unknown word is no outcome)', async (given, status) => {
    const { invoiceId } = await paidInvoice();
    fake.answerNext(
      200,
      {
        IsSuccess: true,
        Message: '',
        ValidationErrors: null,
        Data: {
          RefundStatusResult: [{ RefundId: 77, RefundStatus: given, InvoiceId: Number(invoiceId), Amount: 1.25, RefundReference: 'R1' }],
        },
      },
      { endpoint: 'GetRefundStatus' },
    );
    expect(await gateway.getRefundStatus(invoiceId)).toMatchObject([{ refundId: '77', status, amountFils: 1250 }]);
  });

  it('an answer without RefundStatusResult, or a refund without RefundId, is unavailable; an unknown invoice is not_found', async () => {
    const { invoiceId } = await paidInvoice();
    fake.answerNext(200, { IsSuccess: true, Message: '', ValidationErrors: null, Data: {} }, { endpoint: 'GetRefundStatus' });
    expect((await gatewayError(gateway.getRefundStatus(invoiceId))).kind).toBe('unavailable');
    fake.answerNext(
      200,
      { IsSuccess: true, Message: '', ValidationErrors: null, Data: { RefundStatusResult: [{ Amount: 1 }] } },
      { endpoint: 'GetRefundStatus' },
    );
    expect((await gatewayError(gateway.getRefundStatus(invoiceId))).kind).toBe('unavailable');
    expect((await gatewayError(gateway.getRefundStatus('424242'))).kind).toBe('not_found');
  });
});

describe('PAYMENT_PROVIDER=myfatoorah in the app', () => {
  it('app.paymentGateway speaks to MYFATOORAH_BASE_URL with the key; no sandbox routes are served', async () => {
    const t = await startTestApp({
      env: {
        PAYMENT_PROVIDER: 'myfatoorah',
        MYFATOORAH_BASE_URL: fake.baseUrl,
        MYFATOORAH_API_KEY: fake.apiKey,
        MYFATOORAH_WEBHOOK_SECRET: 'portal-secret',
        MYFATOORAH_TIMEOUT_MS: '300',
      },
    });
    try {
      expect(t.app.paymentConfig).toMatchObject({ provider: 'myfatoorah', webhookSecret: 'portal-secret', testMode: false });
      expect(t.app.paymentGateway.name).toBe('myfatoorah');
      const { invoiceId } = await t.app.paymentGateway.sendPayment(input());
      expect(fake.invoices.has(invoiceId)).toBe(true);
      fake.delayNext(1000);
      expect((await gatewayError(t.app.paymentGateway.getPaymentStatus({ type: 'InvoiceId', value: invoiceId }))).kind).toBe('unavailable');
      const res = await fetch(`${t.baseUrl}/sandbox/myfatoorah/v2/SendPayment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
