// POST /api/admin/bulk/undo {id}: undoes the bulk action the admin saw, if it is still the
// last one (another admin's newer action, or an undo in another tab, is refused with 409).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function undoBulkAction(id: string) {
  return callApi('admin.bulk.undo', { body: { id } });
}

export function useUndoBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoBulkAction, onSuccess: () => invalidateAfterChange(queryClient, 'titles', 'categories') });
}
