// The routes of a player's own decks (issue 31 §1) and the admin's queue of reported ones.
export const DECK_ROUTE_NAMES = {
  'decks.list': 'GET /api/decks',
  'decks.create': 'POST /api/decks',
  'decks.images.upload': 'POST /api/decks/images',
  'decks.get': 'GET /api/decks/:id',
  'decks.update': 'PATCH /api/decks/:id',
  'decks.delete': 'DELETE /api/decks/:id',
  'decks.share': 'POST /api/decks/:id/share',
  'decks.shared': 'GET /api/decks/shared/:code',
  'decks.copy': 'POST /api/decks/shared/:code/copy',
  'decks.report': 'POST /api/decks/shared/:code/report',
  'admin.decks.list': 'GET /api/admin/decks',
  'admin.decks.update': 'PATCH /api/admin/decks/:id',
} as const;
