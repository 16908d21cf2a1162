import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { tvStatusQueryKey } from '@/lib/api/tv-status';

/** Unlinks this account's TV (DELETE /api/tv); it goes back to showing a code. */
export function useUnlinkTv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('tv.unlink'),
    onSuccess: (status) => queryClient.setQueryData(tvStatusQueryKey, status),
  });
}
