// The MyFatoorah API v2 client behind app.paymentGateway: SendPayment to create an invoice,
// GetPaymentStatus to read it, MakeRefund to give (part of) a paid payment back, and its
// Webhook V2 read (webhook.ts). The real service and the app's own sandbox speak the same
// protocol, so both go through this one client.
import {
  GatewayError,
  type GatewayRefundStatus,
  type MakeRefundInput,
  type MakeRefundResult,
  type PaymentGateway,
  type GatewayAttempt,
  type PaymentStatus,
  type SendPaymentInput,
  type SendPaymentResult,
  type StatusKey,
} from '../payment-gateway.ts';
import { formatFils } from '@charades/shared/money';
import { decimalToFils } from './amount.ts';
import { kuwaitExpiryDate } from './expiry-date.ts';
import { readMyFatoorahWebhook } from './webhook.ts';

export interface MyFatoorahGatewayOptions {
  /** e.g. https://apitest.myfatoorah.com (no trailing /v2). */
  baseUrl: string;
  apiKey: string;
  /** Stored on the payment row: 'myfatoorah' or 'sandbox'. */
  name: string;
  fetch?: typeof globalThis.fetch;
  /** Per request; a slower answer is a GatewayError('unavailable'). */
  timeoutMs: number;
  /** The portal's webhook secret, which signs each webhook. Without one every webhook is refused. */
  webhookSecret?: string;
}

type Json = Record<string, unknown>;
const asRecord = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

const PAID_INVOICE = new Set(['paid', 'duplicatepayment']);
// 'Succss' is MyFatoorah's own spelling in GetPaymentStatus; 'SUCCESS' is the newer APIs'.
const SUCCESS_TRANSACTION = new Set(['succss', 'success']);
const DEAD_INVOICE = new Set(['expired', 'canceled', 'cancelled']);

// MyFatoorah writes the Kuwaiti dinar 'KD' in some display fields; we compare ISO codes.
const CURRENCY_ALIASES: Record<string, string> = { KD: 'KWD', SR: 'SAR', QR: 'QAR', BD: 'BHD', RO: 'OMR', JD: 'JOD' };
function isoCurrency(value: unknown): string | null {
  const code = text(value)?.trim().toUpperCase();
  if (!code) return null;
  return CURRENCY_ALIASES[code] ?? code;
}

/** The texts to show for a failed envelope: each ValidationErrors entry's Error, else its Name, else the Message. */
export function validationTexts(envelope: Json): string[] {
  const message = text(envelope.Message);
  const errors = Array.isArray(envelope.ValidationErrors) ? envelope.ValidationErrors : [];
  const texts = errors.map((e) => text(asRecord(e).Error) ?? text(asRecord(e).Name) ?? message).filter((t): t is string => t !== null);
  if (texts.length) return texts;
  return message ? [message] : [];
}

/** SendPayment's body as JSON text, with InvoiceValue written as a 3-decimal number literal (3.500, not 3.5). */
function sendPaymentBody(input: SendPaymentInput): string {
  if (!Number.isSafeInteger(input.invoiceValueFils) || input.invoiceValueFils <= 0) {
    throw new GatewayError('validation', 'The invoice value must be a positive number of fils', ['InvoiceValue']);
  }
  const placeholder = '"__INVOICE_VALUE__"';
  const json = JSON.stringify({
    NotificationOption: 'LNK',
    InvoiceValue: '__INVOICE_VALUE__',
    DisplayCurrencyIso: 'KWD',
    CustomerName: input.customerName,
    CustomerEmail: input.customerEmail,
    CustomerReference: input.customerReference,
    CallBackUrl: input.callbackUrl,
    ErrorUrl: input.errorUrl,
    Language: input.language,
    ExpiryDate: kuwaitExpiryDate(input.expiresAt),
  });
  return json.replace(placeholder, formatFils(input.invoiceValueFils));
}

/** MakeRefund's body as JSON text, with Amount written as a 3-decimal number literal. The
 *  service charges stay with us (the buyer gets back exactly the amount), and nothing is taken
 *  from a supplier (we have none). */
function makeRefundBody(input: MakeRefundInput): string {
  if (!Number.isSafeInteger(input.amountFils) || input.amountFils <= 0) {
    throw new GatewayError('validation', 'The refund amount must be a positive number of fils', ['Amount']);
  }
  const placeholder = '"__AMOUNT__"';
  const json = JSON.stringify({
    KeyType: 'PaymentId',
    Key: input.paymentId,
    RefundChargeOnCustomer: false,
    ServiceChargeOnCustomer: false,
    Amount: '__AMOUNT__',
    Comment: input.comment,
    AmountDeductedFromSupplier: 0,
  });
  return json.replace(placeholder, formatFils(input.amountFils));
}

