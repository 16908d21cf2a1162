// POST /api/admin/titles/bulk: delete the selected titles or move them to one category, in
// one go (one confirmation, one audit row); the answer names the action the undo would undo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TitleBulkBody } from '@charades/shared/schemas/admin-bulk';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export async function bulkTitles(body: TitleBulkBody) {
  return (await callApi('admin.titles.bulk', { body })).bulk;
}

export function useBulkTitles() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkTitles, onSuccess: () => invalidateAfterChange(queryClient, 'titles', 'categories') });
}
