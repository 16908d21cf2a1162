// Whether this account has a TV linked, and its sound setting (GET /api/tv). Shared by the
// game screen (the host phone becomes the controller) and the TV feature's dialogs.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const tvStatusQueryKey = ['tv'] as const;

export function useTvStatus(enabled = true) {
  return useQuery({
    queryKey: tvStatusQueryKey,
    queryFn: () => callApi('tv.get'),
    enabled,
    staleTime: 30_000,
  });
}
