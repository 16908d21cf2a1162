// POST /api/coupons/validate: is this code good for this package, and what does it do.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface ValidatedCoupon {
  id: string;
  /** SPEC §3: any stored type other than 'free' is a discount; the server says which. */
  type: 'discount' | 'free';
  discountPercentage: number | null;
  freeTokens: number | null;
}

export interface CouponValidation {
  valid: boolean;
  coupon?: ValidatedCoupon;
  /** The package's price after the discount, a 3-decimal string, when a package was named. */
  price?: string;
}

export function validateCoupon(input: { code: string; packageId?: string }): Promise<CouponValidation> {
  return apiRequest<CouponValidation>('/api/coupons/validate', { body: input });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
