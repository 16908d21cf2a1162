// /api/admin/payments (issue 17 §1): find a payment a player asks about, look at it, refund it.
// The guard in index.ts has already checked the caller is an admin.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER } from '@charades/shared/schemas/admin-payments';
import { AppError } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { listAdminPayments } from '../../services/admin/payments/list-admin-payments.ts';
import { findAdminPayment } from '../../services/admin/payments/find-admin-payment.ts';
import { refundPayment } from '../../services/admin/payments/refund-payment.ts';

/** Visible ASCII, as generated keys (UUIDs) are; anything else is a client bug worth a clear no. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function idempotencyKeyOf(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new AppError('validation_failed', { details: ['Idempotency-Key must be 1 to 200 visible ASCII characters'] });
  }
  return value;
}

export default async function adminPaymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(app, 'admin.payments.list'),
    handler: (request) => listAdminPayments({ db: app.db, query: request.query }),
  });

  r.route({
    ...contractRoute(app, 'admin.payments.get'),
    handler: (request) => findAdminPayment({ db: app.db, paymentId: request.params.id }),
  });

  r.route({
    ...contractRoute(app, 'admin.payments.refund'),
    handler: (request) =>
      refundPayment({
        db: app.db,
        gateway: app.paymentGateway,
        log: request.log,
        actor: request.adminActor!,
        paymentId: request.params.id,
        amount: request.body.amount,
        reason: request.body.reason,
        idempotencyKey: idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
      }),
  });
}
