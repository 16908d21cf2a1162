import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TvStatus } from '@charades/shared/schemas/tv';
import { apiRequest } from '@/lib/api-client';
import { tvStatusQueryKey } from '@/lib/api/tv-status';

/** Turns the TV's sound off or on (PATCH /api/tv). */
export function useSetTvMuted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muted: boolean) => apiRequest<TvStatus>('/api/tv', { method: 'PATCH', body: { muted } }),
    onSuccess: (status) => queryClient.setQueryData(tvStatusQueryKey, status),
  });
}
