// docs/product.md#screens Users: one page of accounts, searched by e-mail (case-insensitive substring, the
// search taken literally: % and _ match themselves), filtered by role, sorted on the server (newest
// accounts first unless asked otherwise: issue 32 §3).
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { STAFF_ROLES } from '@charades/shared/staff/staff-roles';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminUser, userListQuery } from '@charades/shared/schemas/admin';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { adminUserColumns, toAdminUser, totalPaidFils } from './admin-user-columns.ts';

export type UserListParams = z.output<typeof userListQuery>;
export type UserFilters = Omit<UserListParams, 'page' | 'pageSize'>;

const SORT_COLUMNS: Record<string, SQL | AnyPgColumn> = {
  email: profiles.email,
  tokens: profiles.tokens,
  role: profiles.role,
  createdAt: profiles.createdAt,
  totalPaid: totalPaidFils,
};

/** The list's search and role filter as one condition (the page and its export read the same rows). */
export function usersWhere(query: UserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(ilike(profiles.email, containsPattern(query.search)));
  if (query.role === 'staff') conditions.push(inArray(profiles.role, [...STAFF_ROLES]));
  else if (query.role !== 'all') conditions.push(eq(profiles.role, query.role));
  return conditions.length ? and(...conditions) : undefined;
}

/** The list's order; the id breaks ties, so paging never shows a row twice or skips one. */
export function usersOrder(query: UserFilters): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  return [direction(SORT_COLUMNS[query.sort] ?? profiles.createdAt), asc(profiles.id)];
}

export async function listUsers({ db, query }: { db: DbOrTx; query: UserListParams }): Promise<{ items: AdminUser[]; total: number }> {
  const where = usersWhere(query);
  const [rows, [count]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(profiles)
      .where(where)
      .orderBy(...usersOrder(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(profiles)
      .where(where),
  ]);
  return { items: rows.map(toAdminUser), total: Number(count?.total ?? 0) };
}
