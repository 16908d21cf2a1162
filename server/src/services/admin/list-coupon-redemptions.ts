// GET /api/admin/coupons/:id/redemptions (issue 32 §5): who used a coupon, when, and with which
// payment, newest first and paged like a person's lists. A row is a use or a card payment's
// reservation (coupon_redemptions); the payment's status tells the two apart. A deleted
// account takes its redemption rows with it, so every row names a living account.
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CouponRedemption, couponRedemptionsQuery } from '@charades/shared/schemas/admin';
import type { DbOrTx } from '../../db/client.ts';
import { couponRedemptions, coupons, payments, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { paymentViewStatusOf } from '../payments/payment-view-status.ts';

export interface ListCouponRedemptionsOptions {
  db: DbOrTx;
  couponId: string;
  query: z.output<typeof couponRedemptionsQuery>;
}

export async function listCouponRedemptions({ db, couponId, query }: ListCouponRedemptionsOptions) {
  const [exists] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId));
  if (!exists) throw new AppError('coupon_not_found');
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: couponRedemptions.id,
        userId: couponRedemptions.userId,
        email: profiles.email,
        kind: couponRedemptions.kind,
        paymentId: couponRedemptions.paymentId,
        paymentStatus: payments.status,
        refundedAmount: payments.refundedAmount,
        createdAt: couponRedemptions.createdAt,
      })
      .from(couponRedemptions)
      .leftJoin(profiles, eq(profiles.id, couponRedemptions.userId))
      .leftJoin(payments, eq(payments.id, couponRedemptions.paymentId))
      .where(eq(couponRedemptions.couponId, couponId))
      // The id keeps paging stable between rows of one instant.
      .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, couponId)),
  ]);
  const items: CouponRedemption[] = rows.map(({ paymentStatus, refundedAmount, ...r }) => ({
    ...r,
    email: r.email ?? null,
    paymentStatus: paymentStatus ? paymentViewStatusOf(paymentStatus, refundedAmount ?? '0') : null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total: Number(count?.total ?? 0), page: query.page, pageSize: query.pageSize };
}
