import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { tvStatusQueryKey } from '@/lib/api/tv-status';

/** Turns the TV's sound off or on (PATCH /api/tv). */
export function useSetTvMuted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muted: boolean) => callApi('tv.update', { body: { muted } }),
    onSuccess: (status) => queryClient.setQueryData(tvStatusQueryKey, status),
  });
}
