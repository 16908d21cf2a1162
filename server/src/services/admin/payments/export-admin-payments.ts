// GET /api/admin/payments/export (issue 32 §3): the payments the list's filters find, every page,
// newest first, as CSV for an accountant: money as 3-decimal KWD, Kuwait times, the receipt's
// Transaction ID. Up to PAYMENT_EXPORT_MAX_ROWS (the caller is told when rows were left out).
// Cells a spreadsheet would run as a formula are neutralised (an e-mail may start with '=').
import { count, desc, eq } from 'drizzle-orm';
import { neutraliseFormula, toCsv } from '@charades/shared/csv';
import type { DbOrTx } from '../../../db/client.ts';
import { coupons, payments, profiles } from '../../../db/schema/index.ts';
import { firstRow } from '../../../lib/first-row.ts';
import { kuwaitDateTime } from '../../../lib/kuwait-time.ts';
import { toAdminPayment } from './admin-payment-view.ts';
import { paymentsWhere, type PaymentFilters } from './list-admin-payments.ts';

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
  const where = paymentsWhere(filters);
  const [rows, totals] = await Promise.all([
    db
      .select({ payment: payments, userEmail: profiles.email, couponCode: coupons.code })
      .from(payments)
      .leftJoin(profiles, eq(profiles.id, payments.userId))
      .leftJoin(coupons, eq(coupons.id, payments.couponId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(maxRows),
    db.select({ n: count() }).from(payments).leftJoin(profiles, eq(profiles.id, payments.userId)).where(where),
  ]);
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
  return { csv: toCsv([PAYMENT_CSV_HEADER, ...lines]), rows: rows.length, total: firstRow(totals, 'the payments count').n };
}
