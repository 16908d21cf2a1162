// PATCH /api/admin/titles/:id (Edit Title: the dialog sends every field).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTitle, TitleBody } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function updateTitle({ id, body }: { id: string; body: TitleBody }): Promise<AdminTitle> {
  return apiRequest<AdminTitle>(`/api/admin/titles/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateTitle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTitle, onSuccess: () => invalidateAfterChange(queryClient, 'titles', 'categories') });
}
