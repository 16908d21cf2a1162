// POST /api/admin/categories (Add Category).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryBody } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function createCategory(body: CategoryBody): Promise<AdminCategory> {
  return apiRequest<AdminCategory>('/api/admin/categories', { method: 'POST', body });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => invalidateAfterChange(queryClient, 'categories') });
}
