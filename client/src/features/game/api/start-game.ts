// POST /api/games: a new game (or a replay), answered with its host view.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartGameBody } from '@charades/shared/schemas/games';
import { callApi } from '@/lib/api-client';
import { meQueryKey } from '@/lib/api/get-me';

export function startGame(body: StartGameBody) {
  return callApi('games.start', { body });
}

/** Starts a game; a new game spends a token, so the profile (balance) is read again. */
export function useStartGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startGame,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
