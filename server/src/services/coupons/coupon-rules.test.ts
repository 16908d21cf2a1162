import { describe, expect, it } from 'vitest';
import { couponKind, couponRefusal, publicCoupon, type CouponRow } from './coupon-rules.ts';

const now = new Date('2026-01-01T12:00:00Z');
const coupon = (over: Partial<CouponRow> = {}): CouponRow => ({
  id: 'c1',
  code: 'SAVE',
  description: null,
  type: 'discount',
  discountPercentage: 10,
  freeTokens: null,
  maxUses: null,
  userMaxUsage: 1,
  expiresAt: null,
  active: true,
  usedCount: 0,
  createdAt: now,
  updatedAt: now,
  ...over,
});

describe('coupon rules (docs/product.md#records, #input-rules)', () => {
  it('any type other than free is a discount', () => {
    expect(['discount', 'promo', '', 'FREE'].map(couponKind)).toEqual(['discount', 'discount', 'discount', 'discount']);
    expect(couponKind('free')).toBe('free');
  });

  it('refuses in the order a player should hear it', () => {
    expect(couponRefusal(coupon(), 0, now)).toBeNull();
    expect(couponRefusal(coupon({ active: false, expiresAt: new Date(0) }), 5, now)).toBe('coupon_invalid');
    expect(couponRefusal(coupon({ expiresAt: now, maxUses: 1, usedCount: 1 }), 5, now)).toBe('coupon_expired');
    expect(couponRefusal(coupon({ expiresAt: new Date(now.getTime() + 1) }), 0, now)).toBeNull();
    expect(couponRefusal(coupon({ maxUses: 1, usedCount: 1 }), 5, now)).toBe('coupon_fully_used');
    expect(couponRefusal(coupon({ maxUses: 0 }), 0, now)).toBe('coupon_fully_used');
    expect(couponRefusal(coupon({ userMaxUsage: 2 }), 1, now)).toBeNull();
    expect(couponRefusal(coupon({ userMaxUsage: 2 }), 2, now)).toBe('coupon_already_used');
  });

  it('tells the client only the fields of its kind', () => {
    expect(publicCoupon(coupon({ type: 'promo', freeTokens: 3 }))).toEqual({
      id: 'c1',
      code: 'SAVE',
      type: 'discount',
      discountPercentage: 10,
      freeTokens: null,
    });
    expect(publicCoupon(coupon({ type: 'free', discountPercentage: 10, freeTokens: 3 }))).toMatchObject({
      type: 'free',
      discountPercentage: null,
      freeTokens: 3,
    });
  });
});
