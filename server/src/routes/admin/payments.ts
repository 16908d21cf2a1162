// /api/admin/payments (issue 17 §1): find a payment a player asks about, and look at it. The
// guard in index.ts has already checked the caller is an admin.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminPaymentDetailSchema, paymentIdParams, paymentListQuery, paymentListResponse } from '@charades/shared/schemas/admin-payments';
import { listAdminPayments } from '../../services/admin/payments/list-admin-payments.ts';
import { findAdminPayment } from '../../services/admin/payments/find-admin-payment.ts';

export default async function adminPaymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/payments', { schema: { tags: ['admin'], querystring: paymentListQuery, response: { 200: paymentListResponse } } }, (request) =>
    listAdminPayments({ db: app.db, query: request.query }),
  );

  r.get('/payments/:id', { schema: { tags: ['admin'], params: paymentIdParams, response: { 200: adminPaymentDetailSchema } } }, (request) =>
    findAdminPayment({ db: app.db, paymentId: request.params.id }),
  );
}
