// DELETE /api/admin/categories/:id. Its titles stay, without a category (the answer says how
// many): both lists change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function deleteCategory(id: string) {
  return callApi('admin.categories.delete', { params: { id } });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => invalidateAfterChange(queryClient, 'categories', 'titles') });
}
