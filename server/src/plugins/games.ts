// The game engine's runtime: the store (Redis or in-process), the deadline scheduler, the
// service that applies commands, and the Socket.IO gateway on the same HTTP server.
import fp from 'fastify-plugin';
import type { TrustProxySetting } from '../lib/trust-proxy.ts';
import type { GameServer } from '../game/socket-gateway.ts';
import { GameService } from '../game/game-service.ts';
import { createMemoryGameStore } from '../game/store.ts';
import { createRedisGameStore } from '../game/redis-store.ts';
import { createMemoryScheduler, createRedisScheduler } from '../game/scheduler.ts';
import { attachSocketGateway, createSocketBroadcaster, createSocketServer, endAccountSockets } from '../game/socket-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    games: GameService;
    io: GameServer;
    /** Closes the account's game sockets on every server now, telling them why. */
    endAccountSockets(userId: string, reason: 'account_suspended' | 'unauthorized'): void;
  }
}

export default fp<{ redisPrefix: string; trustProxy: TrustProxySetting }>(
  async (app, { redisPrefix, trustProxy }) => {
    const scheduler = app.redis ? createRedisScheduler(app.redis, redisPrefix) : createMemoryScheduler();
    // Deadlines are written with each save: into the scheduler's sorted set by the Redis
    // store's script, onto the in-process scheduler by the memory store.
    const store = app.redis ? createRedisGameStore(app.redis, redisPrefix) : createMemoryGameStore(scheduler);
    const io = await createSocketServer(app, { redisPrefix });
    app.decorate('io', io);
    app.decorate('endAccountSockets', (userId: string, reason: 'account_suspended' | 'unauthorized') =>
      endAccountSockets(io, userId, reason),
    );
    const broadcaster = createSocketBroadcaster(app, io);
    const games = new GameService(app.db, store, broadcaster, app.log);
    app.decorate('games', games);
    await attachSocketGateway(app, io, games, broadcaster, { trustProxy, onCommand: app.metrics.gameCommand });
    scheduler.start((gameId, turn) => games.fireDeadline(gameId, turn));
    // Close sockets and timers before the database and Redis go away (onClose runs in
    // reverse registration order, so this runs before the db and redis plugins' hooks).
    app.addHook('preClose', async () => {
      // No deadline fires into a closing service.
      await scheduler.stop();
      await games.close();
      io.disconnectSockets(true);
      // close() resolves before the HTTP server has closed; its callback waits for that.
      await new Promise<void>((resolve) => void io.close(() => resolve()));
    });
  },
  { name: 'games', dependencies: ['db', 'redis', 'auth', 'metrics'] },
);
