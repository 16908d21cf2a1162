// /api/tv: a signed-in player pairs a TV (the code it shows), sees whether one is linked, mutes
// its sound and unlinks it. The TV itself never calls these: it has no account.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tvPairBody, tvSettingsBody, tvStatus } from '@charades/shared/schemas/tv';

export default async function tvRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/pair',
    { onRequest: app.authenticate, schema: { tags: ['tv'], body: tvPairBody, response: { 200: tvStatus } } },
    async (request) => {
      // Every attempt counts, good code or bad: a person types one or two.
      await app.enforceRateLimit('tvPairPerUser', request.user!.id);
      await app.enforceRateLimit('tvPairPerIp', request.ip);
      return app.tv.pair(request.user!, request.body.code);
    },
  );

  r.get('/', { onRequest: app.authenticate, schema: { tags: ['tv'], response: { 200: tvStatus } } }, async (request) =>
    app.tv.status(request.user!.id),
  );

  r.patch(
    '/',
    { onRequest: app.authenticate, schema: { tags: ['tv'], body: tvSettingsBody, response: { 200: tvStatus } } },
    async (request) => app.tv.setMuted(request.user!.id, request.body.muted),
  );

  r.delete('/', { onRequest: app.authenticate, schema: { tags: ['tv'], response: { 200: tvStatus } } }, async (request) =>
    app.tv.unlink(request.user!.id),
  );
}
