// Game records in Redis: one hash per game {v: version, d: the record without its titles as
// JSON, t: the titles as JSON, s: which save wrote it, ts: which save wrote t}. The titles are
// most of a record and change only when a game starts or a title is skipped, so a command
// writes v, d and s alone: a third of the bytes to encode, send and store (issue 18). A record
// saved before the split holds its titles in d; it is read as it is, and its first save
// writes t. One Lua script per save compares the version, writes the record and, only if that
// won, indexes the new reveal code, drops the old one, adds the turn's deadline to the
// scheduler's sorted set and publishes the change to the other processes: one round trip and
// one write per command. A process alone on the store publishes nothing: every process
// subscribes, so when the channel's only subscriber is the saving process itself, nobody else
// would read the change (issue 18: Redis writes and the process reads its own announcement
// for nothing, on every command).
//
// Reads send only what the reader lacks (issue 18: a phone joining, or a peer delivering a
// change, read and parsed the whole record and its titles every time). A save's stamp (s) is
// this process's id and the version, so a reader holding the record it saved itself learns
// that it is still the stored one and gets nothing more; and a reader holding the titles some
// save wrote (ts) gets the record without them.
import { randomBytes } from 'node:crypto';
import { isFinished } from '@charades/shared/game/engine';
import { redisScript, type RedisScript, type RedisScriptArg } from '../lib/redis-script.ts';
import type { RedisClient } from '../lib/redis.ts';
import { requestDeadline } from '../lib/redis-deadline.ts';
import { recordJsonWithoutTitles, type GameRecord } from './record.ts';
import { deadlineMember, deadlinesKey } from './scheduler.ts';
import { pooledTitles } from './title-pool.ts';
import type { GameChange, GameStore, SaveEffects } from './store.ts';

// Games idle this long are dropped from Redis; game_sessions still holds them.
const GAME_TTL_SECONDS = 7 * 24 * 3600;

// KEYS: game hash, new code key, retired code key, deadlines set, new short code key,
// retired short code key, room code key.
// ARGV: expected version (0: create), version, record JSON, TTL s ('' to leave it), game id, new code TTL ms
// ('' for none), retire ('1' or ''), deadline member, deadline score ('' for none),
// channel, message, new short code TTL ms ('' for none), retire short code ('1' or ''),
// room code TTL ms ('' for none), titles JSON ('' when unchanged), how many of the
// channel's subscribers are the saving process ('1' or '0'), the save's stamp.
// A short code or room code another game holds fails the save before anything is written
// (a game renews its own room code). Unchanged titles over a record without ts (saved before
// the split, or before titles were stamped) answer -1 before anything is written: the caller
// saves again with its titles.
// (Exported for bench/redis-script-cost.ts.)
export const SAVE = redisScript(`
local r = redis.call('HMGET', KEYS[1], 'v', 'ts')
local v = r[1]
if ARGV[1] == '0' then
  if v then return 0 end
elseif not v or tonumber(v) ~= tonumber(ARGV[1]) then
  return 0
end
if ARGV[15] == '' and not r[2] then return -1 end
if ARGV[14] ~= '' then
  local holder = redis.call('GET', KEYS[7])
  if holder and holder ~= ARGV[5] then return 0 end
end
if ARGV[12] ~= '' and not redis.call('SET', KEYS[5], ARGV[5], 'NX', 'PX', ARGV[12]) then return 0 end
if ARGV[14] ~= '' then redis.call('SET', KEYS[7], ARGV[5], 'PX', ARGV[14]) end
if ARGV[13] ~= '' then redis.call('DEL', KEYS[6]) end
if ARGV[15] ~= '' then
  redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3], 's', ARGV[17], 't', ARGV[15], 'ts', ARGV[17])
else
  redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3], 's', ARGV[17])
end
if ARGV[4] ~= '' then redis.call('EXPIRE', KEYS[1], ARGV[4]) end
if ARGV[6] ~= '' then redis.call('SET', KEYS[2], ARGV[5], 'PX', ARGV[6]) end
if ARGV[7] ~= '' then redis.call('DEL', KEYS[3]) end
if ARGV[9] ~= '' then redis.call('ZADD', KEYS[4], ARGV[9], ARGV[8]) end
if redis.call('PUBSUB', 'NUMSUB', ARGV[10])[2] > tonumber(ARGV[16]) then redis.call('PUBLISH', ARGV[10], ARGV[11]) end
return 1
`);

