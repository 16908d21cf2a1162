// Reserving and releasing a coupon use, inside the caller's transaction.
//
// Why usage can never exceed max_uses or the per-user limit, however many requests arrive at
// once: the claim first takes the coupon's row lock (SELECT … FOR UPDATE), so all claims of
// one coupon run one after the other, each until its transaction ends. Under READ COMMITTED
// every later statement sees what the previous holders committed, so the per-user count read
// after the lock includes their redemption rows. The increment is also conditional
// (used_count < max_uses) and a CHECK constraint bounds used_count, as belts and braces.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { couponKind, couponRefusal, type CouponKind, type CouponRow } from './coupon-rules.ts';
import { findCouponByCode, userCouponUses } from './find-coupon.ts';

export interface ClaimCouponOptions {
  tx: DbOrTx;
  code: string;
  userId: string;
  /** The payment the use belongs to (a reservation until the payment is paid or fails). */
  paymentId: string;
  /** The kind of coupon this path accepts. */
  kind: CouponKind;
  now?: Date;
}

export async function claimCoupon({ tx, code, userId, paymentId, kind, now = new Date() }: ClaimCouponOptions): Promise<CouponRow> {
  const coupon = await findCouponByCode(tx, code, { lock: true });
  if (!coupon) throw new AppError('coupon_invalid');
  const refusal = couponRefusal(coupon, await userCouponUses(tx, coupon.id, userId), now);
  if (refusal) throw new AppError(refusal);
  if (couponKind(coupon.type) !== kind) throw new AppError(kind === 'free' ? 'coupon_not_free' : 'coupon_not_discount');
  if (!(await takeCouponUse(tx, { couponId: coupon.id, userId, paymentId, kind }))) throw new AppError('coupon_fully_used');
  return coupon;
}

/** Counts one use of the coupon for the payment (used_count and its redemption row), unless
 *  the coupon has run out: then nothing changes and the answer is false. */
export async function takeCouponUse(
  tx: DbOrTx,
  use: { couponId: string; userId: string; paymentId: string; kind: CouponKind },
): Promise<boolean> {
  const [taken] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: sql`now()` })
    .where(and(eq(coupons.id, use.couponId), or(isNull(coupons.maxUses), lt(coupons.usedCount, coupons.maxUses))))
    .returning({ id: coupons.id });
  if (!taken) return false;
  await tx.insert(couponRedemptions).values({
    couponId: use.couponId,
    userId: use.userId,
    paymentId: use.paymentId,
    kind: use.kind === 'free' ? 'free_tokens' : 'discount',
  });
  return true;
}

/** Counts a use for a payment paid without its reservation (see settle-payment.ts), only if
 *  both limits still allow it: max_uses and the buyer's user_max_usage, read under the same row
 *  lock every claim takes. False, changing nothing, when either is reached. */
export async function takeCouponUseWithinLimits(
  tx: DbOrTx,
  use: { couponId: string; userId: string; paymentId: string; kind: CouponKind },
): Promise<boolean> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, use.couponId)).for('update');
  if (!coupon) return false;
  if ((await userCouponUses(tx, coupon.id, use.userId)) >= coupon.userMaxUsage) return false;
  return takeCouponUse(tx, use);
}

/** Gives back the use reserved by a payment that failed or expired (nothing if none). */
export async function releaseCoupon(tx: DbOrTx, paymentId: string): Promise<void> {
  const released = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.paymentId, paymentId))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)`, updatedAt: sql`now()` })
      .where(eq(coupons.id, couponId));
  }
}
