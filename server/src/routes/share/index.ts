// GET /api/share/:shareId — the public scoreboard: team names, scores, round, clock. No titles.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shareIdParams, spectatorGameView } from '@charades/shared/schemas/games';
import { AppError } from '../../lib/app-error.ts';
import { spectatorView } from '../../game/views.ts';

export default async function shareRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/:shareId', { schema: { tags: ['games'], params: shareIdParams, response: { 200: spectatorGameView } } }, async (request) => {
      const record = await app.games.findByShareId(request.params.shareId);
      if (!record) throw new AppError('game_not_found');
      return spectatorView(record);
    });
}