// Most commands change the record alone: no code, deadline, titles or idle timeout to write.
// They take this script, with one key and six arguments (the full SAVE's 7 keys and 17
// arguments cost Redis a fifth more per call; issue 34). KEYS: game hash. ARGV: expected
// version, version, record JSON, channel, message, how many of the channel's subscribers are
// the saving process, the save's stamp. Answers as SAVE does. (Exported for
// bench/redis-script-cost.ts.)
export const SAVE_RECORD = redisScript(`
local r = redis.call('HMGET', KEYS[1], 'v', 'ts')
if not r[1] or tonumber(r[1]) ~= tonumber(ARGV[1]) then return 0 end
if not r[2] then return -1 end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3], 's', ARGV[7])
if redis.call('PUBSUB', 'NUMSUB', ARGV[4])[2] > tonumber(ARGV[6]) then redis.call('PUBLISH', ARGV[4], ARGV[5]) end
return 1
`);

// KEYS: game hash. ARGV: the stamp of the caller's own save of the record it holds ('' for
// none), the stamp of the titles it holds ('' for none). Answers nil (no game), {} (the
// caller's record is the stored one), {d} (the caller's titles are the stored ones), or
// {d, ts, t} (t '' in a record saved before the split: its titles are in d).
const GET = redisScript(`
local r = redis.call('HMGET', KEYS[1], 'v', 's', 'ts')
if not r[1] then return nil end
if ARGV[1] ~= '' and r[2] == ARGV[1] then return {} end
local d = redis.call('HGET', KEYS[1], 'd')
if ARGV[2] ~= '' and r[3] == ARGV[2] then return {d} end
return {d, r[3] or '', redis.call('HGET', KEYS[1], 't') or ''}
`);

// The idle timeout is renewed when a save starts a turn, a clock or a game, and at least
// every 16th version: an active game never comes near it, and most commands skip the EXPIRE.
function ttlDue(record: GameRecord, effects: SaveEffects, withTitles: boolean): boolean {
  return withTitles || !!effects.deadline || !!effects.revealCode || !!effects.roomCode || record.version % 16 === 0;
}

// Titles of this many games are kept for reads (the game service keeps as many records), and
// as many reveal codes this process issued.
const TITLES_KEPT = 20_000;
const CODES_KEPT = 20_000;

/** The store's Redis keys and change channel, under one prefix. */
function storeKeys(prefix: string) {
  return {
    game: (id: string) => `${prefix}game:${id}`,
    code: (code: string) => `${prefix}reveal:${code}`,
    shortCode: (code: string) => `${prefix}short:${code}`,
    roomCode: (code: string) => `${prefix}room:${code}`,
    deadlines: deadlinesKey(prefix),
    channel: `${prefix}game-changes`,
  };
}
type StoreKeys = ReturnType<typeof storeKeys>;

// Every effect, and whether it needs the full SAVE script (keys beyond the record). Typed as a
// record of every SaveEffects key: a new effect fails to compile until it is placed here, so
// it cannot slip through the one-key script unwritten. The titles go with `withTitles`.
const NEEDS_FULL_SAVE: Record<keyof SaveEffects, boolean> = {
  revealCode: true,
  retiredRevealCode: true,
  shortCode: true,
  retiredShortCode: true,
  roomCode: true,
  deadline: true,
  titlesChanged: false,
};

/** Whether a save writes the record alone (SAVE_RECORD): no effect, no titles, no idle timeout to renew. */
export function recordOnly(record: GameRecord, expected: number, effects: SaveEffects, withTitles: boolean): boolean {
  if (expected === 0 || withTitles || ttlDue(record, effects, withTitles)) return false;
  for (const key in effects) {
    if (NEEDS_FULL_SAVE[key as keyof SaveEffects] !== false && effects[key as keyof SaveEffects]) return false;
  }
  return true;
}

