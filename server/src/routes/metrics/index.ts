// GET /metrics: this process's Prometheus metrics, for a scraper holding METRICS_TOKEN as a
// bearer token. Registered only when the token is configured (otherwise 404 like any unknown
// route). Outside /api: it is for the operator's scraper, not the game's clients.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

// Hashing both sides first gives equal lengths, so the comparison takes the same time
// whatever the token sent, its length included.
const digest = (text: string) => createHash('sha256').update(text).digest();

export default async function metricsRoutes(app: FastifyInstance, opts: { token: string }) {
  const expected = digest(`Bearer ${opts.token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization ?? '';
    if (!timingSafeEqual(digest(given), expected)) throw new AppError('unauthorized');
    const text = await app.metrics.registry.metrics();
    return reply.header('content-type', app.metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
