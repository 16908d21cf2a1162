// GET /api/share/:shareId — the public scoreboard: team names, scores, round, clock. No titles.
// GET /api/share/:shareId/image?lang= — a finished game's result as a 1080x1350 PNG to share.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resultImageQuery, shareIdParams, spectatorGameView } from '@charades/shared/schemas/games';
import { AppError } from '../../lib/app-error.ts';
import { spectatorView } from '../../game/views.ts';
import { resultImage } from '../../game/result-image.ts';
import { IMAGE_RESPONSE_CSP } from '../images/index.ts';

export default async function shareRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/:shareId', { schema: { tags: ['games'], params: shareIdParams, response: { 200: spectatorGameView } } }, async (request) => {
      const record = await app.games.findByShareId(request.params.shareId);
      if (!record) throw new AppError('game_not_found');
      return spectatorView(record);
    })
    .get(
      '/:shareId/image',
      { schema: { tags: ['games'], params: shareIdParams, querystring: resultImageQuery } },
      async (request, reply) => {
        // Read now: a request whose client has gone by the time the image is drawn has no
        // address any more (its socket is closed).
        const address = request.ip;
        const { png, language } = await resultImage({
          db: app.db,
          record: await app.games.findByShareId(request.params.shareId),
          language: request.query.lang,
          publicOrigin: app.publicOrigin(),
          beforeDrawing: async () => {
            await app.enforceRateLimit('resultImagePerIp', address);
          },
        });
        return reply
          .header('cache-control', 'public, max-age=3600')
          .header('content-disposition', `inline; filename="charades-${language}.png"`)
          .header('content-security-policy', IMAGE_RESPONSE_CSP)
          .header('content-language', language)
          .type('image/png')
          .send(png);
      },
    );
}
