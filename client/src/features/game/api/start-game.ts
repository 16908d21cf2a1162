import type { HostGameView, StartGameBody } from '@charades/shared/schemas/games';
import { apiRequest } from '@/lib/api-client';

export function startGame(body: StartGameBody) {
  return apiRequest<HostGameView>('/api/games', { body });
}
