// Fires TIME_UP when a turn's deadline passes. With Redis the deadlines live in a sorted set
// and each due entry is claimed atomically by exactly one server process, so they survive a
// restart; in embedded mode they are in-process timers. Firing is idempotent anyway: the
// machine ignores a deadline for another turn or one that has not passed.
import type { RedisClient } from '../lib/redis.ts';
import { redisScript } from '../lib/redis-script.ts';
import { createDeadline } from '../lib/redis-deadline.ts';

// A claim on a silent connection must not hold `polling` (and so every deadline) forever.
const claimDeadline = createDeadline(2000);

export type DeadlineHandler = (gameId: string, turn: number) => Promise<void>;

export interface DeadlineScheduler {
  schedule(gameId: string, turn: number, at: number): Promise<void>;
  start(handler: DeadlineHandler): void;
  stop(): Promise<void>;
}

export function createMemoryScheduler(): DeadlineScheduler {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let handler: DeadlineHandler | undefined;
  return {
    async schedule(gameId, turn, at) {
      const key = deadlineMember(gameId, turn);
      clearTimeout(timers.get(key));
      timers.set(
        key,
        setTimeout(
          () => {
            timers.delete(key);
            void handler?.(gameId, turn);
          },
          Math.max(0, at - Date.now()),
        ),
      );
    },
    start(h) {
      handler = h;
    },
    async stop() {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}

// Take every due member and remove it in one step: whoever removes it, fires it.
const CLAIM = redisScript(`
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 100)
for i, m in ipairs(due) do redis.call('ZREM', KEYS[1], m) end
return due
`);

/** The sorted set of deadlines (member `deadlineMember`, score = due time in epoch ms). */
export const deadlinesKey = (prefix: string) => `${prefix}deadlines`;
export const deadlineMember = (gameId: string, turn: number) => `${gameId}:${turn}`;

export function createRedisScheduler(redis: RedisClient, prefix: string, pollMs = 100): DeadlineScheduler {
  const key = deadlinesKey(prefix);
  let timer: ReturnType<typeof setInterval> | undefined;
  let polling = false;
  let stopped = false;
  let current: Promise<void> | undefined;
  return {
    async schedule(gameId, turn, at) {
      await redis.zAdd(key, { score: at, value: deadlineMember(gameId, turn) });
    },
    start(handler) {
      // Never rejects: each handler's failure is caught, and Redis errors wait for the next poll.
      async function poll() {
        if (polling || stopped || !redis.isReady) return;
        polling = true;
        try {
          const due = (await claimDeadline(CLAIM(redis, [key], [String(Date.now())]))) as string[];
          await Promise.all(
            due.map((member) => {
              const idx = member.lastIndexOf(':');
              return handler(member.slice(0, idx), Number(member.slice(idx + 1))).catch(() => {});
            }),
          );
        } catch {
          // Redis briefly unavailable: the entries stay in the set for the next poll.
        } finally {
          polling = false;
        }
      }
      // A tick during a slow poll must not replace the poll that stop() waits for.
      timer = setInterval(() => {
        if (!polling) current = poll();
      }, pollMs);
      timer.unref?.();
    },
    // Claims no more; a claim already made is fired before this resolves, since nobody
    // else can fire it any more (it left the set).
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
