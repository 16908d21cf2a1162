// POST /api/admin/coupons.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponBody } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function createCoupon(body: CouponBody) {
  return callApi('admin.coupons.create', { body });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => invalidateAfterChange(queryClient, 'coupons') });
}
