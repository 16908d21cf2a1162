// The admin area's routes (/api/admin): each passes the admin guard on the server.
export const ADMIN_ROUTE_NAMES = {
  'admin.stats': 'GET /api/admin/stats',
  'admin.revenue': 'GET /api/admin/revenue',

  'admin.auditLog.list': 'GET /api/admin/audit-log',
  'admin.auditLog.export': 'GET /api/admin/audit-log/export',
  'admin.auditLog.refusals': 'GET /api/admin/audit-log/refusals',

  'admin.users.list': 'GET /api/admin/users',
  'admin.users.export': 'GET /api/admin/users/export',
  'admin.users.get': 'GET /api/admin/users/:id',
  'admin.users.ledger': 'GET /api/admin/users/:id/ledger',
  'admin.users.games': 'GET /api/admin/users/:id/games',
  'admin.users.adjustTokens': 'POST /api/admin/users/:id/games/adjust',
  'admin.users.setTokens': 'PATCH /api/admin/users/:id/tokens',
  'admin.users.setRole': 'PATCH /api/admin/users/:id/role',
  'admin.users.delete': 'DELETE /api/admin/users/:id',
  'admin.users.notes': 'GET /api/admin/users/:id/notes',
  'admin.users.addNote': 'POST /api/admin/users/:id/notes',
  'admin.users.resetTwoFactor': 'DELETE /api/admin/users/:id/two-factor',

  'admin.coupons.list': 'GET /api/admin/coupons',
  'admin.coupons.create': 'POST /api/admin/coupons',
  'admin.coupons.update': 'PATCH /api/admin/coupons/:id',
  'admin.coupons.delete': 'DELETE /api/admin/coupons/:id',
  'admin.coupons.redemptions': 'GET /api/admin/coupons/:id/redemptions',

  'admin.categories.list': 'GET /api/admin/categories',
  'admin.categories.create': 'POST /api/admin/categories',
  'admin.categories.update': 'PATCH /api/admin/categories/:id',
  'admin.categories.delete': 'DELETE /api/admin/categories/:id',
  'admin.categories.bulk': 'POST /api/admin/categories/bulk',

  'admin.titles.list': 'GET /api/admin/titles',
  'admin.titles.create': 'POST /api/admin/titles',
  'admin.titles.update': 'PATCH /api/admin/titles/:id',
  'admin.titles.delete': 'DELETE /api/admin/titles/:id',
  'admin.titles.bulk': 'POST /api/admin/titles/bulk',
  'admin.titles.import': 'POST /api/admin/titles/import',
  'admin.titles.export': 'GET /api/admin/titles/export',

  'admin.payments.list': 'GET /api/admin/payments',
  'admin.payments.export': 'GET /api/admin/payments/export',
  'admin.payments.get': 'GET /api/admin/payments/:id',
  'admin.payments.refund': 'POST /api/admin/payments/:id/refund',
  'admin.payments.refundCheck': 'POST /api/admin/payments/:id/refunds/:refundId/check',
  'admin.payments.refundRecord': 'POST /api/admin/payments/:id/refunds/:refundId/record',

  'admin.bulk.last': 'GET /api/admin/bulk/last',
  'admin.bulk.undo': 'POST /api/admin/bulk/undo',

  'admin.images.upload': 'POST /api/admin/images',
} as const;
