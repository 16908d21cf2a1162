// DELETE /api/admin/coupons/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function deleteCoupon(id: string) {
  return callApi('admin.coupons.delete', { params: { id } });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCoupon, onSuccess: () => invalidateAfterChange(queryClient, 'coupons') });
}
