// The sandbox's API: what app.paymentGateway calls, in MyFatoorah's envelopes and shapes.
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { formatFils } from '@charades/shared/money';
import { decimalToFils } from '../amount.ts';
import { parseKuwaitExpiryDate } from '../expiry-date.ts';
import type { SandboxInvoice, SandboxInvoiceStore, SandboxRefund } from './invoice-store.ts';
import { asRecord, digits, failure, isHttpUrl, str, success, type ValidationError } from './envelopes.ts';
import { statusData } from './invoice-data.ts';
import { isLanguage, type Language } from '@charades/shared/languages';

/** The invoice's language as MyFatoorah takes it ('AR', 'en', …); English when it is none of ours. */
function languageOf(value: unknown): Language {
  const language = String(value).toLowerCase();
  return isLanguage(language) ? language : 'en';
}

/** What the API's routes share. */
export interface SandboxApi {
  store: SandboxInvoiceStore;
  /** How long an invoice sent without ExpiryDate stays payable. */
  ttlMs: number;
  /** Whether the Authorization header carries the sandbox's API key. */
  authorized: (header: string | undefined) => boolean;
}

export function registerApiRoutes(app: FastifyInstance, api: SandboxApi): void {
  sendPaymentRoute(app, api);
  getPaymentStatusRoute(app, api);
  makeRefundRoute(app, api);
  getRefundStatusRoute(app, api);
}

function sendPaymentRoute(app: FastifyInstance, { store, ttlMs, authorized }: SandboxApi) {
  app.post('/v2/SendPayment', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.code(401).send('');
    const body = asRecord(request.body);
    const errors: ValidationError[] = [];
    const valueFils = decimalToFils(body.InvoiceValue);
    if (typeof body.InvoiceValue !== 'number' || valueFils === null || valueFils <= 0)
      errors.push({ Name: 'InvoiceValue', Error: 'Invoice value must be greater than zero' });
    if (!['LNK', 'ALL', 'EML', 'SMS'].includes(String(body.NotificationOption).toUpperCase()))
      errors.push({ Name: 'NotificationOption', Error: 'Invalid notification option' });
    if (body.DisplayCurrencyIso !== undefined && body.DisplayCurrencyIso !== 'KWD')
      errors.push({ Name: 'DisplayCurrencyIso', Error: 'The sandbox accepts KWD only' });
    // ExpiryDate (Kuwait local time, yyyy-MM-ddTHH:mm:ss) sets when the invoice expires; without
    // it, the sandbox's own default.
    const expiry =
      body.ExpiryDate === undefined ? undefined : typeof body.ExpiryDate === 'string' ? parseKuwaitExpiryDate(body.ExpiryDate) : null;
    if (expiry === null) errors.push({ Name: 'ExpiryDate', Error: 'Invalid expiry date format' });
    else if (expiry && expiry.getTime() <= Date.now()) errors.push({ Name: 'ExpiryDate', Error: 'The expiry date must be in the future' });
    const customerName = str(body.CustomerName);
    if (!customerName) errors.push({ Name: 'CustomerName', Error: 'Customer name is required' });
    const callbackUrl = str(body.CallBackUrl);
    const errorUrl = str(body.ErrorUrl) ?? callbackUrl;
    if (!isHttpUrl(callbackUrl)) errors.push({ Name: 'CallBackUrl', Error: 'Invalid callback URL' });
    if (!isHttpUrl(errorUrl)) errors.push({ Name: 'ErrorUrl', Error: 'Invalid error URL' });
    if (errors.length || !customerName || !isHttpUrl(callbackUrl) || !isHttpUrl(errorUrl) || valueFils === null) {
      return reply.code(400).send(failure('Invalid data', errors));
    }
    const now = Date.now();
    const invoice: SandboxInvoice = {
      invoiceId: 0,
      valueFils,
      customerName,
      customerEmail: str(body.CustomerEmail),
      customerReference: str(body.CustomerReference),
      callbackUrl,
      errorUrl,
      language: languageOf(body.Language),
      createdAt: new Date(now).toISOString(),
      expiresAt: (expiry ?? new Date(now + ttlMs)).toISOString(),
      paid: false,
      transactions: [],
    };
    // A new id, drawn again in the rare case it is taken.
    do invoice.invoiceId = randomInt(100_000_000, 999_999_999);
    while (!(await store.add(invoice)));
    // The buyer opens the card page where the shop's return pages are: the origin they are on.
    const invoiceUrl = `${new URL(callbackUrl).origin}${app.prefix}/pay/${invoice.invoiceId}`;
    return success(
      {
        InvoiceId: invoice.invoiceId,
        IsDirectPayment: false,
        PaymentURL: invoiceUrl,
        CustomerReference: invoice.customerReference,
        UserDefinedField: null,
        InvoiceURL: invoiceUrl,
      },
      'Invoice Created Successfully!',
    );
  });
}

