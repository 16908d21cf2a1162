import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TvStatus } from '@charades/shared/schemas/tv';
import { apiRequest } from '@/lib/api-client';
import { tvStatusQueryKey } from '@/lib/api/tv-status';

/** Links the TV showing `code` to this account (POST /api/tv/pair). */
export function usePairTv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<TvStatus>('/api/tv/pair', { body: { code } }),
    onSuccess: (status) => queryClient.setQueryData(tvStatusQueryKey, status),
  });
}
