// Fixed-window counters. Redis-backed when configured so every server process shares the
// same limits; in-process otherwise (a single embedded server).
import type { RedisClient } from './redis.ts';
import { requestDeadline } from './redis-deadline.ts';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterMs: number;
  /** Hits in the current window, this one included. */
  count: number;
  /** Until the current window ends. */
  resetInMs: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Takes back one hit in the current window, for limits that count only failures: the
   *  attempt is counted up front (so parallel attempts cannot slip past the check) and given
   *  back when it succeeds. */
  undo(key: string): Promise<void>;
}

// INCR and set the window's expiry on the first hit, atomically.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}
`;

// Never below zero, and never creating a key (which would have no expiry).
const UNDO_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

export function createRedisRateLimiter(redis: RedisClient, prefix: string): RateLimiter {
  return {
    async undo(key) {
      await requestDeadline(redis.eval(UNDO_SCRIPT, { keys: [`${prefix}rl:${key}`], arguments: [] }));
    },
    async hit(key, limit, windowMs) {
      // Every limited request waits for this: bounded (a 503) if Redis goes silent.
      const [count, ttl] = (await requestDeadline(
        redis.eval(HIT_SCRIPT, {
          keys: [`${prefix}rl:${key}`],
          arguments: [String(windowMs)],
        }),
      )) as [number, number];
      return { allowed: count <= limit, retryAfterMs: count <= limit ? 0 : ttl, count, resetInMs: ttl };
    },
  };
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async undo(key) {
      const w = windows.get(key);
      if (w && w.resetAt > now() && w.count > 0) w.count -= 1;
    },
    async hit(key, limit, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
        // Keep the map from growing without bound: drop expired windows now and then.
        if (windows.size > 10_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterMs: w.count <= limit ? 0 : w.resetAt - t, count: w.count, resetInMs: w.resetAt - t };
    },
  };
}
