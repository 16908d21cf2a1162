// GET /api/admin/payments/export (issue 32 §3): the payments the list's filters find, every page,
// in the list's order, as CSV for an accountant: money as 3-decimal KWD, Kuwait times, the receipt's
// Transaction ID. Up to PAYMENT_EXPORT_MAX_ROWS (the caller is told when rows were left out).
// Cells a spreadsheet would run as a formula are neutralised (an e-mail may start with '=').
import { neutraliseFormula, toCsv } from '@charades/shared/csv';
import type { DbOrTx } from '../../../db/client.ts';
import { kuwaitDateTime } from '../../../lib/kuwait-time.ts';
import { toAdminPayment } from './admin-payment-view.ts';
import { findPayments, paymentsOrder, paymentsWhere, type PaymentFilters } from './list-admin-payments.ts';

export const PAYMENT_EXPORT_MAX_ROWS = 50_000;

export const PAYMENT_CSV_HEADER = [
  'Created (Kuwait)',
  'Paid (Kuwait)',
  'Buyer',
  'Status',
  'Amount (KWD)',
  'Refunded (KWD)',
  'Games',
  'Package',
  'Coupon',
  'Gateway',
  'Card network',
  'Test',
  'Invoice ID',
  'Transaction ID',
  'Payment ID',
];

export async function exportAdminPayments({
  db,
  filters,
  maxRows = PAYMENT_EXPORT_MAX_ROWS,
}: {
  db: DbOrTx;
  filters: PaymentFilters;
  maxRows?: number;
}): Promise<{ csv: string; rows: number; total: number }> {
  const { rows, total } = await findPayments(db, { where: paymentsWhere(filters), order: paymentsOrder(filters), limit: maxRows });
  const lines = rows
    .map(toAdminPayment)
    .map((p) =>
      [
        kuwaitDateTime(new Date(p.createdAt)),
        p.paidAt ? kuwaitDateTime(new Date(p.paidAt)) : '',
        p.userEmail ?? '',
        p.status,
        p.amount,
        p.refundedAmount,
        String(p.tokens),
        p.packageId ?? '',
        p.couponCode ?? '',
        p.gateway,
        p.paymentMethod ?? '',
        p.test ? 'yes' : 'no',
        p.invoiceId ?? '',
        p.transactionId ?? '',
        p.id,
      ].map(neutraliseFormula),
    );
  return { csv: toCsv([PAYMENT_CSV_HEADER, ...lines]), rows: rows.length, total };
}
