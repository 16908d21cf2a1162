// The columns of one row of the admin users list, shared by the list and by the answers of
// the user changes (so an edited row looks exactly like a listed one). Money is summed in
// integer fils from the payments table (amount is numeric(12,3) KWD), never as a float. Test
// payments (the sandbox gateway: no real money) are neither paid money nor payments here.
import { and, eq, ne, sql } from 'drizzle-orm';
import { formatFils } from '@charades/shared/money';
import { SANDBOX_GATEWAY } from '@charades/shared/test-payments';
import type { AdminUser } from '@charades/shared/schemas/admin';
import { payments, profiles } from '../../db/schema/index.ts';

const paidOfUser = and(eq(payments.userId, profiles.id), eq(payments.status, 'Paid'), ne(payments.paymentGateway, SANDBOX_GATEWAY));

/** The user's paid total in fils: a correlated sum, so sorting by it needs no join. */
export const totalPaidFils = sql<string>`coalesce((select sum(round(${payments.amount} * 1000))::bigint from ${payments} where ${paidOfUser}), 0)`;

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
