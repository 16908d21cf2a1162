import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { tvStatusQueryKey } from '@/lib/api/tv-status';

/** Links the TV showing `code` to this account (POST /api/tv/pair). */
export function usePairTv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi('tv.pair', { body: { code } }),
    onSuccess: (status) => queryClient.setQueryData(tvStatusQueryKey, status),
  });
}
