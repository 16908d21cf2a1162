// POST /api/admin/categories/bulk: delete, activate or deactivate the selected categories in
// one go; a deletion leaves their titles without a category, so both lists change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBulkBody } from '@charades/shared/schemas/admin-bulk';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export async function bulkCategories(body: CategoryBulkBody) {
  return (await callApi('admin.categories.bulk', { body })).bulk;
}

export function useBulkCategories() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkCategories, onSuccess: () => invalidateAfterChange(queryClient, 'categories', 'titles') });
}
