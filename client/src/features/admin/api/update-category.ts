// PATCH /api/admin/categories/:id (Edit Category: the dialog sends every field). Titles show
// their category's title, so their list is refreshed too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function updateCategory({ id, body }: { id: string; body: CategoryBody }) {
  return callApi('admin.categories.update', { params: { id }, body });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => invalidateAfterChange(queryClient, 'categories', 'titles') });
}
