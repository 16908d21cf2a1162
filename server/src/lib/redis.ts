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
