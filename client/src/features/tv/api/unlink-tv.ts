import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TvStatus } from '@charades/shared/schemas/tv';
import { apiRequest } from '@/lib/api-client';
import { tvStatusQueryKey } from '@/lib/api/tv-status';

/** Unlinks this account's TV (DELETE /api/tv); it goes back to showing a code. */
export function useUnlinkTv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TvStatus>('/api/tv', { method: 'DELETE' }),
    onSuccess: (status) => queryClient.setQueryData(tvStatusQueryKey, status),
  });
}
