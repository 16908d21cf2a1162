// docs/product.md#records, #input-rules: when a coupon may be used. Pure, so the rules read in one place; the database
// work that makes them hold under concurrency is in claim-coupon.ts.
import type { ErrorCode } from '@charades/shared/errors';
import type { coupons } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponKind = 'discount' | 'free';

/** Any stored type other than 'free' is a discount (docs/product.md#records). */
export function couponKind(type: string): CouponKind {
  return type === 'free' ? 'free' : 'discount';
}

/** Why this user may not use the coupon now, in the order a player should hear it; null when
 *  it may be used. `userUses` counts the user's reservations and uses. */
export function couponRefusal(coupon: CouponRow, userUses: number, now: Date): ErrorCode | null {
  if (!coupon.active) return 'coupon_invalid';
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return 'coupon_expired';
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return 'coupon_fully_used';
  if (userUses >= coupon.userMaxUsage) return 'coupon_already_used';
  return null;
}

/** What the client is told about a coupon. */
export function publicCoupon(coupon: CouponRow) {
  const type = couponKind(coupon.type);
  return {
    id: coupon.id,
    code: coupon.code,
    type,
    discountPercentage: type === 'discount' ? (coupon.discountPercentage ?? 0) : null,
    freeTokens: type === 'free' ? (coupon.freeTokens ?? 0) : null,
  };
}
