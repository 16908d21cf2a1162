import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pastGameSchema } from '@charades/shared/schemas/games';
import { apiRequest } from '@/lib/api-client';

export type PastGame = z.infer<typeof pastGameSchema>;

export function usePastGames(enabled: boolean) {
  return useQuery({ queryKey: ['games'], queryFn: () => apiRequest<PastGame[]>('/api/games'), enabled });
}
