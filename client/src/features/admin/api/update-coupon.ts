// PATCH /api/admin/coupons/:id: the whole form, as on creation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon, CouponBody } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function updateCoupon({ id, body }: { id: string; body: CouponBody }): Promise<AdminCoupon> {
  return apiRequest<AdminCoupon>(`/api/admin/coupons/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCoupon, onSuccess: () => invalidateAfterChange(queryClient, 'coupons') });
}
