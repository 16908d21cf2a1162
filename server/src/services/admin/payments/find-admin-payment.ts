// GET /api/admin/payments/:id (issue 17 §1): one payment with the gateway's reference fields
// (from the status answer kept on the row), every card attempt in the order they were made
// (issue 32 §1) and every refund, newest first.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AdminPaymentDetail, PaymentAttempt, Refund } from '@charades/shared/schemas/admin-payments';
import type { DbOrTx } from '../../../db/client.ts';
import { coupons, paymentAttempts, paymentRefunds, payments, profiles } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { gatewayStatusData, paidTransaction, toAdminPayment } from './admin-payment-view.ts';

/** The gateway's fields a person may be asked about, in the order a support call needs them. */
const INVOICE_FIELDS = ['InvoiceReference', 'InvoiceStatus', 'InvoiceDisplayValue', 'CreatedDate', 'ExpiryDate'] as const;
const TRANSACTION_FIELDS = [
  'PaymentId',
  'TransactionId',
  'ReferenceId',
  'TrackId',
  'AuthorizationId',
  'PaymentGateway',
  'TransactionStatus',
  'TransactionDate',
  'Error',
] as const;

const shown = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;

export function toRefund(r: typeof paymentRefunds.$inferSelect): Refund {
  return {
    id: r.id,
    amount: r.amount,
    tokensTaken: r.tokensTaken,
    tokensShortfall: r.tokensShortfall,
    reason: r.reason,
    status: r.status,
    adminEmail: r.adminEmail,
    gatewayRefundId: r.gatewayRefundId,
    gatewayReference: r.gatewayReference,
    failureMessage: r.failureMessage,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
  };
}

function toPaymentAttempt(a: typeof paymentAttempts.$inferSelect): PaymentAttempt {
  return {
    paymentId: a.gatewayPaymentId,
    status: a.status,
    errorCode: a.errorCode,
    errorMessage: a.errorMessage,
    cardBrand: a.cardBrand,
    cardLast4: a.cardLast4,
    at: (a.attemptedAt ?? a.recordedAt).toISOString(),
  };
}

export async function findAdminPayment({ db, paymentId }: { db: DbOrTx; paymentId: string }): Promise<AdminPaymentDetail> {
  const [row] = await db
    .select({ payment: payments, userEmail: profiles.email, couponCode: coupons.code })
    .from(payments)
    .leftJoin(profiles, eq(profiles.id, payments.userId))
    .leftJoin(coupons, eq(coupons.id, payments.couponId))
    .where(eq(payments.id, paymentId));
  if (!row) throw new AppError('payment_not_found');
  const refunds = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id));
  const data = gatewayStatusData(row.payment.gatewayData ?? null);
  const transaction = paidTransaction(row.payment.gatewayData ?? null);
  const gatewayReferences = [
    ...(row.payment.invoiceId ? [{ label: 'InvoiceId', value: row.payment.invoiceId }] : []),
    ...INVOICE_FIELDS.flatMap((f) => {
      const value = shown(data[f]);
      return value ? [{ label: f, value }] : [];
    }),
    ...TRANSACTION_FIELDS.flatMap((f) => {
      const value = shown(transaction[f]);
      return value ? [{ label: f, value }] : [];
    }),
  ];
  const attempts = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.paymentId, paymentId))
    .orderBy(asc(sql`coalesce(${paymentAttempts.attemptedAt}, ${paymentAttempts.recordedAt})`), asc(paymentAttempts.id));
  return { ...toAdminPayment(row), gatewayReferences, attempts: attempts.map(toPaymentAttempt), refunds: refunds.map(toRefund) };
}
