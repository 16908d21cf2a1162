// DELETE /api/admin/coupons/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function deleteCoupon(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/admin/coupons/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCoupon, onSuccess: () => invalidateAfterChange(queryClient, 'coupons') });
}