function getPaymentStatusRoute(app: FastifyInstance, { store, authorized }: SandboxApi) {
  app.post('/v2/GetPaymentStatus', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.code(401).send('');
    const body = asRecord(request.body);
    const key = str(body.Key) ?? (typeof body.Key === 'number' ? String(body.Key) : null);
    const keyType = str(body.KeyType);
    if (!key || !keyType)
      return reply.code(400).send(failure('Invalid data', [{ Name: key ? 'KeyType' : 'Key', Error: 'This field is required' }]));
    if (keyType !== 'InvoiceId' && keyType !== 'PaymentId')
      return reply.code(400).send(failure('Invalid data', [{ Name: 'KeyType', Error: 'Invalid KeyType' }]));
    const invoiceId = keyType === 'InvoiceId' ? key : await store.invoiceIdOfPayment(key);
    const invoice = invoiceId ? await store.get(invoiceId) : null;
    if (!invoice) return reply.code(400).send(failure('No data match with the inserted KeyType and Key!'));
    return success(statusData(invoice));
  });
}

// MakeRefund: a refund of a paid invoice (by its PaymentId or InvoiceId), never more than
// what is left of it. The app reserves a refund in its database before calling, so two
// calls for the same invoice do not race here in practice; the read-then-write below is
// not atomic across processes, which a test gateway can afford.
function makeRefundRoute(app: FastifyInstance, { store, authorized }: SandboxApi) {
  app.post('/v2/MakeRefund', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.code(401).send('');
    const body = asRecord(request.body);
    const key = str(body.Key) ?? (typeof body.Key === 'number' ? String(body.Key) : null);
    const keyType = str(body.KeyType);
    const errors: ValidationError[] = [];
    if (!key) errors.push({ Name: 'Key', Error: 'This field is required' });
    if (keyType !== 'InvoiceId' && keyType !== 'PaymentId') errors.push({ Name: 'KeyType', Error: 'Invalid KeyType' });
    const valueFils = decimalToFils(body.Amount);
    if (typeof body.Amount !== 'number' || valueFils === null || valueFils <= 0)
      errors.push({ Name: 'Amount', Error: 'Refund amount must be greater than zero' });
    if (errors.length || !key || valueFils === null) return reply.code(400).send(failure('Invalid data', errors));
    const invoiceId = keyType === 'InvoiceId' ? key : await store.invoiceIdOfPayment(key);
    const invoice = invoiceId ? await store.get(invoiceId) : null;
    const paidWith = invoice?.transactions.find((t) => t.status === 'Succss');
    if (!invoice || (keyType === 'PaymentId' && paidWith?.paymentId !== key))
      return reply.code(400).send(failure('No data match with the inserted KeyType and Key!'));
    if (!invoice.paid || !paidWith) return reply.code(400).send(failure('This invoice is not paid and cannot be refunded'));
    const refunds = invoice.refunds ?? [];
    const leftFils = invoice.valueFils - refunds.reduce((sum, r) => sum + r.valueFils, 0);
    if (valueFils > leftFils) {
      return reply
        .code(400)
        .send(
          failure('Invalid data', [
            { Name: 'Amount', Error: `The refund amount is more than the amount left to refund (${formatFils(leftFils)} KD)` },
          ]),
        );
    }
    const refund: SandboxRefund = {
      refundId: randomInt(100_000, 999_999),
      refundReference: `SBX-R${digits(10)}`,
      valueFils,
      comment: str(body.Comment),
      date: new Date().toISOString(),
    };
    invoice.refunds = [...refunds, refund];
    await store.put(invoice);
    request.log.info({ invoiceId: invoice.invoiceId, refundId: refund.refundId, valueFils }, 'sandbox gateway: refund');
    return success(
      {
        Key: key,
        RefundId: refund.refundId,
        RefundReference: refund.refundReference,
        Amount: Number(formatFils(valueFils)),
        Comment: refund.comment,
      },
      'Refund has been created successfully',
    );
  });
}

// GetRefundStatus by InvoiceId: the invoice's refunds. The sandbox refunds at once (as a
// merchant with Auto Refund on), so each is Refunded.
function getRefundStatusRoute(app: FastifyInstance, { store, authorized }: SandboxApi) {
  app.post('/v2/GetRefundStatus', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.code(401).send('');
    const body = asRecord(request.body);
    const key = str(body.Key) ?? (typeof body.Key === 'number' ? String(body.Key) : null);
    if (!key || body.KeyType !== 'InvoiceId') {
      return reply.code(400).send(failure('Invalid data', [{ Name: 'KeyType', Error: 'The sandbox reads refunds by InvoiceId' }]));
    }
    const invoice = await store.get(key);
    if (!invoice) return reply.code(400).send(failure('No data match with the inserted KeyType and Key!'));
    return success({
      RefundStatusResult: (invoice.refunds ?? []).map((r) => ({
        RefundId: r.refundId,
        RefundStatus: 'Refunded',
        InvoiceId: invoice.invoiceId,
        Amount: Number(formatFils(r.valueFils)),
        RefundReference: r.refundReference,
      })),
    });
  });
}
