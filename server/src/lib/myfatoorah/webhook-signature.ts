// MyFatoorah Webhook V2 signatures. The `MyFatoorah-Signature` header is the base64
// HMAC-SHA256, keyed with the webhook secret, of chosen fields of `Data` written as
// `Key=Value` pairs joined by commas in a fixed order (never sorted). For
// PAYMENT_STATUS_CHANGED (Event.Code 1) the current official library signs
// Invoice.Id, Invoice.Status, Transaction.Status, Transaction.PaymentId,
// Invoice.ExternalIdentifier; earlier versions had Customer.Reference in the last place, so
// both are accepted. A null or missing value is signed as the empty string. For refunds
// (Event.Code 2) the documented order is Refund.Id, Refund.Status,
// Amount.ValueInBaseCurrency, ReferencedInvoice.Id. Other events carry no order we know of
// and are refused.
import { createHmac, timingSafeEqual } from 'node:crypto';

type Json = Record<string, unknown>;

const asRecord = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

/** The field's text as signed: strings as they are, numbers and booleans printed, anything else empty. */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Reads a dotted path ('Invoice.Id') under the webhook's Data object. */
function read(data: Json, dotted: string): string {
  let node: unknown = data;
  for (const key of dotted.split('.')) node = asRecord(node)[key];
  return fieldText(node);
}

const PAYMENT_CURRENT = ['Invoice.Id', 'Invoice.Status', 'Transaction.Status', 'Transaction.PaymentId', 'Invoice.ExternalIdentifier'];
const PAYMENT_EARLIER = ['Invoice.Id', 'Invoice.Status', 'Transaction.Status', 'Transaction.PaymentId', 'Customer.Reference'];
const REFUND = ['Refund.Id', 'Refund.Status', 'Amount.ValueInBaseCurrency', 'ReferencedInvoice.Id'];

/** The field orders a body of this event may have been signed with, the current first. */
function fieldOrders(body: unknown): string[][] {
  const code = Number(asRecord(asRecord(body).Event).Code);
  if (code === 1) return [PAYMENT_CURRENT, PAYMENT_EARLIER];
  if (code === 2) return [REFUND];
  return [];
}

/** The exact text that is signed for these fields. */
export function signedText(body: unknown, fields: string[]): string {
  const data = asRecord(asRecord(body).Data);
  return fields.map((f) => `${f}=${read(data, f)}`).join(',');
}

const hmac = (text: string, secret: string) => createHmac('sha256', secret).update(text, 'utf8').digest();

/** The signature MyFatoorah's current library would send for this body (the sandbox and tests use it). */
export function signWebhook(body: unknown, secret: string): string {
  const fields = fieldOrders(body)[0] ?? PAYMENT_CURRENT;
  return hmac(signedText(body, fields), secret).toString('base64');
}

/** True when the header is a valid V2 signature of the body, in either known field order. */
export function verifyWebhookSignature(body: unknown, signatureHeader: string | undefined, secret: string): boolean {
  if (!signatureHeader || !secret) return false;
  const given = Buffer.from(signatureHeader.trim(), 'base64');
  // A SHA-256 digest is 32 bytes; anything else cannot match (and timingSafeEqual needs equal lengths).
  if (given.length !== 32) return false;
  let ok = false;
  // Every order is computed and compared, so the time taken does not tell which one matched.
  for (const fields of fieldOrders(body)) {
    if (timingSafeEqual(hmac(signedText(body, fields), secret), given)) ok = true;
  }
  return ok;
}
