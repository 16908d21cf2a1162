// The game engine's runtime: the store (Redis or in-process), the deadline scheduler, the
// service that applies commands, and the Socket.IO gateway on the same HTTP server.
import fp from 'fastify-plugin';
import type { TrustProxySetting } from '../lib/trust-proxy.ts';
import type { GameServer } from '../game/socket/socket-types.ts';
import { GameService } from '../game/game-service.ts';
import { createMemoryGameStore } from '../game/store.ts';
import { createRedisGameStore } from '../game/redis-store.ts';
import { createMemoryScheduler, createRedisScheduler } from '../game/scheduler.ts';
import { attachSocketGateway, createSocketBroadcaster, createSocketServer, endAccountSockets } from '../game/socket-gateway.ts';
import { sessionRoom } from '../game/socket/rooms.ts';

declare module 'fastify' {
  interface FastifyInstance {
    games: GameService;
    io: GameServer;
    /** Closes the account's game sockets on every server now, telling them why. */
    endAccountSockets(userId: string, reason: 'account_suspended' | 'unauthorized'): void;
    /** Closes the game sockets of one signed-in device (its session) on every server now. */
    endSessionSockets(sessionId: string): void;
  }
}

export default fp<{ redisPrefix: string; trustProxy: TrustProxySetting }>(
  async (app, { redisPrefix, trustProxy }) => {
    const scheduler = app.redis ? createRedisScheduler(app.redis, redisPrefix) : createMemoryScheduler();
    // Deadlines are written with each save: into the scheduler's sorted set by the Redis
    // store's script, onto the in-process scheduler by the memory store.
    const store = app.redis ? createRedisGameStore(app.redis, redisPrefix) : createMemoryGameStore(scheduler);
    const io = await createSocketServer(app, { redisPrefix, trustProxy });
    app.decorate('io', io);
    app.decorate('endAccountSockets', (userId: string, reason: 'account_suspended' | 'unauthorized') =>
      endAccountSockets(io, userId, reason),
    );
    app.decorate('endSessionSockets', (sessionId: string) => io.in(sessionRoom(sessionId)).disconnectSockets(true));
    const broadcaster = createSocketBroadcaster(app, io);
    const games = new GameService(app.db, store, broadcaster, app.log);
    app.decorate('games', games);
    await attachSocketGateway(app, io, games, { onCommand: app.metrics.gameCommand });
    // The other servers' changes reach this one's sockets through the service and the same broadcaster.
    await games.followPeers();
    scheduler.start((gameId, turn) => games.fireDeadline(gameId, turn));
    // Close sockets and timers before the database and Redis go away (onClose runs in
    // reverse registration order, so this runs before the db and redis plugins' hooks).
    // The draining plugin's preClose ran first: the server listens no more.
    app.addHook('preClose', async () => {
      // Stop claiming deadlines (one being fired finishes first): with Redis, the ones still
      // due stay in the sorted set for the other replicas to claim.
      await scheduler.stop();
      await games.close();
      // Close each connection without Socket.IO's disconnect packet: a client told 'io server
      // disconnect' does not reconnect, while one whose transport closes does, to the same
      // address, where the balancer sends it to a replica still listening; it joins again and
      // gets the game as stored.
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
      await io.close();
      // HTTP requests in flight finish before the database closes.
      await app.connectionsEnded();
    });
  },
  { name: 'games', dependencies: ['draining', 'db', 'redis', 'auth', 'metrics'] },
);
