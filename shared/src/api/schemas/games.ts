// The schemas of the routes in ../names/games.ts.
import { z } from 'zod';
import { gameIdParams, gameSettingsSchema, hostGameView, pastGameSchema, replayInfoSchema, startGameBody } from '../../schemas/games.ts';
import type { RouteSchemas } from '../contract.ts';
import type { GAME_ROUTE_NAMES } from '../names/games.ts';

export const GAME_ROUTES = {
  // A new game (or a replay of a finished one), answered with its host view.
  'games.start': { tags: ['games'], body: startGameBody, response: { 201: hostGameView } },
  // My games, newest first.
  'games.list': { tags: ['games'], response: { 200: z.array(pastGameSchema) } },
  // The round times this server plays (ROUND_SECONDS): what setup's timer labels and How to Play say.
  'games.settings': { tags: ['games'], response: { 200: gameSettingsSchema } },
  // Continue: my game, while it is in progress.
  'games.get': { tags: ['games'], params: gameIdParams, response: { 200: hostGameView } },
  // Replay: my completed game's setup, to start again with replayOf.
  'games.replay': { tags: ['games'], params: gameIdParams, response: { 200: replayInfoSchema } },
} as const satisfies { [K in keyof typeof GAME_ROUTE_NAMES]: RouteSchemas };
