// /api/admin/coupons (docs/product.md#screens Coupons management, #input-rules coupon form rules). The guard of the
// admin scope (index.ts) has already checked the role and set request.adminActor.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import type { AuditActor } from '../../services/admin/record-audit.ts';
import { createCoupon } from '../../services/admin/create-coupon.ts';
import { deleteCoupon } from '../../services/admin/delete-coupon.ts';
import { listCouponRedemptions } from '../../services/admin/list-coupon-redemptions.ts';
import { listCoupons } from '../../services/admin/list-coupons.ts';
import { updateCoupon } from '../../services/admin/update-coupon.ts';

// The path takes any text as an id (shared couponIdParams): a non-UUID is a coupon that does
// not exist, 404 coupon_not_found as an unknown UUID is, not a 400.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function couponId(id: string): string {
  if (!UUID.test(id)) throw new AppError('coupon_not_found');
  return id;
}

function actorOf(request: FastifyRequest): AuditActor {
  if (!request.adminActor) throw new Error('admin route reached without the admin guard');
  return request.adminActor;
}

export default async function adminCouponRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(app, 'admin.coupons.list'),
    handler: (request) => listCoupons({ db: app.db, query: request.query }),
  });
  r.route({
    ...contractRoute(app, 'admin.coupons.redemptions'),
    handler: (request) => listCouponRedemptions({ db: app.db, couponId: couponId(request.params.id), query: request.query }),
  });
  r.route({
    ...contractRoute(app, 'admin.coupons.create'),
    handler: async (request, reply) => {
      const coupon = await createCoupon({ db: app.db, actor: actorOf(request), body: request.body });
      return reply.code(201).send(coupon);
    },
  });
  r.route({
    ...contractRoute(app, 'admin.coupons.update'),
    handler: (request) => updateCoupon({ db: app.db, actor: actorOf(request), id: couponId(request.params.id), body: request.body }),
  });
  r.route({
    ...contractRoute(app, 'admin.coupons.delete'),
    handler: async (request) => {
      await deleteCoupon({ db: app.db, actor: actorOf(request), id: couponId(request.params.id) });
      return { ok: true as const };
    },
  });
}
