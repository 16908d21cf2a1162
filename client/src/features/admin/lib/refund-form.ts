// The refund form's rules, checked before anything is sent (the server checks them again):
// the shared refundBody, an amount above zero and no more than is left to refund. And what
// the buyer's games become: the share a refund of this amount takes back.
import { normalizeAmountText, parseFils } from '@charades/shared/money';
import { refundBody, refundedTokenShare, type AdminPaymentDetail } from '@charades/shared/schemas/admin-payments';
import { ApiError } from '@/lib/api-client';

export type RefundErrors = { amount?: string; reason?: string };

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; an admin on plain http over a LAN address still gets a key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The typed amount in fils (Arabic-Indic digits and a comma decimal read too), or null while
 *  it is not an amount. */
export const filsOf = (amount: string): number | null => {
  try {
    return parseFils(normalizeAmountText(amount));
  } catch {
    return null;
  }
};

/** The games a refund of `amountFils` takes back, on top of the refunds that succeeded before. */
export function tokensTakenBack(p: AdminPaymentDetail, amountFils: number | null): number | null {
  if (amountFils === null) return null;
  const paidFils = parseFils(p.amount);
  const succeededFils = p.refunds.filter((r) => r.status === 'Succeeded').reduce((sum, r) => sum + parseFils(r.amount), 0);
  return refundedTokenShare(p.tokens, succeededFils + amountFils, paidFils) - refundedTokenShare(p.tokens, succeededFils, paidFils);
}

/** The form's errors (codes, by field) and, when there are none, the request's amount and reason. */
export function checkRefund(p: AdminPaymentDetail, amount: string, reason: string) {
  const parsed = refundBody.safeParse({ amount, reason });
  const amountFils = filsOf(amount);
  const errors: RefundErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path[0] as 'amount' | 'reason'] ??= issue.message;
  } else if (amountFils !== null && amountFils <= 0) errors.amount = 'refund_amount_invalid';
  else if (amountFils !== null && amountFils > parseFils(p.refundableAmount)) errors.amount = 'refund_exceeds_paid';
  return { errors, body: parsed.success && !errors.amount && !errors.reason ? parsed.data : null };
}

/** Whether a failed refund request may be retried under a new Idempotency-Key: only after this
 *  server's own answer (our JSON error, whatever its status). It has then settled what it could:
 *  a refusal refunded nothing, a gateway refusal released its reservation, and a refund whose
 *  outcome is unknown stays Pending, which refuses any new refund (refund_in_progress). No
 *  answer, a timeout or a balancer's page (a 502 while the replica holding the refund died)
 *  says nothing: the retry keeps the key, so the server answers the refund it already made. */
export function mayDrawNewKey(err: unknown): boolean {
  return err instanceof ApiError && err.body !== undefined;
}
