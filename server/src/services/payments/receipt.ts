// docs/product.md#records receipt, read back from the payment row (the same for a purchase and a free one).
// A sandbox payment's receipt says it was a test payment: no real money was taken.
import { eq } from 'drizzle-orm';
import { isTestGateway } from '@charades/shared/test-payments';
import type { Receipt } from '@charades/shared/schemas/payments';
import type { DbOrTx } from '../../db/client.ts';
import { coupons, payments } from '../../db/schema/index.ts';

/** The number a receipt calls "Transaction ID", and the admin's payment detail too (issue 32
 *  §2: one name for one number, so the id a customer reads out is the one staff see): the
 *  gateway's PaymentId of the paid attempt, FREE-… for a free purchase, else our ids. */
export function transactionIdOf(p: Pick<typeof payments.$inferSelect, 'transactionId' | 'invoiceId' | 'id'>): string {
  return p.transactionId ?? p.invoiceId ?? p.id;
}

export async function receiptOf(db: DbOrTx, paymentId: string): Promise<Receipt | undefined> {
  const [row] = await db
    .select({ payment: payments, couponCode: coupons.code })
    .from(payments)
    .leftJoin(coupons, eq(coupons.id, payments.couponId))
    .where(eq(payments.id, paymentId));
  // A refunded payment was paid: its receipt still stands (the Transactions tab says Refunded).
  if (!row || (row.payment.status !== 'Paid' && row.payment.status !== 'Refunded')) return undefined;
  const p = row.payment;
  const method = typeof p.gatewayData?.paymentMethod === 'string' ? p.gatewayData.paymentMethod : p.paymentGateway;
  return {
    paymentId: p.id,
    transactionId: transactionIdOf(p),
    tokensPurchased: p.tokens,
    amountPaid: p.amount,
    currency: p.currency,
    date: (p.paidAt ?? p.createdAt).toISOString(),
    method,
    gateway: p.paymentGateway,
    couponCode: row.couponCode,
    test: isTestGateway(p.paymentGateway),
  };
}
