// The sandbox payment gateway (PAYMENT_PROVIDER=sandbox, the default): MyFatoorah's API v2
// as far as this app uses it, served by the app itself so `npm start` sells tokens with no
// account anywhere. SendPayment, GetPaymentStatus and MakeRefund answer in MyFatoorah's
// envelopes and shapes; the hosted card page takes a succeeding or a declining test card, posts a signed
// Webhook V2 to the app and sends the buyer back to CallBackUrl/ErrorUrl with ?paymentId=.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { SandboxInvoice, SandboxInvoiceStore, SandboxRefund, SandboxTransaction } from './invoice-store.ts';
import { DECLINING_CARD, SUCCEEDING_CARD, payPagePolicy, renderNotFoundPage, renderPayPage, type PayPageMessage } from './pay-page.ts';
import { formatFils } from '@charades/shared/money';
import { isLanguage, type Language } from '@charades/shared/languages';
import { decimalToFils } from '../amount.ts';
import { parseKuwaitExpiryDate } from '../expiry-date.ts';
import { signWebhook } from '../webhook-signature.ts';
import { sandboxCredentials } from '../sandbox-credentials.ts';
import { loopbackOrigin } from '../../loopback-origin.ts';

export interface SandboxGatewayOptions {
  jwtSecret: string;
  /** Where its invoices are kept (the app's database: server/src/db/sandbox-invoice-store.ts). */
  store: SandboxInvoiceStore;
  /** Invoices not paid within this time are Expired (MyFatoorah's default is longer; an hour keeps tests honest). */
  invoiceTtlMs?: number;
  /** Where the webhook goes; the app's own route by default. */
  webhookPath?: string;
}

type Json = Record<string, unknown>;
const asRecord = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

interface ValidationError {
  Name: string;
  Error: string;
}
const failure = (message: string, errors: ValidationError[] | null = null) => ({
  IsSuccess: false,
  Message: message,
  ValidationErrors: errors,
  Data: null,
});
const success = (data: unknown, message = '') => ({ IsSuccess: true, Message: message, ValidationErrors: null, Data: data });

/** The invoice's language as MyFatoorah takes it ('AR', 'en', …); English when it is none of ours. */
function languageOf(value: unknown): Language {
  const language = String(value).toLowerCase();
  return isLanguage(language) ? language : 'en';
}

