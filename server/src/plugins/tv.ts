// Paired TVs (issue 16): the pairing store (Redis or in-process), the service that pairs and
// tells TVs what to show, and the TV page's socket events on the games plugin's server.
import fp from 'fastify-plugin';
import { createMemoryPairingStore, createRedisPairingStore } from '../tv/pairing-store.ts';
import { TvService } from '../tv/tv-service.ts';
import { attachTvGateway } from '../tv/tv-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tv: TvService;
  }
}

export default fp<{ redisPrefix: string; linkTtlMs: number }>(
  async (app, { redisPrefix, linkTtlMs }) => {
    const store = app.redis ? createRedisPairingStore(app.redis, redisPrefix) : createMemoryPairingStore();
    const tv = new TvService(app.db, store, app.io, app.games, app.log, linkTtlMs);
    app.decorate('tv', tv);
    attachTvGateway(app, app.io, tv, app.games);
  },
  { name: 'tv', dependencies: ['games', 'rate-limit', 'db', 'redis'] },
);
