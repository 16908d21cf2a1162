// The shared Redis connection (when REDIS_URL is set). Keys are always prefixed so several
// deployments or test runs can share one Redis without touching each other's data.
import { createClient } from 'redis';

function newClient(url: string) {
  return createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000), keepAlive: true },
    // The client's default 5 s per-command timeout arms an AbortSignal timer for every
    // command, a measurable share of a busy game server's CPU. A dead connection is still
    // noticed (socket close, keep-alive) and the client reconnects; callers time out above.
    commandOptions: { timeout: 0 },
    // While the connection is down (Redis restarting, failing over, killed) a command is
    // refused at once (ClientOfflineError, a 503) instead of waiting in an unbounded queue
    // for the whole outage with the request that sent it. A connection that is up but silent
    // is bounded by lib/redis-deadline.ts on the request paths.
    disableOfflineQueue: true,
  });
}
export type RedisClient = ReturnType<typeof newClient>;

export async function connectRedis(url: string): Promise<RedisClient> {
  const client = newClient(url);
  // Errors surface through failing commands; an unhandled 'error' event would kill the process.
  client.on('error', () => {});
  await client.connect();
  return client;
}

/**
 * A connection of its own for a consumer that loops on blocking reads and retries at once on
 * failure (the Socket.IO streams adapter's XREAD loop): with commands refused while offline
 * that retry would spin without yielding to the event loop for the whole outage, so this one
 * waits for the reconnection instead. Its duplicates (the adapter makes its readers that
 * way) inherit that.
 */
export async function connectQueuedDuplicate(redis: RedisClient): Promise<RedisClient> {
  const client = redis.duplicate({ disableOfflineQueue: false });
  client.on('error', () => {});
  await client.connect();
  return client;
}
