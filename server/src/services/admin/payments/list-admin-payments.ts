// GET /api/admin/payments (issue 17 §1): one page of payments, newest first unless sorted by
// amount or status (issue 32 §3), searched by the
// buyer's e-mail (substring) or an exact id (ours, the gateway's invoice, the PaymentId of any
// card attempt, or TransactionId), filtered by view status, gateway, test or real, Kuwait
// calendar days, one account, and having a declined attempt.
import { and, asc, desc, eq, gt, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { SANDBOX_GATEWAY } from '@charades/shared/test-payments';
import { PAYMENT_VIEW_STATUSES, type AdminPayment, type paymentListQuery } from '@charades/shared/schemas/admin-payments';
import type { DbOrTx } from '../../../db/client.ts';
import { coupons, paymentAttempts, payments, profiles } from '../../../db/schema/index.ts';
import { containsPattern, prefixPattern } from '../../../lib/like-pattern.ts';
import { kuwaitDayEnd, kuwaitDayStart } from '../audit-log-filter.ts';
import { toAdminPayment } from './admin-payment-view.ts';

export type PaymentListParams = z.output<typeof paymentListQuery>;
export type PaymentFilters = Omit<PaymentListParams, 'page' | 'pageSize'>;

const ID_PREFIX = /^[A-Za-z0-9-]{6,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const DECLINED_ATTEMPT = sql`select 1 from ${paymentAttempts} where ${paymentAttempts.paymentId} = ${payments.id} and ${paymentAttempts.status} = 'Failed'`;

function searchCondition(search: string): SQL {
  const exact = [
    eq(payments.invoiceId, search),
    eq(payments.transactionId, search),
    // The TransactionId of any attempt in the status answer kept on the row.
    sql`${payments.gatewayData}->'status'->'InvoiceTransactions' @> ${JSON.stringify([{ TransactionId: search }])}::jsonb`,
    // The PaymentId of any card attempt, declined ones too (the one a customer's URL carries).
    sql`exists (select 1 from ${paymentAttempts} where ${paymentAttempts.paymentId} = ${payments.id} and ${paymentAttempts.gatewayPaymentId} = ${search})`,
    ilike(profiles.email, containsPattern(search)),
  ];
  if (UUID.test(search)) exact.push(eq(payments.id, search.toLowerCase()));
  // The gateway's InvoiceReference (what MyFatoorah's portal and its e-mails show).
  exact.push(sql`${payments.gatewayData}->'status'->>'InvoiceReference' = ${search}`);
  // Issue 32 §2: the first 6 or more characters of any of our ids or the gateway's, as a
  // customer reads a long number out on the phone.
  if (ID_PREFIX.test(search)) {
    const prefix = prefixPattern(search);
    exact.push(
      sql`${payments.id}::text like ${prefixPattern(search.toLowerCase())}`,
      like(payments.invoiceId, prefix),
      like(payments.transactionId, prefix),
      sql`exists (select 1 from ${paymentAttempts} where ${paymentAttempts.paymentId} = ${payments.id} and ${paymentAttempts.gatewayPaymentId} like ${prefix})`,
    );
  }
  return or(...exact)!;
}

function statusCondition(status: PaymentListParams['status']): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'Paid':
      return and(eq(payments.status, 'Paid'), eq(payments.refundedAmount, '0'));
    case 'PartlyRefunded':
      return and(eq(payments.status, 'Paid'), gt(payments.refundedAmount, '0'));
    default:
      return eq(payments.status, status);
  }
}

/** The list's filters (its search, status, gateway, mode, account, declined card and days) as
 *  one condition: the page and its export (export-admin-payments.ts) read the same rows. */
export function paymentsWhere(query: PaymentFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.search ? searchCondition(query.search) : undefined,
    statusCondition(query.status),
    query.gateway === 'all' ? undefined : eq(payments.paymentGateway, query.gateway),
    query.mode === 'test' ? eq(payments.paymentGateway, SANDBOX_GATEWAY) : undefined,
    query.mode === 'real' ? sql`${payments.paymentGateway} <> ${SANDBOX_GATEWAY}` : undefined,
    query.userId ? eq(payments.userId, query.userId) : undefined,
    query.declined === 'true' ? sql`exists (${DECLINED_ATTEMPT})` : undefined,
    query.coupon
      ? sql`exists (select 1 from ${coupons} where ${coupons.id} = ${payments.couponId} and upper(${coupons.code}) = upper(${query.coupon}))`
      : undefined,
    query.declined === 'false' ? sql`not exists (${DECLINED_ATTEMPT})` : undefined,
    query.from ? sql`${payments.createdAt} >= ${kuwaitDayStart(query.from)}` : undefined,
    query.to ? sql`${payments.createdAt} < ${kuwaitDayEnd(query.to)}` : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/** The view status's place in PAYMENT_VIEW_STATUSES (the status filter's order: Pending, Paid,
 *  Partly refunded, Refunded, Failed): sorting by status groups a payment's life, not the
 *  alphabet of either language. A partly refunded payment is stored Paid with money refunded. */
const viewStatus = sql`case when ${payments.status} = 'Paid' and ${payments.refundedAmount} > 0 then 'PartlyRefunded' else ${payments.status} end`;
const statusRank = sql`array_position(string_to_array(${PAYMENT_VIEW_STATUSES.join(',')}, ','), ${viewStatus})`;

/** The list's order (and its export's). Within one amount or status the newest comes first;
 *  the id breaks the last ties, so paging never shows a row twice or skips one. */
export function paymentsOrder(query: Pick<PaymentFilters, 'sort' | 'order'>): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'amount':
      return [direction(payments.amount), desc(payments.createdAt), desc(payments.id)];
    case 'status':
      return [direction(statusRank), desc(payments.createdAt), desc(payments.id)];
    case 'createdAt':
      return [direction(payments.createdAt), direction(payments.id)];
  }
}

export async function listAdminPayments({
  db,
  query,
}: {
  db: DbOrTx;
  query: PaymentListParams;
}): Promise<{ items: AdminPayment[]; total: number; page: number; pageSize: number }> {
  const { rows, total } = await findPayments(db, {
    where: paymentsWhere(query),
    order: paymentsOrder(query),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toAdminPayment), total, page: query.page, pageSize: query.pageSize };
}

/** One stretch of the payments `where` finds, in `order` (paymentsOrder), with the buyer's
 *  e-mail and the coupon's code, and how many it finds in all (the page and the export read
 *  them alike). */
export async function findPayments(
  db: DbOrTx,
  { where, order, limit, offset = 0 }: { where: SQL | undefined; order: SQL[]; limit: number; offset?: number },
) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ payment: payments, userEmail: profiles.email, couponCode: coupons.code })
      .from(payments)
      .leftJoin(profiles, eq(profiles.id, payments.userId))
      .leftJoin(coupons, eq(coupons.id, payments.couponId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .leftJoin(profiles, eq(profiles.id, payments.userId))
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
