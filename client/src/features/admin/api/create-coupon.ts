// POST /api/admin/coupons.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon, CouponBody } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function createCoupon(body: CouponBody): Promise<AdminCoupon> {
  return apiRequest<AdminCoupon>('/api/admin/coupons', { method: 'POST', body });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => invalidateAfterChange(queryClient, 'coupons') });
}
