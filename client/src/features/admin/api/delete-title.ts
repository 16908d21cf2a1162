// DELETE /api/admin/titles/:id: the title and all its data (players' played-title rows).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function deleteTitle(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/admin/titles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTitle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTitle, onSuccess: () => invalidateAfterChange(queryClient, 'titles', 'categories') });
}
