// The thank-you page knows a payment by what MyFatoorah put in the URL (its PaymentId) or by
// the invoice id it kept; only the payment's owner may find it (anyone else: 404).
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { GatewayError, type PaymentGateway, type StatusKey } from '../../lib/myfatoorah/types.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OwnPayment {
  paymentId: string;
  /** Set when the reference is a gateway PaymentId we had not stored: settle by it. */
  key?: StatusKey;
}

export async function findOwnPayment(opts: { db: Db; gateway: PaymentGateway; userId: string; reference: string }): Promise<OwnPayment> {
  const { db, userId, reference } = opts;
  const byOurs = or(
    eq(payments.invoiceId, reference),
    eq(payments.transactionId, reference),
    ...(UUID.test(reference) ? [eq(payments.id, reference)] : []),
  );
  const [mine] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), byOurs))
    .limit(1);
  if (mine) return { paymentId: mine.id };
  // A PaymentId we have not stored yet: ask the gateway which invoice it belongs to.
  let invoiceId: string;
  try {
    invoiceId = (await opts.gateway.getPaymentStatus({ type: 'PaymentId', value: reference })).invoiceId;
  } catch (err) {
    if (err instanceof GatewayError && err.kind !== 'unavailable') throw new AppError('payment_not_found');
    throw new AppError('payment_verification_failed');
  }
  const [byInvoice] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.paymentGateway, opts.gateway.name), eq(payments.invoiceId, invoiceId)))
    .limit(1);
  if (!byInvoice) throw new AppError('payment_not_found');
  return { paymentId: byInvoice.id, key: { type: 'PaymentId', value: reference } };
}
