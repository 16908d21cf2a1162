// DELETE /api/admin/titles/:id: the title and all its data (players' played-title rows).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function deleteTitle(id: string) {
  return callApi('admin.titles.delete', { params: { id } });
}

export function useDeleteTitle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTitle, onSuccess: () => invalidateAfterChange(queryClient, 'titles', 'categories') });
}
