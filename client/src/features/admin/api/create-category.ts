// POST /api/admin/categories (Add Category).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function createCategory(body: CategoryBody) {
  return callApi('admin.categories.create', { body });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => invalidateAfterChange(queryClient, 'categories') });
}
