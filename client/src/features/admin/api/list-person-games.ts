// GET /api/admin/users/:id/games: one page of a person's games, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { personGameSchema } from '@charades/shared/schemas/admin-person';
import { apiRequest } from '@/lib/api-client';
import { personKeys } from '../lib/person-query-keys';
import { toQueryString } from '../lib/use-list-params';

export type PersonGame = z.infer<typeof personGameSchema>;

export interface PersonGamesPage {
  items: PersonGame[];
  total: number;
  page: number;
  pageSize: number;
}

export function listPersonGames(id: string, query: { page: number; pageSize: number }): Promise<PersonGamesPage> {
  return apiRequest<PersonGamesPage>(`/api/admin/users/${encodeURIComponent(id)}/games?${toQueryString(query)}`);
}

export function usePersonGames(id: string, query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: personKeys.games(id, query),
    queryFn: () => listPersonGames(id, query),
    placeholderData: keepPreviousData,
  });
}
