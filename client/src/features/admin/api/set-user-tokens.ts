// PATCH /api/admin/users/:id/tokens: set a user's games (SPEC §5: an integer 0-10000).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function setUserTokens({ id, tokens }: { id: string; tokens: number }): Promise<AdminUser> {
  return apiRequest<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/tokens`, { method: 'PATCH', body: { tokens } });
}

export function useSetUserTokens() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserTokens, onSuccess: () => invalidateAfterChange(queryClient, 'users') });
}
