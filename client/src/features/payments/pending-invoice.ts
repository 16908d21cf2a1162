// SPEC §3: the invoice the player was sent to pay, kept in the browser so the thank-you page
// can verify it even when the gateway comes back without a payment id.
const KEY = 'charades.pendingInvoice';

export interface PendingInvoice {
  invoiceId: string;
  packageId: string;
  tokens: number;
  couponId?: string;
}

export function savePendingInvoice(invoice: PendingInvoice) {
  try {
    localStorage.setItem(KEY, JSON.stringify(invoice));
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
