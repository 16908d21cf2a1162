// How long a request may wait for Redis when its connection is up but silent: a half-open
// TCP connection (a host or network gone without closing it), a paused or swamped server.
// A closed or reconnecting connection needs none of this: the client rejects at once
// (disableOfflineQueue, lib/redis.ts). node-redis's own per-command timeout would not help
// here (it only covers the wait to be written, not the reply) and arms an AbortSignal timer
// per command; this is one coarse interval timer for every pending call, running only while
// calls are pending. A call past its deadline rejects with RedisDeadlineError (a 503); the
// command itself stays with the client until the connection answers or dies.
export class RedisDeadlineError extends Error {
  override name = 'RedisDeadlineError';
}

interface Pending {
  at: number;
  reject: (err: Error) => void;
}

export type Deadline = <T>(call: Promise<T>) => Promise<T>;

export function createDeadline(ms: number): Deadline {
  // In deadline order: every entry gets now + ms, and Sets iterate in insertion order.
  const pending = new Set<Pending>();
  let timer: ReturnType<typeof setInterval> | undefined;
  function sweep() {
    const now = Date.now();
    for (const entry of pending) {
      if (entry.at > now) break;
      pending.delete(entry);
      entry.reject(new RedisDeadlineError(`Redis did not answer within ${ms} ms`));
    }
    if (pending.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  }
  return <T>(call: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const entry: Pending = { at: Date.now() + ms, reject };
      pending.add(entry);
      if (!timer) {
        // A deadline is met to within a quarter of itself.
        timer = setInterval(sweep, Math.max(10, ms / 4));
        timer.unref();
      }
      call.then(
        (value) => {
          pending.delete(entry);
          resolve(value);
        },
        (err: Error) => {
          pending.delete(entry);
          reject(err);
        },
      );
    });
}

/** The deadline of Redis calls a request or a socket command waits for: it must be answered
 *  (503) within 2 s even when Redis has gone silent. */
export const requestDeadline = createDeadline(1200);
