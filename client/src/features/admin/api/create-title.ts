// POST /api/admin/titles (Add Title). A category's title count changes too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TitleBody } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function createTitle(body: TitleBody) {
  return callApi('admin.titles.create', { body });
}

export function useCreateTitle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTitle, onSuccess: () => invalidateAfterChange(queryClient, 'titles', 'categories') });
}
