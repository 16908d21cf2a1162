import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReplayInfo } from '@charades/shared/schemas/games';
import { apiRequest } from '@/lib/api-client';

export const replayQueryKey = (gameId: string) => ['replay', gameId] as const;

export function prepareReplay(gameId: string) {
  return apiRequest<ReplayInfo>(`/api/games/${gameId}/replay`, { method: 'POST', body: {} });
}

/** The replay's setup details (category, teams). A completed game never changes, so they are kept. */
export function useReplayInfo(gameId: string | undefined) {
  return useQuery({
    queryKey: replayQueryKey(gameId ?? ''),
    queryFn: () => prepareReplay(gameId!),
    enabled: !!gameId,
    staleTime: Infinity,
  });
}

/** Asks for a replay before leaving the list; the setup screen then reads its details
 *  (category, teams) from the cache instead of asking again. */
export function usePrepareReplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: prepareReplay,
    onSuccess: (info, gameId) => queryClient.setQueryData(replayQueryKey(gameId), info),
  });
}
