// Game records in Redis: one hash per game {v: version, d: JSON}, written by a Lua
// compare-and-set so concurrent servers serialise on the version.
import type { RedisClient } from '../lib/redis.ts';
import type { GameRecord } from './record.ts';
import type { GameStore } from './store.ts';

// Games idle this long are dropped from Redis; game_sessions still holds them.
const GAME_TTL_SECONDS = 7 * 24 * 3600;

const CAS_SCRIPT = `
local v = redis.call('HGET', KEYS[1], 'v')
if v == false then
  if ARGV[1] ~= '0' then return 0 end
  redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3])
  redis.call('EXPIRE', KEYS[1], ARGV[4])
  return 1
end
if ARGV[1] == '0' or tonumber(v) ~= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1
`;

export function createRedisGameStore(redis: RedisClient, prefix: string): GameStore {
  const key = (id: string) => `${prefix}game:${id}`;
  const codeKey = (code: string) => `${prefix}reveal:${code}`;
  async function cas(record: GameRecord, expected: number): Promise<boolean> {
    const ok = await redis.eval(CAS_SCRIPT, {
      keys: [key(record.gameId)],
      arguments: [String(expected), String(record.version), JSON.stringify(record), String(GAME_TTL_SECONDS)],
    });
    return ok === 1;
  }
  return {
    kind: 'redis',
    async get(gameId) {
      const raw = await redis.hGet(key(gameId), 'd');
      return raw ? (JSON.parse(raw) as GameRecord) : undefined;
    },
    create: (record) => cas(record, 0),
    compareAndSet: (record, expected) => cas(record, expected),
    async setRevealCode(code, gameId, ttlMs) {
      await redis.set(codeKey(code), gameId, { PX: ttlMs });
    },
    async gameForRevealCode(code) {
      return (await redis.get(codeKey(code))) ?? undefined;
    },
    async deleteRevealCode(code) {
      await redis.del(codeKey(code));
    },
    async close() {},
  };
}
