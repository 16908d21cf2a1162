// A coupon row as the admin API answers it (shared adminCouponSchema), the comparable form of
// its editable fields that the audit log's before/after is built from, and the columns a
// parsed form writes (create and update write the same ones).
import type { z } from 'zod';
import type { AdminCoupon, couponBody } from '@charades/shared/schemas/admin';
import type { coupons } from '../../db/schema/index.ts';
import { couponKind } from '../coupons/coupon-rules.ts';

type CouponRow = typeof coupons.$inferSelect;

export function adminCouponView(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    // docs/product.md#records: any stored type other than 'free' is a discount.
    type: couponKind(row.type),
    discountPercentage: row.discountPercentage,
    freeTokens: row.freeTokens,
    maxUses: row.maxUses,
    userMaxUsage: row.userMaxUsage,
    usedCount: row.usedCount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fields an admin edits, as plain JSON values (dates as ISO strings) for the audit row. */
export function editableCouponFields(row: CouponRow) {
  const { code, description, type, discountPercentage, freeTokens, maxUses, userMaxUsage, expiresAt, active } = adminCouponView(row);
  return { code, description, type, discountPercentage, freeTokens, maxUses, userMaxUsage, expiresAt, active };
}

/** The editable columns as a parsed couponBody sets them (used_count is never the admin's). */
export function couponColumns(body: z.output<typeof couponBody>) {
  return {
    code: body.code,
    description: body.description,
    type: body.type,
    discountPercentage: body.discountPercentage,
    freeTokens: body.freeTokens,
    maxUses: body.maxUses,
    userMaxUsage: body.userMaxUsage,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    active: body.active,
  };
}
