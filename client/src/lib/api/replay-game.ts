// POST /api/games/:id/replay: a completed game's setup (category, teams), to play it again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const replayQueryKey = (gameId: string) => ['replay', gameId] as const;

export function prepareReplay(gameId: string) {
  return callApi('games.replay', { params: { id: gameId } });
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
