// app.redis is the shared Redis client when REDIS_URL is configured, null in embedded mode.
import fp from 'fastify-plugin';
import type { RedisClient } from '../lib/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    redis: RedisClient | null;
  }
}

export default fp<{ redis: RedisClient | null }>(
  async (app, { redis }) => {
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      if (redis?.isOpen) await redis.close();
    });
  },
  { name: 'redis' },
);
