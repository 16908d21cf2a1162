// /api/games: start (or replay), list my games, load one of mine, prepare a replay.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameIdParams, hostGameView, pastGameSchema, replayInfoSchema, startGameBody } from '@charades/shared/schemas/games';
import { AppError } from '../../lib/app-error.ts';
import { startGame } from '../../services/games/start-game.ts';
import { listGames } from '../../services/games/list-games.ts';
import { prepareReplay } from '../../services/games/prepare-replay.ts';
import { hostView } from '../../game/views.ts';
import type { GameRecord } from '../../game/record.ts';
import { initialGameState } from '@charades/shared/game/engine';

export default async function gameRoutes(app: FastifyInstance, opts: { roundDurationsMs: number[] }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/',
    { onRequest: app.authenticate, schema: { tags: ['games'], body: startGameBody, response: { 201: hostGameView } } },
    async (request, reply) => {
      const body = request.body;
      const started = await startGame({
        db: app.db,
        userId: request.user!.id,
        categoryId: body.categoryId,
        teamA: body.teamA,
        teamB: body.teamB,
        sharedMode: body.sharedMode,
        replayOf: body.replayOf,
        roundDurationsMs: opts.roundDurationsMs,
      });
      const record: GameRecord = {
        gameId: started.gameId,
        userId: request.user!.id,
        shareId: started.shareId,
        language: started.language,
        categoryId: started.categoryId,
        categoryTitle: started.categoryTitle,
        isReplay: started.isReplay,
        titles: started.titles,
        state: initialGameState({
          teamA: body.teamA,
          teamB: body.teamB,
          isSharedMode: body.sharedMode,
          titleCount: started.titles.length,
          roundDurationsMs: opts.roundDurationsMs,
        }),
        revealCode: null,
        shortCode: null,
        markedIndex: -1,
        recentSeqs: [],
        version: 1,
      };
      const saved = await app.games.register(record);
      return reply.code(201).send(hostView(saved, app.publicOrigin()));
    },
  );

  r.get(
    '/',
    { onRequest: app.authenticate, schema: { tags: ['games'], response: { 200: z.array(pastGameSchema) } } },
    async (request) => listGames({ db: app.db, userId: request.user!.id }),
  );

  // Continue: my game, in progress only (SPEC §7 load_game_state).
  r.get(
    '/:id',
    { onRequest: app.authenticate, schema: { tags: ['games'], params: gameIdParams, response: { 200: hostGameView } } },
    async (request) => {
      const record = await app.games.load(request.params.id);
      if (!record || record.userId !== request.user!.id) throw new AppError('game_not_found', 404, 'Game session not found');
      if (record.state.phase === 'finished') throw new AppError('game_not_in_progress', 409, 'This game is already over');
      return hostView(record, app.publicOrigin());
    },
  );

  // Replay: my completed game; the client goes back to setup and starts with replayOf.
  r.post(
    '/:id/replay',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['games'],
        params: gameIdParams,
        response: { 200: replayInfoSchema },
      },
    },
    async (request) => prepareReplay({ db: app.db, userId: request.user!.id, gameId: request.params.id }),
  );
}
