// GET /api/admin/users/:id/games: one page of a person's games, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { personKeys } from '../lib/person-query-keys';

export function listPersonGames(id: string, query: { page: number; pageSize: number }) {
  return callApi('admin.users.games', { params: { id }, query });
}

export function usePersonGames(id: string, query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: personKeys.games(id, query),
    queryFn: () => listPersonGames(id, query),
    placeholderData: keepPreviousData,
  });
}
