// /api/tv: a signed-in player pairs a TV (the code it shows), sees whether one is linked, mutes
// its sound and unlinks it. The TV itself never calls these: it has no account.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';

export default async function tvRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(app, 'tv.pair'),
    onRequest: app.authenticate,
    handler: async (request) => {
      // Every attempt counts, good code or bad: a person types one or two.
      await app.enforceRateLimit('tvPairPerUser', request.user!.id);
      await app.enforceRateLimit('tvPairPerIp', request.ip);
      return app.tv.pair(request.user!, request.body.code);
    },
  });

  r.route({
    ...contractRoute(app, 'tv.get'),
    onRequest: app.authenticate,
    handler: async (request) => app.tv.status(request.user!.id),
  });

  r.route({
    ...contractRoute(app, 'tv.update'),
    onRequest: app.authenticate,
    handler: async (request) => app.tv.setMuted(request.user!.id, request.body.muted),
  });

  r.route({
    ...contractRoute(app, 'tv.unlink'),
    onRequest: app.authenticate,
    handler: async (request) => app.tv.unlink(request.user!.id),
  });
}
