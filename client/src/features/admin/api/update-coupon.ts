// PATCH /api/admin/coupons/:id: the whole form, as on creation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponBody } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function updateCoupon({ id, body }: { id: string; body: CouponBody }) {
  return callApi('admin.coupons.update', { params: { id }, body });
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCoupon, onSuccess: () => invalidateAfterChange(queryClient, 'coupons') });
}
