// Which payment the thank-you page verifies: MyFatoorah appends ?paymentId= to the callback
// (some integrations send Id, or our own invoiceId), else the invoice this browser was sent to
// pay (SPEC §3 pending invoice).
import { pendingInvoice } from './pending-invoice';

export type PaymentReference = { kind: 'found'; value: string } | { kind: 'none' } | { kind: 'invalid' };

// Gateway ids are short and plain; anything else was not written by the gateway.
const PLAUSIBLE = /^[A-Za-z0-9_-]{1,100}$/;

export function paymentReference(search: string): PaymentReference {
  const params = new URLSearchParams(search);
  const fromUrl = [params.get('paymentId'), params.get('Id'), params.get('invoiceId')].find((v) => v !== null && v.trim() !== '');
  const value = fromUrl?.trim() ?? pendingInvoice()?.invoiceId;
  if (!value) return { kind: 'none' };
  return PLAUSIBLE.test(value) ? { kind: 'found', value } : { kind: 'invalid' };
}
