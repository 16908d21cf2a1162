// A Lua script called by its SHA (EVALSHA): the source travels once, not with every call.
// Redis forgets scripts on restart or SCRIPT FLUSH; then the call falls back to EVAL, which
// loads it again.
import { createHash } from 'node:crypto';
import type { RedisClient } from './redis.ts';

/** A script's argument: a string, or a Buffer for a long one (the client writes a Buffer as it
 *  is; a string is joined with the command's other arguments and copied once more to be sent). */
export type RedisScriptArg = string | Buffer;
export type RedisScript = (redis: RedisClient, keys: string[], args: RedisScriptArg[]) => Promise<unknown>;

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
