// GET /api/reveal/:code — the actor's phone in shared mode: the current turn's title and
// poster, for the current turn only. No sign-in: the unguessable code is the permission.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { revealCodeParams, revealGameView } from '@charades/shared/schemas/games';
import { AppError } from '../../lib/app-error.ts';
import { revealView } from '../../game/views.ts';

export default async function revealRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/:code', { schema: { tags: ['games'], params: revealCodeParams, response: { 200: revealGameView } } }, async (request) => {
      const record = await app.games.findByRevealCode(request.params.code);
      if (!record) throw new AppError('reveal_code_invalid');
      const view = revealView(record, request.params.code);
      if (!view.valid) throw new AppError('reveal_code_invalid');
      return view;
    });
}
