// docs/product.md#screens Users: one page of accounts, searched by e-mail (case-insensitive substring, the
// search taken literally: % and _ match themselves), filtered by role, sorted on the server.
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminUser, userListQuery } from '@charades/shared/schemas/admin';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { adminUserColumns, toAdminUser, totalPaidFils } from './admin-user-columns.ts';

export type UserListParams = z.output<typeof userListQuery>;

/** LIKE's wildcards and its escape character, escaped: the pattern matches the text as typed. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORT_COLUMNS: Record<string, SQL | AnyPgColumn> = {
  email: profiles.email,
  tokens: profiles.tokens,
  role: profiles.role,
  createdAt: profiles.createdAt,
  totalPaid: totalPaidFils,
};

export async function listUsers({ db, query }: { db: DbOrTx; query: UserListParams }): Promise<{ items: AdminUser[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(ilike(profiles.email, `%${escapeLike(query.search)}%`));
  if (query.role !== 'all') conditions.push(eq(profiles.role, query.role));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(profiles)
      .where(where)
      // The id breaks ties, so paging never shows a row twice or skips one.
      .orderBy(direction(SORT_COLUMNS[query.sort] ?? profiles.createdAt), asc(profiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(profiles)
      .where(where),
  ]);
  return { items: rows.map(toAdminUser), total: Number(count?.total ?? 0) };
}
