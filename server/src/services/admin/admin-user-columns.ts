// The columns of one row of the admin users list, shared by the list, the person page and the
// answers of the user changes (so an edited row looks exactly like a listed one). Money is
// summed in integer fils from the payments table (amount is numeric(12,3) KWD), never as a
// float. "Total paid" is what revenue counts for the person (issue 32 §2): card payments that
// were paid (a fully refunded one too), less their refunds that succeeded; test payments (the
// sandbox gateway: no real money) and free coupons (amount 0) are neither money nor payments.
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { formatFils } from '@charades/shared/money';
import { SANDBOX_GATEWAY } from '@charades/shared/test-payments';
import type { AdminUser } from '@charades/shared/schemas/admin';
import { paymentRefunds, payments, profiles } from '../../db/schema/index.ts';

const paidOfUser = and(
  eq(payments.userId, profiles.id),
  inArray(payments.status, ['Paid', 'Refunded']),
  ne(payments.paymentGateway, SANDBOX_GATEWAY),
  gt(payments.amount, '0'),
);

/** Fils refunded (succeeded) of one payment. */
const refundedFils = sql`coalesce((select sum(round(${paymentRefunds.amount} * 1000)) from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id} and ${paymentRefunds.status} = 'Succeeded'), 0)`;

/** The user's paid total less refunds, in fils: a correlated sum, so sorting by it needs no join. */
export const totalPaidFils = sql<string>`coalesce((select sum(round(${payments.amount} * 1000) - ${refundedFils})::bigint from ${payments} where ${paidOfUser}), 0)`;

export const adminUserColumns = {
  id: profiles.id,
  email: profiles.email,
  tokens: profiles.tokens,
  role: profiles.role,
  roleBeforeSuspension: profiles.roleBeforeSuspension,
  createdAt: profiles.createdAt,
  totalPaidFils,
  paymentsCount: sql<number>`(select count(*)::int from ${payments} where ${paidOfUser})`,
};

export interface AdminUserRow {
  id: string;
  email: string;
  tokens: number;
  role: AdminUser['role'];
  roleBeforeSuspension: AdminUser['roleBeforeSuspension'] | null;
  createdAt: Date;
  totalPaidFils: string | number;
  paymentsCount: number;
}

export function toAdminUser({ totalPaidFils: fils, createdAt, ...row }: AdminUserRow): AdminUser {
  return {
    ...row,
    roleBeforeSuspension: row.roleBeforeSuspension ?? null,
    createdAt: createdAt.toISOString(),
    totalPaid: formatFils(Number(fils)),
    paymentsCount: Number(row.paymentsCount),
  };
}
