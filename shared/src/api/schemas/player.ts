// The schemas of the routes in ../names/player.ts.
import { redeemCouponBody, redeemCouponResponse, validateCouponBody, validateCouponResponse } from '../../schemas/payments.ts';
import type { RouteSchemas } from '../contract.ts';
import type { PLAYER_ROUTE_NAMES } from '../names/player.ts';

export const PLAYER_ROUTES = {
  'coupons.validate': { tags: ['payments'], body: validateCouponBody, response: { 200: validateCouponResponse } },
  'coupons.redeem': { tags: ['payments'], body: redeemCouponBody, response: { 200: redeemCouponResponse } },
} as const satisfies { [K in keyof typeof PLAYER_ROUTE_NAMES]: RouteSchemas };
