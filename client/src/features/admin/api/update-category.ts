// PATCH /api/admin/categories/:id (Edit Category: the dialog sends every field). Titles show
// their category's title, so their list is refreshed too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryBody } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function updateCategory({ id, body }: { id: string; body: CategoryBody }): Promise<AdminCategory> {
  return apiRequest<AdminCategory>(`/api/admin/categories/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => invalidateAfterChange(queryClient, 'categories', 'titles') });
}
