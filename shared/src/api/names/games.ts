// The routes of games: start, list, continue, replay.
export const GAME_ROUTE_NAMES = {
  'games.start': 'POST /api/games',
  'games.list': 'GET /api/games',
  'games.settings': 'GET /api/games/settings',
  'games.get': 'GET /api/games/:id',
  'games.replay': 'POST /api/games/:id/replay',
} as const;
