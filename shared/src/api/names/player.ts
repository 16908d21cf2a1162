// The player's routes outside a game: sign-in, profile, TV, payments, packages, coupons.
// The payment provider's webhook (POST /api/payments/webhook) is not here: the provider calls
// it, in its own format, never our client (server/src/routes/payments/index.ts).
export const PLAYER_ROUTE_NAMES = {
  'auth.signUp': 'POST /api/auth/signup',
  'auth.signIn': 'POST /api/auth/signin',
  'auth.refresh': 'POST /api/auth/refresh',
  'auth.signOut': 'POST /api/auth/signout',
  'auth.recover': 'POST /api/auth/recover',
  'auth.resend': 'POST /api/auth/resend',
  'auth.reset': 'POST /api/auth/reset',
  'auth.confirm': 'POST /api/auth/confirm',
  'auth.twoFactorEnroll': 'POST /api/auth/2fa/enroll',
  'auth.twoFactorConfirm': 'POST /api/auth/2fa/confirm',
  'auth.twoFactorVerify': 'POST /api/auth/2fa/verify',
  'me.get': 'GET /api/me',
  'me.update': 'PATCH /api/me',
  'categories.list': 'GET /api/categories',
  'tv.pair': 'POST /api/tv/pair',
  'tv.get': 'GET /api/tv',
  'tv.update': 'PATCH /api/tv',
  'tv.unlink': 'DELETE /api/tv',
  'payments.list': 'GET /api/payments',
  'payments.create': 'POST /api/payments',
  'payments.verify': 'POST /api/payments/verify',
  'packages.list': 'GET /api/packages',
  'coupons.validate': 'POST /api/coupons/validate',
  'coupons.redeem': 'POST /api/coupons/redeem',
} as const;
