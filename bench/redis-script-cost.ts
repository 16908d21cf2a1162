// What a game command's save costs Redis, against the floors Redis itself sets on this machine
// (issue 34 §1: "Redis CPU per command ≤ 2 bare round trips"). On a redis-server of its own,
// one call at a time (as bench:realtime's PING floor, and as a command's save is one round
// trip), Redis's CPU per call (INFO's used_cpu_user + used_cpu_sys) for:
//   ping         the bare round trip: reading a request and writing a reply;
//   hset         the record's write alone, no compare (v, d: a record's JSON, s);
//   lua-empty    EVALSHA of `return 1` with the save's key and 7 arguments: a script call's price;
//   save-record  the game's one-key save (SAVE_RECORD in server/src/game/redis-store.ts):
//                HMGET, compare, HSET, PUBSUB NUMSUB, as two commands in three make it;
//   save-turn    the game's full save (SAVE) as a turn's end makes it, every third command:
//                the record, the new reveal and short codes indexed and the old ones
//                dropped, the room code renewed, the deadline added, the idle timeout;
//   command      a command's average in bench:realtime's mix: two save-records, one save-turn.
// Each figure is printed in µs and in PINGs of the same run, then a RESULT {json} line
// (bench/median.ts). Rounds alternate the kinds, so a machine that gets busier part-way
// weighs on all of them alike.
//   node --import tsx bench/redis-script-cost.ts [--calls 20000] [--rounds 3] [--record-bytes 1000]
import { parseArgs } from 'node:util';
import { redisScript } from '../server/src/lib/redis-script.ts';
import { connectRedis, type RedisClient } from '../server/src/lib/redis.ts';
import { SAVE, SAVE_RECORD } from '../server/src/game/redis-store.ts';
import { startPrivateRedis } from './lib/private-redis.ts';
import { redisSnapshot } from './lib/service-stats.ts';
import { runMain } from './lib/run-main.ts';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '3' },
    'record-bytes': { type: 'string', default: '1000' },
  },
});
const CALLS = Number(values.calls);
const ROUNDS = Number(values.rounds);
// bench:realtime's records are about this long (its tvStateBytes is the view, not the record).
const RECORD = Buffer.from(`{"x":"${'a'.repeat(Math.max(0, Number(values['record-bytes']) - 8))}"}`);

const EMPTY = redisScript('return 1');
const KEY = 'bench:game:1';
const CHANNEL = 'bench:changes';

type Kind = 'ping' | 'hset' | 'lua-empty' | 'save-record' | 'save-turn';
const KINDS: Kind[] = ['ping', 'hset', 'lua-empty', 'save-record', 'save-turn'];

/** One call of a kind; `i` counts the calls, so the save's compare-and-set always wins. */
function call(redis: RedisClient, kind: Kind, version: number): Promise<unknown> {
  const stamp = `bench:${version}`;
  switch (kind) {
    case 'ping':
      return redis.ping();
    case 'hset':
      return redis.hSet(KEY, { v: String(version), d: RECORD, s: stamp });
    case 'lua-empty':
      return EMPTY(redis, [KEY], [String(version - 1), String(version), RECORD, CHANNEL, `x ${version}`, '1', stamp]);
    case 'save-record':
      return SAVE_RECORD(redis, [KEY], [String(version - 1), String(version), RECORD, CHANNEL, `x ${version}`, '1', stamp]);
    case 'save-turn': {
      // Keys and arguments as redis-store.ts's scriptCall builds them for a turn's end.
      const keys = [KEY, `bench:code:${version}`, `bench:code:${version - 1}`, 'bench:deadlines', `bench:short:${version}`];
      keys.push(`bench:short:${version - 1}`, 'bench:room:ROOM1');
      const ttl = String(7 * 24 * 3600);
      const args = [
        String(version - 1),
        String(version),
        RECORD,
        ttl,
        'game-1',
        '3600000',
        '1',
        `game-1:${version}`,
        String(Date.now() + 60_000),
      ];
      args.push(CHANNEL, `x ${version}`, '3600000', '1', String(12 * 3600_000), '', '1', stamp);
      return SAVE(redis, keys, args);
    }
  }
}

async function main() {
  const server = await startPrivateRedis();
  // The game server's own client, options and all.
  const redis = await connectRedis(server.url);
  try {
    // The save compares against a stored version with its `ts` (titles stamp) set.
    await redis.hSet(KEY, { v: '0', d: RECORD, s: 'bench:0', t: '[]', ts: 'bench:0' });
    let version = 0;
    const cpuUs: Record<Kind, number[]> = { ping: [], hset: [], 'lua-empty': [], 'save-record': [], 'save-turn': [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of KINDS) {
        // Warm: the script loaded (the first EVALSHA falls back to EVAL), the code paths hot.
        for (let i = 0; i < 500; i++) await call(redis, kind, ++version);
        const before = await redisSnapshot(server.url);
        for (let i = 0; i < CALLS; i++) await call(redis, kind, ++version);
        const after = await redisSnapshot(server.url);
        cpuUs[kind].push(((after.cpuMs - before.cpuMs) * 1000) / CALLS);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ping = median(cpuUs.ping);
    const result: Record<string, number> = {};
    console.log(
      `Redis CPU per call, one call at a time, ${CALLS} calls × ${ROUNDS} rounds (median of the rounds; record ${RECORD.length} B):`,
    );
    for (const kind of KINDS) {
      const us = median(cpuUs[kind]);
      result[`${kind}Us`] = us;
      result[`${kind}VsPing`] = us / ping;
      console.log(
        `  ${kind.padEnd(12)} ${us.toFixed(1).padStart(6)} µs = ${(us / ping).toFixed(2)} PINGs   (rounds: ${cpuUs[kind].map((x) => x.toFixed(1)).join(', ')})`,
      );
    }
    const command = (2 * median(cpuUs['save-record']) + median(cpuUs['save-turn'])) / 3;
    result.commandUs = command;
    result.commandVsPing = command / ping;
    console.log(
      `  ${'command'.padEnd(12)} ${command.toFixed(1).padStart(6)} µs = ${(command / ping).toFixed(2)} PINGs   (two save-records and a save-turn)`,
    );
    console.log(`RESULT ${JSON.stringify(result)}`);
  } finally {
    redis.destroy();
    await server.stop();
  }
}

runMain(main);
