// A Lua script called by its SHA (EVALSHA): the source travels once, not with every call.
// Redis forgets scripts on restart or SCRIPT FLUSH; then the call falls back to EVAL, which
// loads it again.
import { createHash } from 'node:crypto';
import type { RedisClient } from './redis.ts';

export type RedisScript = (redis: RedisClient, keys: string[], args: string[]) => Promise<unknown>;

export function redisScript(source: string): RedisScript {
  const sha = createHash('sha1').update(source).digest('hex');
  return async (redis, keys, args) => {
    try {
      return await redis.evalSha(sha, { keys, arguments: args });
    } catch (err) {
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      return redis.eval(source, { keys, arguments: args });
    }
  };
}