/** One of InvoiceTransactions as an attempt: its status in our words ("Succss" is MyFatoorah's
 *  spelling), the gateway's error, the card's network and last four digits, and its time. */
function toAttempt(paymentId: string, t: Json): GatewayAttempt {
  const raw = text(t.TransactionStatus) ?? '';
  const lower = raw.toLowerCase();
  const status = SUCCESS_TRANSACTION.has(lower)
    ? 'Succeeded'
    : lower === 'failed'
      ? 'Failed'
      : lower === 'inprogress'
        ? 'InProgress'
        : raw || 'Unknown';
  const error = t.Error !== null && typeof t.Error === 'object' ? asRecord(t.Error) : undefined;
  const last4 = /(\d{4})\s*$/.exec(text(t.CardNumber) ?? '')?.[1] ?? null;
  // MyFatoorah's Kuwait portal writes local times without a zone: Kuwait's (UTC+3).
  const date = text(t.TransactionDate);
  const zoned = date && (/(?:[zZ]|[+-]\d\d:?\d\d)$/.test(date) ? date : `${date}+03:00`);
  const at = zoned && !Number.isNaN(Date.parse(zoned)) ? new Date(zoned).toISOString() : null;
  return {
    paymentId,
    failed: status === 'Failed',
    status,
    errorCode: text(error?.Code) ?? text(t.ErrorCode) ?? null,
    errorMessage: text(error?.Message) ?? (typeof t.Error === 'string' ? text(t.Error) : null) ?? null,
    cardBrand: text(t.PaymentGateway),
    cardLast4: last4,
    at,
  };
}

/** GetPaymentStatus's Data reduced to PaymentStatus. Paid: InvoiceStatus Paid or DuplicatePayment
 *  (case-insensitive) with a transaction Succss/SUCCESS; failed: InvoiceStatus Expired/Canceled,
 *  or, read by PaymentId, that attempt's TransactionStatus Failed. */
export function toPaymentStatus(data: Json, key: StatusKey): PaymentStatus {
  const invoiceStatus = text(data.InvoiceStatus) ?? '';
  const transactions = (Array.isArray(data.InvoiceTransactions) ? data.InvoiceTransactions : []).map(asRecord);
  const succeeded = transactions.find((t) => SUCCESS_TRANSACTION.has((text(t.TransactionStatus) ?? '').toLowerCase()));
  const paid = PAID_INVOICE.has(invoiceStatus.toLowerCase()) && succeeded !== undefined;
  // Asked by PaymentId: that attempt is the one the buyer just came back from.
  const asked = key.type === 'PaymentId' ? transactions.find((t) => text(t.PaymentId) === key.value) : undefined;
  const askedFailed = asked !== undefined && (text(asked.TransactionStatus) ?? '').toLowerCase() === 'failed';
  const failed = !paid && (DEAD_INVOICE.has(invoiceStatus.toLowerCase()) || askedFailed);
  const invoiceValueFils = decimalToFils(data.InvoiceValue);
  if (invoiceValueFils === null) throw new GatewayError('unavailable', 'GetPaymentStatus answered without an InvoiceValue');
  const shown = succeeded ?? asked ?? transactions.at(-1);
  const displaySuffix = /[A-Za-z]{2,3}\s*$/.exec(text(data.InvoiceDisplayValue) ?? '')?.[0];
  return {
    invoiceId: text(data.InvoiceId) ?? (key.type === 'InvoiceId' ? key.value : ''),
    paid,
    failed,
    invoiceStatus,
    invoiceValueFils,
    currency:
      isoCurrency(succeeded?.Currency) ?? isoCurrency(data.Currency) ?? isoCurrency(shown?.Currency) ?? isoCurrency(displaySuffix) ?? '',
    customerReference: text(data.CustomerReference),
    paymentId: paid ? text(succeeded?.PaymentId) : null,
    paymentMethod: text(shown?.PaymentGateway),
    attempts: transactions.flatMap((t) => {
      const paymentId = text(t.PaymentId);
      return paymentId ? [toAttempt(paymentId, t)] : [];
    }),
    raw: data,
  };
}

/** Where and how the gateway's requests go. */
interface Endpoint {
  base: string;
  fetchFn: typeof globalThis.fetch;
  apiKey: string;
  timeoutMs: number;
}

