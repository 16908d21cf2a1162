// The schemas of the routes in ../names/games.ts.
import type { RouteSchemas } from '../contract.ts';
import type { GAME_ROUTE_NAMES } from '../names/games.ts';

export const GAME_ROUTES = {} as const satisfies { [K in keyof typeof GAME_ROUTE_NAMES]: RouteSchemas };
