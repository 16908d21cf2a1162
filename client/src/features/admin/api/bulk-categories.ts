// POST /api/admin/categories/bulk: delete, activate or deactivate the selected categories in
// one go; a deletion leaves their titles without a category, so both lists change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkAction, CategoryBulkBody } from '@charades/shared/schemas/admin-bulk';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export async function bulkCategories(body: CategoryBulkBody): Promise<BulkAction> {
  return (await apiRequest<{ bulk: BulkAction }>('/api/admin/categories/bulk', { method: 'POST', body })).bulk;
}

export function useBulkCategories() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkCategories, onSuccess: () => invalidateAfterChange(queryClient, 'categories', 'titles') });
}
