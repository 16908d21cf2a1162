// POST /api/admin/titles (Add Title). A category's title count changes too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTitle, TitleBody } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function createTitle(body: TitleBody): Promise<AdminTitle> {
  return apiRequest<AdminTitle>('/api/admin/titles', { method: 'POST', body });
}

export function useCreateTitle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTitle, onSuccess: () => invalidateAfterChange(queryClient, 'titles', 'categories') });
}
