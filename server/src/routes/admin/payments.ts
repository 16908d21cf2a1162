// /api/admin/payments (issue 17 §1): find a payment a player asks about, look at it, refund it.
// The guard in index.ts has already checked the caller is an admin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER } from '@charades/shared/schemas/admin-payments';
import { AppError } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { listAdminPayments } from '../../services/admin/payments/list-admin-payments.ts';
import { findAdminPayment } from '../../services/admin/payments/find-admin-payment.ts';
import { refundPayment } from '../../services/admin/payments/refund-payment.ts';
import { assertRefundOfPayment, checkRefunds } from '../../services/admin/payments/check-refunds.ts';
import { recordRefundOutcome } from '../../services/admin/payments/record-refund-outcome.ts';
import { GatewayError } from '../../lib/payment-gateway.ts';
import { sendCsv } from '../../lib/csv-reply.ts';
import { mailRefundNews } from '../../services/admin/payments/mail-refund-news.ts';
import { exportAdminPayments } from '../../services/admin/payments/export-admin-payments.ts';

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
  findPaymentRoutes(app);
  refundRoutes(app);
}

/** The list, its CSV and one payment. */
function findPaymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(app, 'admin.payments.list'),
    handler: (request) => listAdminPayments({ db: app.db, query: request.query }),
  });

  r.route({
    ...contractRoute(app, 'admin.payments.export'),
    handler: async (request, reply) => {
      // Every page of the filtered rows: the page and its size do not apply.
      const { page: _page, pageSize: _pageSize, ...filters } = request.query;
      const { csv, rows, total } = await exportAdminPayments({ db: app.db, filters });
      return sendCsv(reply, csv, 'payments.csv', { rows, total });
    },
  });

  r.route({
    ...contractRoute(app, 'admin.payments.get'),
    handler: (request) => findAdminPayment({ db: app.db, paymentId: request.params.id }),
  });
}

/** A refund, its check at the gateway and an outcome recorded by hand. */
function refundRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The buyer's e-mails about their refunds, once the answer has gone (issue 32 §3): after a
  // refund, a check or a recorded outcome, whatever the outcome, and never in the admin's way.
  const sendRefundNews = async (request: FastifyRequest) => {
    await mailRefundNews({ db: app.db, mailer: app.mailer, publicUrl: app.publicOrigin(), log: request.log }).catch((err: unknown) =>
      request.log.warn({ err }, 'refund e-mails: not sent this time; the next refund change or reconciliation round sends them'),
    );
  };

  r.route({
    ...contractRoute(app, 'admin.payments.refund'),
    onResponse: sendRefundNews,
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

  // "Check now": GetRefundStatus for the payment's invoice, settling what the gateway settled.
  r.route({
    ...contractRoute(app, 'admin.payments.refundCheck'),
    onResponse: sendRefundNews,
    handler: async (request) => {
      const { id, refundId } = request.params;
      await assertRefundOfPayment({ db: app.db, paymentId: id, refundId });
      try {
        await checkRefunds({ db: app.db, gateway: app.paymentGateway, log: request.log, actor: request.adminActor!, paymentId: id });
      } catch (err) {
        if (err instanceof GatewayError) throw new AppError('payment_gateway_unavailable', { details: [err.message] });
        throw err;
      }
      return findAdminPayment({ db: app.db, paymentId: id });
    },
  });

  // What the portal says, recorded by a person with a reason.
  r.route({
    ...contractRoute(app, 'admin.payments.refundRecord'),
    onResponse: sendRefundNews,
    handler: async (request) => {
      const { id, refundId } = request.params;
      await recordRefundOutcome({
        db: app.db,
        actor: request.adminActor!,
        paymentId: id,
        refundId,
        outcome: request.body.outcome,
        reason: request.body.reason,
      });
      return findAdminPayment({ db: app.db, paymentId: id });
    },
  });
}
