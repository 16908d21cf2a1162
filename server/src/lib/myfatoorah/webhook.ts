// MyFatoorah's Webhook V2 read into the app's neutral WebhookEvent: a JSON body signed in the
// `MyFatoorah-Signature` header (webhook-signature.ts); a payment event (Event.Code 1,
// PAYMENT_STATUS_CHANGED) names its invoice as Data.Invoice.Id. The sandbox gateway sends
// the same, signed with its own secret.
import type { WebhookEvent, WebhookRequest } from '../payment-gateway.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

/** MyFatoorah sends JSON; a body of another type was never signed by it. */
function jsonBody(request: WebhookRequest): unknown {
  const type = request.headers['content-type'];
  if (typeof type !== 'string' || type.split(';')[0]!.trim().toLowerCase() !== 'application/json') return undefined;
  try {
    return JSON.parse(request.rawBody) as unknown;
  } catch {
    return undefined;
  }
}

/** The invoice id a V2 webhook is about (Data.Invoice.Id), if it is a payment event. */
function webhookInvoiceId(body: unknown): string | null {
  const b = body as { Event?: { Code?: unknown }; Data?: { Invoice?: { Id?: unknown } } } | null;
  if (Number(b?.Event?.Code) !== 1) return null;
  const id = b?.Data?.Invoice?.Id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

export function readMyFatoorahWebhook(request: WebhookRequest, secret: string): WebhookEvent {
  const body = jsonBody(request);
  const signature = request.headers['myfatoorah-signature'];
  if (!verifyWebhookSignature(body, typeof signature === 'string' ? signature : undefined, secret)) return { kind: 'refused' };
  const invoiceId = webhookInvoiceId(body);
  return invoiceId ? { kind: 'payment', invoiceId } : { kind: 'ignored' };
}
