// The routes of games: start, list, continue, replay.
export const GAME_ROUTE_NAMES = {} as const;
