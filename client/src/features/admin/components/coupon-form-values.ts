// The coupon form's values: couponBody's input, a new coupon's defaults, and blank number
// inputs read as null.
import type { z } from 'zod';
import { type couponBody, DEFAULT_DISCOUNT_PERCENTAGE, type AdminCoupon } from '@charades/shared/schemas/admin';

export type CouponFormInput = z.input<typeof couponBody>;
export type CouponFormOutput = z.output<typeof couponBody>;
export type CouponFieldName = keyof CouponFormInput;

export const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

export function defaultsOf(coupon: AdminCoupon | null): CouponFormInput {
  if (!coupon) {
    // docs/product.md#records: a new coupon is a 10 % discount, unlimited, once per user, never expiring, active.
    return {
      code: '',
      description: '',
      type: 'discount',
      discountPercentage: DEFAULT_DISCOUNT_PERCENTAGE,
      freeTokens: null,
      maxUses: null,
      userMaxUsage: 1,
      expiresAt: null,
      active: true,
    };
  }
  return {
    code: coupon.code,
    description: coupon.description ?? '',
    type: coupon.type,
    discountPercentage: coupon.discountPercentage,
    freeTokens: coupon.freeTokens,
    maxUses: coupon.maxUses,
    userMaxUsage: coupon.userMaxUsage,
    expiresAt: coupon.expiresAt,
    active: coupon.active,
  };
}
