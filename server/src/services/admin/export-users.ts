// GET /api/admin/users/export (issue 32 §3): the accounts the list's search and role filter find,
// in its order, every page, as CSV: e-mail, role, games, Total paid (as the list reads it: paid
// less refunded) and payments, joined (Kuwait). Up to USER_EXPORT_MAX_ROWS; formula cells
// neutralised.
import { count } from 'drizzle-orm';
import { neutraliseFormula, toCsv } from '@charades/shared/csv';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import { kuwaitDateTime } from '../../lib/kuwait-time.ts';
import { adminUserColumns, toAdminUser } from './admin-user-columns.ts';
import { usersOrder, usersWhere, type UserFilters } from './list-users.ts';

export const USER_EXPORT_MAX_ROWS = 100_000;

export const USER_CSV_HEADER = ['Email', 'Role', 'Games', 'Total paid (KWD)', 'Payments', 'Joined (Kuwait)', 'User ID'];

export async function exportUsers({
  db,
  filters,
  maxRows = USER_EXPORT_MAX_ROWS,
}: {
  db: DbOrTx;
  filters: UserFilters;
  maxRows?: number;
}): Promise<{ csv: string; rows: number; total: number }> {
  const where = usersWhere(filters);
  const [rows, totals] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(profiles)
      .where(where)
      .orderBy(...usersOrder(filters))
      .limit(maxRows),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  const lines = rows
    .map(toAdminUser)
    .map((u) =>
      [u.email, u.role, String(u.tokens), u.totalPaid, String(u.paymentsCount), kuwaitDateTime(new Date(u.createdAt)), u.id].map(
        neutraliseFormula,
      ),
    );
  return { csv: toCsv([USER_CSV_HEADER, ...lines]), rows: rows.length, total: firstRow(totals, 'the users count').n };
}
