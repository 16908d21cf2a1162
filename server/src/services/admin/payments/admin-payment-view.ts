// A payment row as staff see it (issue 17 §1): the buyer's e-mail (null once the account is
// deleted), the amounts as 3-decimal strings, the view status, and the gateway's identifiers
// read from the status answer kept on the row.
import { transactionIdOf } from '../../payments/receipt.ts';
import { formatFils, parseFils } from '@charades/shared/money';
import { isTestGateway } from '@charades/shared/test-payments';
import type { AdminPayment } from '@charades/shared/schemas/admin-payments';
import { coupons, payments, profiles } from '../../../db/schema/index.ts';
import { paymentViewStatusOf } from '../../payments/payment-view-status.ts';

export const adminPaymentColumns = {
  payment: payments,
  userEmail: profiles.email,
  couponCode: coupons.code,
};

type Json = Record<string, unknown>;
const asRecord = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);

/** The gateway's GetPaymentStatus Data kept on the row (settle-payment.ts stores it as gatewayData.status). */
export function gatewayStatusData(gatewayData: Json | null): Json {
  return asRecord(asRecord(gatewayData).status);
}

/** The successful transaction of the kept status answer, else the last one. */
export function paidTransaction(gatewayData: Json | null): Json {
  const transactions = (
    Array.isArray(gatewayStatusData(gatewayData).InvoiceTransactions)
      ? (gatewayStatusData(gatewayData).InvoiceTransactions as unknown[])
      : []
  ).map(asRecord);
  return (
    transactions.find((t) => ['succss', 'success'].includes((text(t.TransactionStatus) ?? '').toLowerCase())) ?? transactions.at(-1) ?? {}
  );
}

export type AdminPaymentRow = {
  payment: typeof payments.$inferSelect;
  userEmail: string | null;
  couponCode: string | null;
};

export function toAdminPayment({ payment: p, userEmail, couponCode }: AdminPaymentRow): AdminPayment {
  const status = paymentViewStatusOf(p.status, p.refundedAmount);
  const refundable = status === 'Paid' || status === 'PartlyRefunded' ? parseFils(p.amount) - parseFils(p.refundedAmount) : 0;
  const card = p.paymentGateway !== 'coupon';
  return {
    id: p.id,
    userId: p.userId,
    userEmail: p.userId === null ? null : userEmail,
    amount: p.amount,
    listAmount: p.listAmount,
    refundedAmount: formatFils(parseFils(p.refundedAmount)),
    refundableAmount: formatFils(Math.max(0, refundable)),
    currency: p.currency,
    tokens: p.tokens,
    packageId: p.packageId,
    couponCode,
    gateway: p.paymentGateway,
    paymentMethod: text(asRecord(p.gatewayData).paymentMethod),
    test: isTestGateway(p.paymentGateway),
    status,
    invoiceId: p.invoiceId,
    // settle-payment.ts keeps the gateway's PaymentId of the paid attempt as transaction_id.
    gatewayPaymentId: card && p.status !== 'Pending' ? p.transactionId : null,
    // The receipt's Transaction ID (the gateway's own TransactionId is among the references).
    transactionId: p.status === 'Paid' || p.status === 'Refunded' ? transactionIdOf(p) : null,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    detached: p.userId === null,
  };
}
