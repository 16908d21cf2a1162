import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { redeemCouponBody, redeemCouponResponse, validateCouponBody, validateCouponResponse } from '@charades/shared/schemas/payments';
import { redeemFreeCoupon } from '../../services/coupons/redeem-free-coupon.ts';
import { validateCoupon } from '../../services/coupons/validate-coupon.ts';

export default async function couponRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/validate',
    { onRequest: app.authenticate, schema: { tags: ['payments'], body: validateCouponBody, response: { 200: validateCouponResponse } } },
    async (request) => {
      await app.enforceRateLimit('couponAttemptsPerUser', request.user!.id);
      return validateCoupon({ db: app.db, userId: request.user!.id, code: request.body.code, packageId: request.body.packageId });
    },
  );
  // Free-tokens coupons: credited at once, no payment.
  r.post(
    '/redeem',
    { onRequest: app.authenticate, schema: { tags: ['payments'], body: redeemCouponBody, response: { 200: redeemCouponResponse } } },
    async (request) => {
      await app.enforceRateLimit('couponAttemptsPerUser', request.user!.id);
      return redeemFreeCoupon({ db: app.db, userId: request.user!.id, code: request.body.code });
    },
  );
}
