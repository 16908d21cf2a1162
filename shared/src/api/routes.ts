// The schemas of every route named in ./route-names.ts: the server validates and serialises
// with them, and the client's calls are typed from them (types only: the client's bundle does
// not carry these schemas). Renaming a field here fails the type check of every caller.
import type { RouteTable } from './contract.ts';
import { ADMIN_ROUTES } from './schemas/admin.ts';
import { GAME_ROUTES } from './schemas/games.ts';
import { PLAYER_ROUTES } from './schemas/player.ts';
import { DECK_ROUTES } from './schemas/decks.ts';

export const ROUTES = { ...PLAYER_ROUTES, ...GAME_ROUTES, ...DECK_ROUTES, ...ADMIN_ROUTES } as const satisfies RouteTable;

export type Routes = typeof ROUTES;
