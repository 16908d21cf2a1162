import type { FastifyInstance } from 'fastify';
import { createDeadline } from '../../lib/redis-deadline.ts';

const readyzDeadline = createDeadline(1000);

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { tags: ['health'] } }, async () => ({ ok: true }));

  app.get('/readyz', { schema: { tags: ['health'] } }, async (request, reply) => {
    // Shutting down (plugins/draining.ts): send no new work here, whatever the checks say.
    if (app.isDraining()) return reply.code(503).send({ ok: false, draining: true });
    const checks: Record<string, 'ok' | 'down' | 'not_configured'> = { database: 'ok', redis: 'not_configured' };
    try {
      await app.database.ping();
    } catch (err) {
      request.log.warn({ err }, 'readiness: database unreachable');
      checks.database = 'down';
    }
    if (app.redis) {
      try {
        // Down at once while disconnected (the ping would be refused anyway); a connection
        // that is up but silent gets a bounded wait, not the balancer's whole probe timeout.
        if (!app.redis.isReady) throw new Error('Redis connection is not ready');
        await readyzDeadline(app.redis.ping());
        checks.redis = 'ok';
      } catch (err) {
        request.log.warn({ err }, 'readiness: redis unreachable');
        checks.redis = 'down';
      }
    }
    const ready = !Object.values(checks).includes('down');
    return reply.code(ready ? 200 : 503).send({ ok: ready, checks });
  });
}
