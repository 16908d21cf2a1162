// The PostgreSQL pool, made safe against connections that die while in use (a failover, a
// restart, an idle timeout, pg_terminate_backend). Two holes in the stock parts:
// - pg: a client checked out of the pool emits 'error' on itself when its connection dies;
//   with no listener there, Node throws it and the process exits. The pool listens on idle
//   clients only.
// - drizzle-orm's transaction() sends BEGIN before the try/finally that releases the client:
//   when BEGIN fails on a dead connection the client is never released, and a few of those
//   leave the pool empty, every later request waiting for a connection that never comes.
// So every client gets an 'error' listener for life, a checked-out client whose connection
// dies is released at once (the pool drops it: it is no longer queryable), release is made
// safe to call again (drizzle's own release after ours is then a no-op), and a client that
// is already dead when checked out is dropped and another one taken.
import pg from 'pg';

type Release = (err?: Error | boolean) => void;

// pg-pool decides on these too (they are not in pg's types): a client that is ending or
// whose connection failed must not be used again.
function usable(client: pg.PoolClient): boolean {
  const c = client as unknown as { _queryable?: boolean; _ending?: boolean };
  return c._queryable !== false && !c._ending;
}

export function createResilientPool(config: pg.PoolConfig, onConnectionError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool(config);
  // The release of each client while it is checked out.
  const checkedOut = new WeakMap<pg.PoolClient, Release>();

  pool.on('connect', (client) => {
    client.on('error', (err) => {
      onConnectionError(err);
      checkedOut.get(client)?.(err);
    });
  });
  // The pool re-emits an idle client's error (and drops the client); the listener above has
  // reported it already. Without a listener here that re-emit would crash the process.
  pool.on('error', () => {});

  const connect = pool.connect.bind(pool) as (callback?: (err: Error | undefined, client: pg.PoolClient, done: Release) => void) => unknown;

  const maxAttempts = (config.max ?? 10) + 1;
  async function checkOut(): Promise<pg.PoolClient> {
    // Each dead client taken is dropped from the pool, so after at most a poolful of them
    // new connections are made; a database that kills even those is reported unavailable.
    for (let attempt = 0; ; attempt++) {
      const client = (await connect()) as pg.PoolClient;
      const poolRelease: Release = client.release.bind(client);
      let released = false;
      const release: Release = (err) => {
        if (released) return;
        released = true;
        checkedOut.delete(client);
        poolRelease(err);
      };
      if (!usable(client)) {
        release(new Error('connection no longer usable'));
        if (attempt < maxAttempts) continue;
        // SQLSTATE 08003 connection_does_not_exist: answered 503 like any lost connection.
        throw Object.assign(new Error('no usable PostgreSQL connection'), { code: '08003' });
      }
      client.release = release;
      checkedOut.set(client, release);
      return client;
    }
  }

  // pg-pool's own pool.query() uses the callback form and releases correctly; only the
  // promise form (drizzle's transactions) gets the guarded client.
  (pool as unknown as { connect: typeof connect }).connect = (callback) => (callback ? connect(callback) : checkOut());
  return pool;
}