/** One save as a script takes it: SAVE_RECORD or SAVE, its keys and its arguments, in the orders above. */
function saveCall(
  keys: StoreKeys,
  save: { record: GameRecord; expected: number; effects: SaveEffects; withTitles: boolean },
  announce: { change: string; countedSubscribers: string; stamp: string },
): [RedisScript, string[], RedisScriptArg[]] {
  const { record, expected, effects, withTitles } = save;
  // The record as bytes: node-redis writes a Buffer as it is, where a string is joined into
  // the command's text and that text copied again when written (1.5 KB a command, issue 34).
  const json = Buffer.from(recordJsonWithoutTitles(record));
  if (recordOnly(record, expected, effects, withTitles)) {
    const args = [
      String(expected),
      String(record.version),
      json,
      keys.channel,
      announce.change,
      announce.countedSubscribers,
      announce.stamp,
    ];
    return [SAVE_RECORD, [keys.game(record.gameId)], args];
  }
  const { revealCode, retiredRevealCode, deadline, shortCode, retiredShortCode, roomCode } = effects;
  return [
    SAVE,
    [
      keys.game(record.gameId),
      keys.code(revealCode?.code ?? ''),
      keys.code(retiredRevealCode ?? ''),
      keys.deadlines,
      keys.shortCode(shortCode?.code ?? ''),
      keys.shortCode(retiredShortCode ?? ''),
      keys.roomCode(roomCode?.code ?? ''),
    ],
    [
      String(expected),
      String(record.version),
      json,
      ttlDue(record, effects, withTitles) ? String(GAME_TTL_SECONDS) : '',
      record.gameId,
      revealCode ? String(revealCode.ttlMs) : '',
      retiredRevealCode ? '1' : '',
      deadline ? deadlineMember(record.gameId, deadline.turn) : '',
      deadline ? String(deadline.at) : '',
      // Creates are announced too: a game rebuilt after a flush may have viewers on any
      // server (a brand-new game has none; peers ignore games they have no viewers of).
      keys.channel,
      announce.change,
      shortCode ? String(shortCode.ttlMs) : '',
      retiredShortCode ? '1' : '',
      roomCode ? String(roomCode.ttlMs) : '',
      withTitles ? JSON.stringify(record.titles) : '',
      announce.countedSubscribers,
      announce.stamp,
    ],
  ];
}

/** This process's subscription to the peers' changes. */
function createPeerChannel(redis: RedisClient, channel: string, origin: string) {
  let subscriber: RedisClient | undefined;
  // Subscribed, and counted by Redis now: node-redis is ready again after a reconnect only
  // once it has resubscribed. While it is not, every save publishes (a peer may be listening).
  let subscribed = false;
  // Counts the subscriber's connections: a peer's announcement made while it was away is lost,
  // so what this process saved under an earlier connection may have been overtaken unheard.
  let connection = 0;
  const listening = () => subscribed && !!subscriber?.isReady;
  return {
    countedSubscribers: () => (listening() ? '1' : '0'),
    /** The subscriber's connection now, if every peer's change is heard now; else undefined. */
    listeningConnection: () => (listening() ? connection : undefined),
    async onPeerChange(handler: (change: GameChange) => void) {
      if (!subscriber) {
        subscriber = redis.duplicate();
        // Errors surface as a reconnect (node-redis resubscribes); an unhandled 'error' would kill the process.
        subscriber.on('error', () => {});
        subscriber.on('ready', () => connection++);
      }
      if (!subscriber.isOpen) await subscriber.connect();
      await subscriber.subscribe(channel, (message) => {
        const [from, gameId, version, retired] = message.split(' ');
        if (from === origin || !gameId) return;
        const change: GameChange = { gameId, version: Number(version), retiredRevealCode: retired || null };
        handler(change);
      });
      subscribed = true;
    },
    async close() {
      subscribed = false;
      if (subscriber?.isOpen) await subscriber.close();
    },
  };
}

/** What this process remembers of its saves and reads: titles by game, the reveal codes it issued. */
function createProcessMemory() {
  // Per game, the titles last written or read, and the stamp of the save that wrote them.
  // Titles are never changed in place, so one array serves every read until a save writes
  // new ones (under a new stamp).
  const titlesRead = new Map<string, { stamp: string; titles: GameRecord['titles'] }>();
  // The reveal codes this process's saves issued, with when their index entry expires: a
  // phone following a turn's new code finds its game without a GET (issue 18: a join was two
  // round trips). A code a peer has retired since is still found here; the caller checks the
  // game's current code anyway (GameService.findByRevealCode), as it must after any lookup.
  const codesIssued = new Map<string, { gameId: string; expiresAt: number }>();
  function noteCodes(gameId: string, effects: SaveEffects) {
    if (effects.retiredRevealCode) codesIssued.delete(effects.retiredRevealCode);
    if (!effects.revealCode) return;
    codesIssued.set(effects.revealCode.code, { gameId, expiresAt: Date.now() + effects.revealCode.ttlMs });
    if (codesIssued.size > CODES_KEPT) codesIssued.delete(codesIssued.keys().next().value!);
  }
  function keepTitles(gameId: string, stamp: string, titles: GameRecord['titles']) {
    titlesRead.delete(gameId);
    titlesRead.set(gameId, { stamp, titles });
    if (titlesRead.size > TITLES_KEPT) titlesRead.delete(titlesRead.keys().next().value!);
  }
  // Per game, the last record this process saved while it heard every peer's change, and the
  // subscriber's connection then. It is still the stored one while that connection lasts and
  // no peer has announced a change of the game since: a read that allows it (GameStore.get's
  // heldIfHeard) needs no round trip. A phone joining each turn's new reveal code cost a third
  // of a round trip per command (issue 34). A record Redis has lost since (a flush) is still
  // the latest the game had: the next command's compare-and-set fails, and the game is rebuilt
  // from game_sessions as before.
  const latest = new Map<string, { record: GameRecord; connection: number }>();
  function keepLatest(record: GameRecord, connection: number | undefined) {
    latest.delete(record.gameId);
    // A game over needs no more joins, and its record is not kept for them (as GameService.remember).
    if (connection === undefined || record.closed || isFinished(record.state)) return;
    latest.set(record.gameId, { record, connection });
    if (latest.size > TITLES_KEPT) latest.delete(latest.keys().next().value!);
  }
  const isLatest = (record: GameRecord, connection: number | undefined) => {
    const own = latest.get(record.gameId);
    return own?.record === record && own.connection === connection;
  };
  const overtaken = (gameId: string) => latest.delete(gameId);
  return { titlesRead, codesIssued, noteCodes, keepTitles, keepLatest, isLatest, overtaken };
}

