// docs/product.md#records: the invoice the player was sent to pay, kept in the browser so the thank-you page
// can verify it even when the gateway comes back without a payment id.
const KEY = 'charades.pendingInvoice';

export interface PendingInvoice {
  invoiceId: string;
  packageId: string;
  tokens: number;
  couponId?: string;
  /** When the player was sent to pay (ms since epoch); absent in invoices kept before it was. */
  savedAt?: number;
}

// A checkout still unpaid this long after the player was sent to pay was most likely abandoned
// (the page closed, Back pressed): the thank-you page stops promising the games and offers to
// try again. Card payments confirm within seconds; the gateway's own expiry is far longer.
export const ABANDONED_AFTER_MS = 15 * 60_000;

/** Whether this browser's invoice, still pending, was most likely abandoned (see
 *  ABANDONED_AFTER_MS); one kept before its time was recorded is old by now. */
export function checkoutAbandoned(invoice: PendingInvoice | undefined, now = Date.now()): boolean {
  return !!invoice && (invoice.savedAt === undefined || now - invoice.savedAt > ABANDONED_AFTER_MS);
}

export function savePendingInvoice(invoice: PendingInvoice) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now(), ...invoice }));
  } catch {
    // storage unavailable: the gateway's ?paymentId= still lets the page verify
  }
}

export function pendingInvoice(): PendingInvoice | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<PendingInvoice>;
    return typeof value.invoiceId === 'string' && value.invoiceId ? (value as PendingInvoice) : undefined;
  } catch {
    return undefined;
  }
}

export function clearPendingInvoice() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
