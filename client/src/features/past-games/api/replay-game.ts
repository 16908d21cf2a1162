import { apiRequest } from '@/lib/api-client';

export function prepareReplay(gameId: string) {
  return apiRequest<{ replayOf: string; categoryTitle: string | null }>(`/api/games/${gameId}/replay`, { method: 'POST', body: {} });
}
