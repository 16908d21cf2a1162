import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { validateCoupon } from '../../services/coupons/validate-coupon.ts';
import { redeemFreeCoupon } from '../../services/payments/redeem-free-coupon.ts';

export default async function couponRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(app, 'coupons.validate'),
    onRequest: app.authenticate,
    handler: async (request) => {
      await app.enforceRateLimit('couponAttemptsPerUser', request.user!.id);
      return validateCoupon({ db: app.db, userId: request.user!.id, code: request.body.code, packageId: request.body.packageId });
    },
  });
  // Free-tokens coupons: credited at once, no payment.
  r.route({
    ...contractRoute(app, 'coupons.redeem'),
    onRequest: app.authenticate,
    handler: async (request) => {
      await app.enforceRateLimit('couponAttemptsPerUser', request.user!.id);
      return redeemFreeCoupon({ db: app.db, userId: request.user!.id, code: request.body.code });
    },
  });
}
