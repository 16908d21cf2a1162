// GET /api/games: my games, newest first.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pastGameSchema } from '@charades/shared/schemas/games';
import { callApi } from '@/lib/api-client';

export type PastGame = z.output<typeof pastGameSchema>;

export function usePastGames(enabled: boolean) {
  return useQuery({ queryKey: ['games'], queryFn: () => callApi('games.list'), enabled });
}
