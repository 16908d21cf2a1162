// Game records in Redis: one hash per game {v: version, d: JSON}. One Lua script per save
// compares the version, writes the record and, only if that won, indexes the new reveal
// code, drops the old one, adds the turn's deadline to the scheduler's sorted set and
// publishes the change to the other processes: one round trip and one write per command.
import { randomBytes } from 'node:crypto';
import { redisScript } from '../lib/redis-script.ts';
import type { RedisClient } from '../lib/redis.ts';
import { requestDeadline } from '../lib/redis-deadline.ts';
import type { GameRecord } from './record.ts';
import { deadlineMember, deadlinesKey } from './scheduler.ts';
import type { GameChange, GameStore, SaveEffects } from './store.ts';

// Games idle this long are dropped from Redis; game_sessions still holds them.
const GAME_TTL_SECONDS = 7 * 24 * 3600;

// KEYS: game hash, new code key, retired code key, deadlines set, new short code key,
// retired short code key, room code key.
// ARGV: expected version (0: create), version, record JSON, TTL s, game id, new code TTL ms
// ('' for none), retire ('1' or ''), deadline member, deadline score ('' for none),
// channel, message, new short code TTL ms ('' for none), retire short code ('1' or ''),
// room code TTL ms ('' for none).
// A short code or room code another game holds fails the save before anything is written
// (a game renews its own room code).
const SAVE = redisScript(`
local v = redis.call('HGET', KEYS[1], 'v')
if ARGV[1] == '0' then
  if v then return 0 end
elseif not v or tonumber(v) ~= tonumber(ARGV[1]) then
  return 0
end
if ARGV[14] ~= '' then
  local holder = redis.call('GET', KEYS[7])
  if holder and holder ~= ARGV[5] then return 0 end
end
if ARGV[12] ~= '' and not redis.call('SET', KEYS[5], ARGV[5], 'NX', 'PX', ARGV[12]) then return 0 end
if ARGV[14] ~= '' then redis.call('SET', KEYS[7], ARGV[5], 'PX', ARGV[14]) end
if ARGV[13] ~= '' then redis.call('DEL', KEYS[6]) end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
if ARGV[6] ~= '' then redis.call('SET', KEYS[2], ARGV[5], 'PX', ARGV[6]) end
if ARGV[7] ~= '' then redis.call('DEL', KEYS[3]) end
if ARGV[9] ~= '' then redis.call('ZADD', KEYS[4], ARGV[9], ARGV[8]) end
redis.call('PUBLISH', ARGV[10], ARGV[11])
return 1
`);

export function createRedisGameStore(redis: RedisClient, prefix: string): GameStore {
  const key = (id: string) => `${prefix}game:${id}`;
  const codeKey = (code: string) => `${prefix}reveal:${code}`;
  const shortCodeKey = (code: string) => `${prefix}short:${code}`;
  const roomCodeKey = (code: string) => `${prefix}room:${code}`;
  const channel = `${prefix}game-changes`;
  // Tells this process's own announcements apart from its peers'.
  const origin = randomBytes(8).toString('hex');
  let subscriber: RedisClient | undefined;

  async function save(record: GameRecord, expected: number, effects: SaveEffects): Promise<boolean> {
    const { revealCode, retiredRevealCode, deadline, shortCode, retiredShortCode, roomCode } = effects;
    const change = `${origin} ${record.gameId} ${record.version} ${retiredRevealCode ?? ''}`;
    // Commands and game starts wait for this: bounded (a 503) if Redis goes silent.
    const ok = await requestDeadline(
      SAVE(
        redis,
        [
          key(record.gameId),
          codeKey(revealCode?.code ?? ''),
          codeKey(retiredRevealCode ?? ''),
          deadlinesKey(prefix),
          shortCodeKey(shortCode?.code ?? ''),
          shortCodeKey(retiredShortCode ?? ''),
          roomCodeKey(roomCode?.code ?? ''),
        ],
        [
          String(expected),
          String(record.version),
          JSON.stringify(record),
          String(GAME_TTL_SECONDS),
          record.gameId,
          revealCode ? String(revealCode.ttlMs) : '',
          retiredRevealCode ? '1' : '',
          deadline ? deadlineMember(record.gameId, deadline.turn) : '',
          deadline ? String(deadline.at) : '',
          // Creates are announced too: a game rebuilt after a flush may have viewers on any
          // server (a brand-new game has none; peers ignore games they have no viewers of).
          channel,
          change,
          shortCode ? String(shortCode.ttlMs) : '',
          retiredShortCode ? '1' : '',
          roomCode ? String(roomCode.ttlMs) : '',
        ],
      ),
    );
    return ok === 1;
  }

  return {
    kind: 'redis',
    async get(gameId) {
      const raw = await requestDeadline(redis.hGet(key(gameId), 'd'));
      return raw ? (JSON.parse(raw) as GameRecord) : undefined;
    },
    create: (record, effects) => save(record, 0, effects),
    compareAndSet: (record, expected, effects) => save(record, expected, effects),
    async gameForRevealCode(code) {
      return (await requestDeadline(redis.get(codeKey(code)))) ?? undefined;
    },
    async gameForShortCode(code) {
      return (await requestDeadline(redis.get(shortCodeKey(code)))) ?? undefined;
    },
    async gameForRoomCode(code) {
      return (await requestDeadline(redis.get(roomCodeKey(code)))) ?? undefined;
    },
    async onPeerChange(handler) {
      if (!subscriber) {
        subscriber = redis.duplicate();
        // Errors surface as a reconnect (node-redis resubscribes); an unhandled 'error' would kill the process.
        subscriber.on('error', () => {});
      }
      if (!subscriber.isOpen) await subscriber.connect();
      await subscriber.subscribe(channel, (message) => {
        const [from, gameId, version, retired] = message.split(' ');
        if (from === origin || !gameId) return;
        const change: GameChange = { gameId, version: Number(version), retiredRevealCode: retired || null };
        handler(change);
      });
    },
    async close() {
      if (subscriber?.isOpen) await subscriber.close();
    },
  };
}
