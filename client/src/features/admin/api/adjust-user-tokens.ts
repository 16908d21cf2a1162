// POST /api/admin/users/:id/games/adjust: add or remove games with a reason, applied by the
// server to the balance as it is then (never below zero), so a purchase meanwhile is kept.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person } from '@charades/shared/schemas/admin-person';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function adjustUserTokens({ id, delta, reason }: { id: string; delta: number; reason: string }): Promise<Person> {
  return apiRequest<Person>(`/api/admin/users/${encodeURIComponent(id)}/games/adjust`, { method: 'POST', body: { delta, reason } });
}

export function useAdjustUserTokens() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adjustUserTokens, onSuccess: () => invalidateAfterChange(queryClient, 'users') });
}
