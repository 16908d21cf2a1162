// /api/admin/coupons (SPEC §2 Coupons management, §5 coupon form rules). The guard of the
// admin scope (index.ts) has already checked the role and set request.adminActor.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCouponSchema, couponBody, couponListQuery, couponListResponse, deletedResponse } from '@charades/shared/schemas/admin';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor } from '../../services/admin/record-audit.ts';
import { createCoupon } from '../../services/admin/create-coupon.ts';
import { deleteCoupon } from '../../services/admin/delete-coupon.ts';
import { listCoupons } from '../../services/admin/list-coupons.ts';
import { updateCoupon } from '../../services/admin/update-coupon.ts';

// Any text is accepted as an id and a non-UUID answers 404 coupon_not_found (as an unknown
// UUID does), not a 400: the path names a coupon that does not exist.
const couponIdParams = z.object({ id: z.string() });
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
  r.get('/coupons', { schema: { tags: ['admin'], querystring: couponListQuery, response: { 200: couponListResponse } } }, (request) =>
    listCoupons({ db: app.db, query: request.query }),
  );
  r.post('/coupons', { schema: { tags: ['admin'], body: couponBody, response: { 201: adminCouponSchema } } }, async (request, reply) => {
    const coupon = await createCoupon({ db: app.db, actor: actorOf(request), body: request.body });
    return reply.code(201).send(coupon);
  });
  r.patch(
    '/coupons/:id',
    { schema: { tags: ['admin'], params: couponIdParams, body: couponBody, response: { 200: adminCouponSchema } } },
    (request) => updateCoupon({ db: app.db, actor: actorOf(request), id: couponId(request.params.id), body: request.body }),
  );
  r.delete('/coupons/:id', { schema: { tags: ['admin'], params: couponIdParams, response: { 200: deletedResponse } } }, async (request) => {
    await deleteCoupon({ db: app.db, actor: actorOf(request), id: couponId(request.params.id) });
    return { ok: true as const };
  });
}