export function createRedisGameStore(redis: RedisClient, prefix: string): GameStore {
  const keys = storeKeys(prefix);
  // Tells this process's own announcements apart from its peers'.
  const origin = randomBytes(8).toString('hex');
  const peers = createPeerChannel(redis, keys.channel, origin);
  const stampOf = (record: GameRecord) => `${origin}:${record.version}`;
  const { titlesRead, codesIssued, noteCodes, keepTitles, keepLatest, isLatest, overtaken } = createProcessMemory();

  async function save(record: GameRecord, expected: number, effects: SaveEffects): Promise<boolean> {
    // Taken before the save is sent: a peer's save after ours is heard unless this connection ends.
    const heard = peers.listeningConnection();
    let withTitles = !!effects.titlesChanged || expected === 0;
    let answer = await saveOnce(record, expected, effects, withTitles);
    if (answer === -1) answer = await saveOnce(record, expected, effects, (withTitles = true));
    // A refused save means another version is stored: this process's last one is not.
    keepLatest(record, answer === 1 ? heard : undefined);
    if (answer !== 1) return false;
    if (withTitles) keepTitles(record.gameId, stampOf(record), record.titles);
    noteCodes(record.gameId, effects);
    return true;
  }

  function saveOnce(record: GameRecord, expected: number, effects: SaveEffects, withTitles: boolean): Promise<unknown> {
    const change = `${origin} ${record.gameId} ${record.version} ${effects.retiredRevealCode ?? ''}`;
    const [script, scriptKeys, args] = saveCall(
      keys,
      { record, expected, effects, withTitles },
      { change, countedSubscribers: peers.countedSubscribers(), stamp: stampOf(record) },
    );
    // Commands and game starts wait for this: bounded (a 503) if Redis goes silent.
    return requestDeadline(script(redis, scriptKeys, args));
  }

  return {
    kind: 'redis',
    async get(gameId, known, opts) {
      if (known && opts?.heldIfHeard && isLatest(known, peers.listeningConnection())) return known;
      const held = titlesRead.get(gameId);
      const reply = (await requestDeadline(GET(redis, [keys.game(gameId)], [known ? stampOf(known) : '', held?.stamp ?? '']))) as
        [] | [string] | [string, string, string] | null;
      if (!reply) return undefined;
      const [raw, stamp, titles] = reply;
      if (raw === undefined) return known;
      const record = JSON.parse(raw) as GameRecord;
      if (stamp === undefined) record.titles = held!.titles;
      // A record saved before the split has its titles in d.
      else if (titles) {
        record.titles = pooledTitles(JSON.parse(titles) as GameRecord['titles']);
        if (stamp) keepTitles(gameId, stamp, record.titles);
      }
      return record;
    },
    create: (record, effects) => save(record, 0, effects),
    compareAndSet: (record, expected, effects) => save(record, expected, effects),
    async gameForRevealCode(code) {
      const issued = codesIssued.get(code);
      if (issued && issued.expiresAt > Date.now()) return issued.gameId;
      return (await requestDeadline(redis.get(keys.code(code)))) ?? undefined;
    },
    async gameForShortCode(code) {
      return (await requestDeadline(redis.get(keys.shortCode(code)))) ?? undefined;
    },
    async gameForRoomCode(code) {
      return (await requestDeadline(redis.get(keys.roomCode(code)))) ?? undefined;
    },
    onPeerChange: (handler) =>
      peers.onPeerChange((change) => {
        overtaken(change.gameId);
        handler(change);
      }),
    close: () => peers.close(),
  };
}
