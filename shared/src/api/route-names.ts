// Every JSON route the app's own client calls, by name: its method and full path. Runtime data
// without a schema, so the client's first download can call the API by name without zod.
// The schemas of each route are in ./routes.ts under the same name; the server registers its
// routes from both (server/src/lib/contract-route.ts) and the client calls them by name
// (client/src/lib/api-client.ts), so the two cannot disagree on a path or a field.
import { ADMIN_ROUTE_NAMES } from './names/admin.ts';
import { GAME_ROUTE_NAMES } from './names/games.ts';
import { PLAYER_ROUTE_NAMES } from './names/player.ts';
import { DECK_ROUTE_NAMES } from './names/decks.ts';

export const ROUTE_NAMES = { ...PLAYER_ROUTE_NAMES, ...GAME_ROUTE_NAMES, ...DECK_ROUTE_NAMES, ...ADMIN_ROUTE_NAMES } as const;

export type RouteName = keyof typeof ROUTE_NAMES;

/** Routes that answer text (a CSV export) rather than JSON. */
export const TEXT_ANSWERS = [
  'admin.titles.export',
  'admin.auditLog.export',
  'admin.payments.export',
  'admin.users.export',
] as const satisfies readonly RouteName[];
export type TextAnswerRoute = (typeof TEXT_ANSWERS)[number];

export function answersText(name: RouteName): boolean {
  return (TEXT_ANSWERS as readonly RouteName[]).includes(name);
}
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The method and the path (with `:name` parameters) of a route. */
export function routeOf(name: RouteName): { method: HttpMethod; path: string } {
  const [method, path] = ROUTE_NAMES[name].split(' ') as [HttpMethod, string];
  return { method, path };
}