function isHttpUrl(value: string | null): value is string {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** MyFatoorah's status of an invoice at this moment: Paid, Pending or (past its expiry) Expired. */
function invoiceStatus(invoice: SandboxInvoice, now = Date.now()): 'Paid' | 'Pending' | 'Expired' {
  if (invoice.paid) return 'Paid';
  return now >= Date.parse(invoice.expiresAt) ? 'Expired' : 'Pending';
}

/** GetPaymentStatus's Data for an invoice, in MyFatoorah's shape (InvoiceValue in KWD, the account's currency). */
function statusData(invoice: SandboxInvoice) {
  const value = Number(formatFils(invoice.valueFils));
  return {
    InvoiceId: invoice.invoiceId,
    InvoiceStatus: invoiceStatus(invoice),
    InvoiceReference: `SBX-${invoice.invoiceId}`,
    CustomerReference: invoice.customerReference,
    CreatedDate: invoice.createdAt,
    ExpiryDate: invoice.expiresAt,
    InvoiceValue: value,
    Comments: null,
    CustomerName: invoice.customerName,
    CustomerMobile: null,
    CustomerEmail: invoice.customerEmail,
    UserDefinedField: null,
    InvoiceDisplayValue: `${formatFils(invoice.valueFils)} KD`,
    InvoiceItems: [],
    InvoiceTransactions: invoice.transactions.map((t) => ({
      TransactionDate: t.date,
      PaymentGateway: 'VISA/MASTER',
      ReferenceId: t.paymentId.slice(-12),
      TrackId: t.paymentId.slice(-8),
      TransactionId: t.paymentId.slice(-10),
      PaymentId: t.paymentId,
      AuthorizationId: t.status === 'Succss' ? t.paymentId.slice(-6) : null,
      TransactionStatus: t.status,
      TransationValue: formatFils(invoice.valueFils),
      CustomerServiceCharge: '0.000',
      TotalServiceCharge: '0.000',
      DueValue: formatFils(invoice.valueFils),
      PaidCurrency: 'KWD',
      PaidCurrencyValue: formatFils(invoice.valueFils),
      Currency: 'KWD',
      Error: t.error,
      ErrorCode: t.error ? 'MF002' : '',
      CardNumber: `512345xxxxxx${t.cardLast4}`,
      IpAddress: null,
      Country: 'Kuwait',
      ECI: null,
    })),
    Suppliers: [],
  };
}

/** The Webhook V2 PAYMENT_STATUS_CHANGED event for one transaction of an invoice. */
function webhookEvent(invoice: SandboxInvoice, t: SandboxTransaction) {
  const value = formatFils(invoice.valueFils);
  return {
    Event: {
      Code: 1,
      Name: 'PAYMENT_STATUS_CHANGED',
      CountryIsoCode: 'KWT',
      CreationDate: new Date().toISOString(),
      Reference: `WH-${t.paymentId}`,
    },
    Data: {
      Invoice: {
        Id: String(invoice.invoiceId),
        Status: invoice.paid ? 'PAID' : 'PENDING',
        Reference: `SBX-${invoice.invoiceId}`,
        CreationDate: invoice.createdAt,
        ExpirationDate: invoice.expiresAt,
        ExternalIdentifier: invoice.customerReference,
        UserDefinedField: null,
        MetaData: null,
      },
      Transaction: {
        Id: t.paymentId.slice(-10),
        Status: t.status === 'Succss' ? 'SUCCESS' : 'FAILED',
        PaymentMethod: 'VISA/MASTER',
        PaymentId: t.paymentId,
        ReferenceId: t.paymentId.slice(-12),
        TrackId: t.paymentId.slice(-8),
        AuthorizationId: t.status === 'Succss' ? t.paymentId.slice(-6) : null,
        TransactionDate: t.date,
        ECI: null,
        IP: { Address: null, Country: null },
        Error: t.error ? { Code: 'MF002', Message: t.error } : { Code: null, Message: null },
        Card: {
          NameOnCard: invoice.customerName,
          Number: `512345xxxxxx${t.cardLast4}`,
          PanHash: null,
          Token: null,
          Brand: 'Master',
          Issuer: 'Sandbox',
          IssuerCountry: 'KWT',
          FundingMethod: 'credit',
        },
      },
      Customer: { Name: invoice.customerName, Mobile: null, Email: invoice.customerEmail, Reference: invoice.customerReference },
      Amount: {
        BaseCurrency: 'KWD',
        ValueInBaseCurrency: value,
        ServiceCharge: '0.000',
        ServiceChargeVAT: '0.000',
        ReceivableAmount: value,
        DisplayCurrency: 'KWD',
        ValueInDisplayCurrency: value,
        PayCurrency: 'KWD',
        ValueInPayCurrency: value,
      },
      Suppliers: [],
    },
  };
}

const withPaymentId = (target: string, paymentId: string) => {
  const url = new URL(target);
  url.searchParams.set('paymentId', paymentId);
  return url.toString();
};

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

export default async function sandboxGatewayRoutes(app: FastifyInstance, opts: SandboxGatewayOptions) {
  const { apiKey, webhookSecret } = sandboxCredentials(opts.jwtSecret);
  const expected = Buffer.from(`Bearer ${apiKey}`);
  const { store } = opts;
  const ttlMs = opts.invoiceTtlMs ?? 60 * 60 * 1000;
  const webhookPath = opts.webhookPath ?? '/api/payments/webhook';

  // The card page's form posts url-encoded fields; only this plugin accepts them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const authorized = (header: string | undefined) => {
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  // --- The API (what app.paymentGateway calls) -------------------------------------------
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

  // MakeRefund: a refund of a paid invoice (by its PaymentId or InvoiceId), never more than
  // what is left of it. The app reserves a refund in its database before calling, so two
  // calls for the same invoice do not race here in practice; the read-then-write below is
  // not atomic across processes, which a test gateway can afford.
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

  // GetRefundStatus by InvoiceId: the invoice's refunds. The sandbox refunds at once (as a
  // merchant with Auto Refund on), so each is Refunded.
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

  // --- The hosted card page (what the buyer sees) ---------------------------------------
  function page(reply: FastifyReply, invoice: SandboxInvoice | null, code: number, message?: PayPageMessage) {
    return reply
      .code(code)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', payPagePolicy(invoice))
      .send(invoice ? renderPayPage(invoice, message) : renderNotFoundPage());
  }

  app.get<{ Params: { invoiceId: string } }>('/pay/:invoiceId', async (request, reply) => {
    const invoice = await store.get(request.params.invoiceId);
    if (!invoice) return page(reply, null, 404);
    const status = invoiceStatus(invoice);
    return page(
      reply,
      invoice,
      status === 'Expired' ? 410 : 200,
      status === 'Paid' ? 'paid' : status === 'Expired' ? 'expired' : undefined,
    );
  });

  app.post<{ Params: { invoiceId: string } }>('/pay/:invoiceId', async (request, reply) => {
    const invoice = await store.get(request.params.invoiceId);
    if (!invoice) return page(reply, null, 404);
    const status = invoiceStatus(invoice);
    if (status === 'Expired') return page(reply, invoice, 410, 'expired');
    const paidWith = invoice.transactions.find((t) => t.status === 'Succss');
    if (status === 'Paid' && paidWith) return reply.redirect(withPaymentId(invoice.callbackUrl, paidWith.paymentId), 303);
    const card = (str(asRecord(request.body).cardNumber) ?? '').replace(/[\s-]/g, '');
    if (card !== SUCCEEDING_CARD && card !== DECLINING_CARD) return page(reply, invoice, 400, 'unknownCard');
    const succeeded = card === SUCCEEDING_CARD;
    const transaction: SandboxTransaction = {
      paymentId: `0707${digits(16)}`,
      status: succeeded ? 'Succss' : 'Failed',
      date: new Date().toISOString(),
      cardLast4: card.slice(-4),
      error: succeeded ? null : 'Declined by the sandbox (test card)',
    };
    invoice.transactions.push(transaction);
    if (succeeded) invoice.paid = true;
    await store.put(invoice);
    request.log.info(
      { invoiceId: invoice.invoiceId, paymentId: transaction.paymentId, status: transaction.status },
      'sandbox gateway: card payment',
    );
    sendWebhook(webhookEvent(invoice, transaction));
    return reply.redirect(withPaymentId(succeeded ? invoice.callbackUrl : invoice.errorUrl, transaction.paymentId), 303);
  });

  /** Posts the event to the app's webhook route like MyFatoorah would; fire and forget, logged. */
  function sendWebhook(event: ReturnType<typeof webhookEvent>) {
    const url = `${loopbackOrigin(app.server.address())}${webhookPath}`;
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'MyFatoorah-Signature': signWebhook(event, webhookSecret) },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(10_000),
    })
      .then((res) => app.log.info({ status: res.status, invoiceId: event.Data.Invoice.Id }, 'sandbox gateway: webhook delivered'))
      .catch((err: unknown) => app.log.warn({ err, invoiceId: event.Data.Invoice.Id }, 'sandbox gateway: webhook not delivered'));
  }
}
