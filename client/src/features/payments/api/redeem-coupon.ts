// POST /api/coupons/redeem: a free-tokens coupon, credited at once (no payment).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { CreditedPurchase } from '../receipt';

export function redeemCoupon(input: { code: string }): Promise<CreditedPurchase> {
  return callApi('coupons.redeem', { body: input });
}

export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}
