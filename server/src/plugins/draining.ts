// The draining state of a server being stopped (main.ts starts it on SIGTERM; app.close()
// starts it too): /api/readyz answers 503 so a balancer that polls readiness sends no new
// work here, and every response closes its connection, so a keep-alive client's next request
// opens a new connection, which lands on another replica, and idle keep-alive connections do
// not hold the close up. Registered before the other app plugins, its preClose hook runs
// first: the server stops listening before the games plugin closes the game sockets, so
// those reconnect to another replica.
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown has begun. */
    isDraining(): boolean;
    /** Begins shutdown's draining; idempotent. */
    startDraining(): void;
    /** Resolves when the server has stopped listening and every connection it had (HTTP
     *  requests in flight, WebSockets) has ended; only meaningful once closing. */
    connectionsEnded(): Promise<void>;
  }
}

export default fp(
  async (app) => {
    let draining = false;
    let ended: Promise<void> | undefined;
    app.decorate('isDraining', () => draining);
    app.decorate('startDraining', () => {
      draining = true;
    });
    app.decorate('connectionsEnded', () => ended ?? Promise.resolve());
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
    app.addHook('preClose', async () => {
      draining = true;
      // No new connections from here on. The callback waits for the open ones; Fastify's own
      // close() of the server, later, finds it closed already and does not wait again.
      ended = new Promise((resolve) => void app.server.close(() => resolve()));
    });
  },
  { name: 'draining' },
);
