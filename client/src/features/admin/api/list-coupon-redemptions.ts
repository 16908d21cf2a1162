// GET /api/admin/coupons/:id/redemptions: one page of a coupon's uses, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CouponRedemptionsQuery } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function listCouponRedemptions(id: string, query: CouponRedemptionsQuery) {
  return callApi('admin.coupons.redemptions', { params: { id }, query });
}

/** Under the coupons' key, so a change to the coupons refreshes it too. */
export function useCouponRedemptions(id: string, query: CouponRedemptionsQuery) {
  return useQuery({
    queryKey: [...adminKeys.list('coupons'), 'redemptions', id, query],
    queryFn: () => listCouponRedemptions(id, query),
    placeholderData: keepPreviousData,
  });
}
