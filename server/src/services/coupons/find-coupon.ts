import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import type { CouponRow } from './coupon-rules.ts';

/** Codes are compared trimmed and case-insensitively (the unique index is on lower(code)).
 *  `lock` takes the row lock every claim of this coupon queues on. */
export async function findCouponByCode(db: DbOrTx, code: string, opts: { lock?: boolean } = {}): Promise<CouponRow | undefined> {
  const query = db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code.trim()})`)
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** The user's reservations and uses of the coupon (a released reservation leaves no row). */
export async function userCouponUses(db: DbOrTx, couponId: string, userId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return firstRow(rows, 'coupon uses').n;
}