/** POSTs to /v2/<endpoint> and returns the envelope's Data, or throws a GatewayError. */
async function call(to: Endpoint, endpoint: string, body: string, notFound = false): Promise<Json> {
  const { fetchFn } = to;
  let response: Response;
  let raw: string;
  try {
    response = await fetchFn(`${to.base}/v2/${endpoint}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${to.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(to.timeoutMs),
    });
    raw = await response.text();
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new GatewayError(
      'unavailable',
      timedOut ? `MyFatoorah ${endpoint} timed out after ${to.timeoutMs} ms` : `MyFatoorah ${endpoint} unreachable`,
    );
  }
  return envelopeData(endpoint, response.status, raw, notFound);
}

/** The Data of a MyFatoorah answer, or the GatewayError its status or envelope means. */
function envelopeData(endpoint: string, status: number, raw: string, notFound: boolean): Json {
  if (status >= 500) throw new GatewayError('unavailable', `MyFatoorah ${endpoint} answered ${status}`);
  if (status === 401 || status === 403) {
    // A wrong or revoked API key: nothing the buyer can fix.
    throw new GatewayError('unavailable', `MyFatoorah ${endpoint} refused the API key (${status})`);
  }
  let envelope: Json;
  try {
    envelope = asRecord(JSON.parse(raw));
  } catch {
    throw new GatewayError('unavailable', `MyFatoorah ${endpoint} answered ${status} with no JSON`);
  }
  if (typeof envelope.IsSuccess !== 'boolean') throw new GatewayError('unavailable', `MyFatoorah ${endpoint} answered without IsSuccess`);
  if (!envelope.IsSuccess) {
    const details = validationTexts(envelope);
    const message = text(envelope.Message) ?? details[0] ?? `MyFatoorah ${endpoint} failed`;
    const hasValidation = Array.isArray(envelope.ValidationErrors) && envelope.ValidationErrors.length > 0;
    if (notFound && (status === 404 || (!hasValidation && /not found|no data|not exist|invalid (key|payment|invoice)/i.test(message)))) {
      throw new GatewayError('not_found', message, details);
    }
    throw new GatewayError('validation', message, details);
  }
  return asRecord(envelope.Data);
}

/** GetRefundStatus's Data: every refund of the invoice. */
function toRefundStatuses(data: Json): GatewayRefundStatus[] {
  const results = Array.isArray(data.RefundStatusResult) ? data.RefundStatusResult.map(asRecord) : null;
  if (!results) throw new GatewayError('unavailable', 'GetRefundStatus answered without RefundStatusResult');
  return results.map((r) => {
    const refundId = text(r.RefundId);
    const amountFils = decimalToFils(r.Amount);
    if (!refundId || amountFils === null)
      throw new GatewayError('unavailable', 'GetRefundStatus answered a refund without RefundId/Amount');
    return { refundId, status: refundStatusOf(text(r.RefundStatus)), amountFils, refundReference: text(r.RefundReference), raw: r };
  });
}

export function createMyFatoorahGateway(options: MyFatoorahGatewayOptions): PaymentGateway {
  const to: Endpoint = {
    base: options.baseUrl.replace(/\/+$/, ''),
    fetchFn: options.fetch ?? globalThis.fetch,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs,
  };

  return {
    name: options.name,
    async sendPayment(input: SendPaymentInput): Promise<SendPaymentResult> {
      const data = await call(to, 'SendPayment', sendPaymentBody(input));
      const invoiceId = text(data.InvoiceId);
      const invoiceUrl = text(data.InvoiceURL);
      if (!invoiceId || !invoiceUrl) throw new GatewayError('unavailable', 'SendPayment answered without InvoiceId/InvoiceURL');
      return { invoiceId, invoiceUrl };
    },
    async getPaymentStatus(key: StatusKey): Promise<PaymentStatus> {
      const data = await call(to, 'GetPaymentStatus', JSON.stringify({ Key: key.value, KeyType: key.type }), true);
      return toPaymentStatus(data, key);
    },
    async makeRefund(input: MakeRefundInput): Promise<MakeRefundResult> {
      const data = await call(to, 'MakeRefund', makeRefundBody(input));
      const refundId = text(data.RefundId);
      const amountFils = decimalToFils(data.Amount);
      if (!refundId || amountFils === null) throw new GatewayError('unavailable', 'MakeRefund answered without RefundId/Amount');
      return { refundId, refundReference: text(data.RefundReference), amountFils, raw: data };
    },
    async getRefundStatus(invoiceId: string): Promise<GatewayRefundStatus[]> {
      return toRefundStatuses(await call(to, 'GetRefundStatus', JSON.stringify({ KeyType: 'InvoiceId', Key: invoiceId }), true));
    },
    readWebhook: (request) => readMyFatoorahWebhook(request, options.webhookSecret ?? ''),
  };
}

/** RefundStatus as documented ("Refunded", "Canceled", "Pending"), read case-insensitively; an
 *  unknown word is not taken as an outcome. */
function refundStatusOf(status: string | null): GatewayRefundStatus['status'] {
  const s = (status ?? '').toLowerCase();
  if (s === 'refunded') return 'Refunded';
  if (s === 'canceled' || s === 'cancelled') return 'Canceled';
  return 'Pending';
}
