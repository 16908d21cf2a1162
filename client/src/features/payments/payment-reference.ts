// Which payment the thank-you page verifies: MyFatoorah appends ?paymentId= to the callback
// (some integrations send Id, or our own invoiceId), else the invoice this browser was sent to
// pay (docs/product.md#records pending invoice).
import { pendingInvoice } from './pending-invoice';

/** invoiceId: the invoice this browser kept, sent along with a reference from the URL: the
 *  server looks up a gateway PaymentId it has not stored only on that invoice. */
export type PaymentReference = { kind: 'found'; value: string; invoiceId?: string } | { kind: 'none' } | { kind: 'invalid' };

// Gateway ids are short and plain; anything else was not written by the gateway.
const PLAUSIBLE = /^[A-Za-z0-9_-]{1,100}$/;

export function paymentReference(search: string): PaymentReference {
  const params = new URLSearchParams(search);
  const fromUrl = [params.get('paymentId'), params.get('Id'), params.get('invoiceId')].find((v) => v !== null && v.trim() !== '');
  const kept = pendingInvoice()?.invoiceId;
  const value = fromUrl?.trim() ?? kept;
  if (!value) return { kind: 'none' };
  if (!PLAUSIBLE.test(value)) return { kind: 'invalid' };
  return kept && kept !== value && PLAUSIBLE.test(kept) ? { kind: 'found', value, invoiceId: kept } : { kind: 'found', value };
}
