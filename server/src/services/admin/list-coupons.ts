// GET /api/admin/coupons: search by code (case-insensitive substring, docs/product.md#input-rules), sorted and
// paged on the server.
import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCoupon, couponListQuery } from '@charades/shared/schemas/admin';
import type { DbOrTx } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import { adminCouponView } from './coupon-view.ts';

export interface ListCouponsOptions {
  db: DbOrTx;
  query: z.output<typeof couponListQuery>;
}

/** The typed text matched literally: % and _ are LIKE wildcards, \ its escape character. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const SORT_COLUMNS = {
  code: sql`lower(${coupons.code})`,
  type: coupons.type,
  usedCount: coupons.usedCount,
  expiresAt: coupons.expiresAt,
  createdAt: coupons.createdAt,
} as const;

export async function listCoupons({ db, query }: ListCouponsOptions): Promise<{ items: AdminCoupon[]; total: number }> {
  const where: SQL | undefined = query.search ? sql`${coupons.code} ilike ${likeContains(query.search)}` : undefined;
  // The schema allows only these names; anything else falls back to the default order.
  const column = query.sort in SORT_COLUMNS ? SORT_COLUMNS[query.sort as keyof typeof SORT_COLUMNS] : coupons.createdAt;
  const direction = query.order === 'desc' ? desc : asc;
  // 'Never' (no expiry) sorts as the latest date; the id keeps pages stable on ties.
  const order =
    query.sort === 'expiresAt'
      ? [sql`${coupons.expiresAt} ${sql.raw(query.order === 'desc' ? 'desc nulls first' : 'asc nulls last')}`]
      : [direction(column)];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(...order, direction(coupons.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { items: rows.map(adminCouponView), total: firstRow(totals, 'the coupon count').n };
}
