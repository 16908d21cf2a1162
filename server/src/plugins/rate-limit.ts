// Named limits for abuse-prone endpoints. app.enforceRateLimit(name, key) throws 429
// rate_limited with Retry-After when the key has used up its window.
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '../lib/rate-limiter.ts';

export const RATE_LIMITS = {
  signInPerIp: { limit: 30, windowMs: 15 * 60_000 },
  signInPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  signUpPerIp: { limit: 10, windowMs: 60 * 60_000 },
  recoverPerIp: { limit: 10, windowMs: 60 * 60_000 },
  recoverPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  resendPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  refreshPerIp: { limit: 120, windowMs: 60_000 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    enforceRateLimit(name: RateLimitName, key: string): Promise<void>;
  }
}

export default fp<{ scale: number; prefix: string }>(
  async (app, { scale, prefix }) => {
    const limiter = app.redis ? createRedisRateLimiter(app.redis, prefix) : createMemoryRateLimiter();
    app.decorate('rateLimiter', limiter);
    app.decorate('enforceRateLimit', async (name: RateLimitName, key: string) => {
      const { limit, windowMs } = RATE_LIMITS[name];
      const result = await limiter.hit(`${name}:${key.toLowerCase()}`, Math.ceil(limit * scale), windowMs);
      if (!result.allowed) {
        const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
        throw new AppError('rate_limited', 429, 'Too many requests. Please try again later.', {
          'retry-after': String(seconds),
        });
      }
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
