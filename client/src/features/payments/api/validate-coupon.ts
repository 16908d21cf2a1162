// POST /api/coupons/validate: is this code good for this package, and what does it do.
import { useMutation } from '@tanstack/react-query';
import type { ValidateCouponResponse } from '@charades/shared/schemas/payments';
import { callApi } from '@/lib/api-client';

export type CouponValidation = ValidateCouponResponse;
export type ValidatedCoupon = ValidateCouponResponse['coupon'];

export function validateCoupon(input: { code: string; packageId?: string }): Promise<CouponValidation> {
  return callApi('coupons.validate', { body: input });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
