// POST /api/admin/users/:id/games/adjust: add or remove games with a reason, applied by the
// server to the balance as it is then (never below zero), so a purchase meanwhile is kept.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustTokensBody } from '@charades/shared/schemas/admin-person';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function adjustUserTokens({ id, ...body }: AdjustTokensBody & { id: string }) {
  return callApi('admin.users.adjustTokens', { params: { id }, body });
}

export function useAdjustUserTokens() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adjustUserTokens, onSuccess: () => invalidateAfterChange(queryClient, 'users') });
}
