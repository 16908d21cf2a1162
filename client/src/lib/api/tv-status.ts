// Whether this account has a TV linked, and its sound setting (GET /api/tv). Shared by the
// game screen (the host phone becomes the controller) and the TV feature's dialogs.
import { useQuery } from '@tanstack/react-query';
import type { TvStatus } from '@charades/shared/schemas/tv';
import { apiRequest } from '@/lib/api-client';

export const tvStatusQueryKey = ['tv'] as const;

export function useTvStatus(enabled = true) {
  return useQuery({
    queryKey: tvStatusQueryKey,
    queryFn: () => apiRequest<TvStatus>('/api/tv'),
    enabled,
    staleTime: 30_000,
  });
}
