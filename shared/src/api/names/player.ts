// The player's routes outside a game: sign-in, profile, TV, payments, packages, coupons.
export const PLAYER_ROUTE_NAMES = {
  'coupons.validate': 'POST /api/coupons/validate',
  'coupons.redeem': 'POST /api/coupons/redeem',
} as const;
