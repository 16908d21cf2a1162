// The thank-you page knows a payment by what MyFatoorah put in the URL (its PaymentId), by
// the invoice id it kept, or by both. Only the payment's owner may find it (anyone else: 404),
// and finding it never asks the gateway: a reference that is none of the caller's own payments
// costs the merchant's MyFatoorah quota nothing (GetPaymentStatus is rate-limited per account).
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OwnPayment {
  paymentId: string;
  status: 'Pending' | 'Paid' | 'Failed';
  /** Set when the reference is a gateway PaymentId we have not stored (found through the
   *  invoice id the browser kept): settling checks it is an attempt on that invoice. */
  attempt?: string;
}

async function ownPayment(db: Db, userId: string, reference: string) {
  const byOurs = or(
    eq(payments.invoiceId, reference),
    eq(payments.transactionId, reference),
    ...(UUID.test(reference) ? [eq(payments.id, reference)] : []),
  );
  const [mine] = await db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(and(eq(payments.userId, userId), byOurs))
    .limit(1);
  return mine;
}

/** A refunded payment was paid: verifying it again shows its receipt. */
const paidIfRefunded = (status: 'Pending' | 'Paid' | 'Failed' | 'Refunded') => (status === 'Refunded' ? 'Paid' : status);

export async function findOwnPayment(opts: { db: Db; userId: string; reference: string; invoiceId?: string }): Promise<OwnPayment> {
  const { db, userId, reference } = opts;
  const mine = await ownPayment(db, userId, reference);
  if (mine) return { paymentId: mine.id, status: paidIfRefunded(mine.status) };
  // A PaymentId we have not stored (a declined attempt, or paid before the webhook came): it
  // is looked at only on the caller's own invoice the browser kept.
  const kept = opts.invoiceId === undefined ? undefined : await ownPayment(db, userId, opts.invoiceId);
  if (!kept) throw new AppError('payment_not_found');
  return { paymentId: kept.id, status: paidIfRefunded(kept.status), attempt: reference };
}
