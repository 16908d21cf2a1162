// PATCH /api/admin/titles/:id (Edit Title: the dialog sends every field).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TitleBody } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function updateTitle({ id, body }: { id: string; body: TitleBody }) {
  return callApi('admin.titles.update', { params: { id }, body });
}

export function useUpdateTitle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTitle, onSuccess: () => invalidateAfterChange(queryClient, 'titles', 'categories') });
}
