// Short-lived keys of TV pairing (codes on screen, claims waiting for their TV), shared by
// every server process through Redis, or in this process without it. Each key has a TTL; a
// code is taken with one atomic read-and-delete, so it pairs at most one TV.
import type { RedisClient } from '../lib/redis.ts';
import { requestDeadline } from '../lib/redis-deadline.ts';

export interface PairingStore {
  /** Stores `value` under `key` for `ttlMs` unless the key exists; false if it did. */
  setNew(key: string, value: string, ttlMs: number): Promise<boolean>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  /** Time left in ms, or null when the key is absent. */
  ttl(key: string): Promise<number | null>;
  /** Reads and deletes at once: of two callers, one gets the value. */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
}

export function createRedisPairingStore(redis: RedisClient, prefix: string): PairingStore {
  const k = (key: string) => `${prefix}tv:${key}`;
  return {
    async setNew(key, value, ttlMs) {
      return (await requestDeadline(redis.set(k(key), value, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }))) === 'OK';
    },
    async set(key, value, ttlMs) {
      await requestDeadline(redis.set(k(key), value, { expiration: { type: 'PX', value: ttlMs } }));
    },
    get: (key) => requestDeadline(redis.get(k(key))),
    async ttl(key) {
      const ms = await requestDeadline(redis.pTTL(k(key)));
      return ms < 0 ? null : ms;
    },
    take: (key) => requestDeadline(redis.getDel(k(key))),
    async del(key) {
      await requestDeadline(redis.del(k(key)));
    },
  };
}

export function createMemoryPairingStore(now: () => number = Date.now): PairingStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.expiresAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  const sweep = () => {
    if (entries.size < 10_000) return;
    for (const [key, e] of entries) if (e.expiresAt <= now()) entries.delete(key);
  };
  return {
    async setNew(key, value, ttlMs) {
      if (live(key)) return false;
      sweep();
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async set(key, value, ttlMs) {
      sweep();
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    get: async (key) => live(key)?.value ?? null,
    ttl: async (key) => {
      const e = live(key);
      return e ? e.expiresAt - now() : null;
    },
    async take(key) {
      const e = live(key);
      entries.delete(key);
      return e?.value ?? null;
    },
    async del(key) {
      entries.delete(key);
    },
  };
}
