// /api/games: start (or replay), list my games, load one of mine, prepare a replay.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { listGames } from '../../services/games/list-games.ts';
import { prepareReplay } from '../../services/games/prepare-replay.ts';
import { hostView } from '../../game/views.ts';

export default async function gameRoutes(app: FastifyInstance, opts: { roundDurationsMs: number[] }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(app, 'games.start'),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const { categoryId, deckId, teamA, teamB, sharedMode, replayOf, timerPreset } = request.body;
      const userId = request.user!.id;
      const record = await app.games.startNewGame({
        userId,
        categoryId,
        deckId,
        teamA,
        teamB,
        // Where to play is the host's choice (issue 30 §6): setup offers the linked TV, and a
        // game on this phone only stays there; the TV waits until the game is shared.
        sharedMode,
        replayOf,
        roundDurationsMs: opts.roundDurationsMs,
        timerPreset,
      });
      app.tv.gameStarted(userId, record.gameId);
      return reply.code(201).send(hostView(record, app.publicOrigin()));
    },
  });

  // Public: the landing page's How to Play reads it before anyone signs in.
  r.route({
    ...contractRoute(app, 'games.settings'),
    handler: async () => ({ roundSeconds: opts.roundDurationsMs.map((ms) => ms / 1000) }),
  });

  r.route({
    ...contractRoute(app, 'games.list'),
    onRequest: app.authenticate,
    handler: async (request) => listGames({ db: app.db, userId: request.user!.id }),
  });

  // Continue: my game, in progress only (docs/product.md#server-calls load_game_state).
  r.route({
    ...contractRoute(app, 'games.get'),
    onRequest: app.authenticate,
    handler: async (request) => {
      const record = await app.games.loadHostedGame(request.user!.id, request.params.id, { inProgress: true });
      // Continuing a game brings it to the account's TV too.
      app.tv.gameStarted(record.userId, record.gameId);
      return hostView(record, app.publicOrigin());
    },
  });

  // Replay: my completed game; the client goes back to setup and starts with replayOf.
  r.route({
    ...contractRoute(app, 'games.replay'),
    onRequest: app.authenticate,
    handler: async (request) => prepareReplay({ db: app.db, userId: request.user!.id, gameId: request.params.id }),
  });
}
