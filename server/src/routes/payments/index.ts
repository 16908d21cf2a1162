import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import {
  createPaymentBody,
  createPaymentResponse,
  paymentSchema,
  verifyPaymentBody,
  verifyPaymentResponse,
} from '@charades/shared/schemas/payments';
import { payments, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyWebhookSignature } from '../../lib/myfatoorah/webhook-signature.ts';
import { createPayment } from '../../services/payments/create-payment.ts';
import { findOwnPayment } from '../../services/payments/find-payment.ts';
import { listPayments } from '../../services/payments/list-payments.ts';
import { resultOf, settlePayment } from '../../services/payments/settle-payment.ts';
import { sameSiteOrigin } from '../../lib/request-origin.ts';
import { isServiceUnavailable } from '../../lib/service-unavailable.ts';

/** The invoice id a MyFatoorah V2 webhook is about (Data.Invoice.Id), if it is a payment event. */
function webhookInvoiceId(body: unknown): string | null {
  const b = body as { Event?: { Code?: unknown }; Data?: { Invoice?: { Id?: unknown } } } | null;
  if (Number(b?.Event?.Code) !== 1) return null;
  const id = b?.Data?.Invoice?.Id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

export default async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/', { onRequest: app.authenticate, schema: { tags: ['payments'], response: { 200: z.array(paymentSchema) } } }, async (request) =>
    listPayments({ db: app.db, userId: request.user!.id }),
  );

  // Buy a package: the server prices it; any amount in the body is dropped by the schema.
  r.post(
    '/',
    { onRequest: app.authenticate, schema: { tags: ['payments'], body: createPaymentBody, response: { 200: createPaymentResponse } } },
    async (request) => {
      const user = request.user!;
      await app.enforceRateLimit('paymentsPerUser', user.id);
      let language = request.body.language;
      if (!language) {
        const [profile] = await app.db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, user.id));
        language = profile?.language ?? 'ar';
      }
      return createPayment({
        db: app.db,
        gateway: app.paymentGateway,
        userId: user.id,
        email: user.email,
        language,
        packageId: request.body.packageId,
        couponCode: request.body.couponCode,
        origin: sameSiteOrigin(request.headers.origin, request.headers.host, app.publicOrigin()),
      });
    },
  );

  // The thank-you page: the owner's payment, settled by reading the gateway.
  r.post(
    '/verify',
    { onRequest: app.authenticate, schema: { tags: ['payments'], body: verifyPaymentBody, response: { 200: verifyPaymentResponse } } },
    async (request) => {
      const userId = request.user!.id;
      await app.enforceRateLimit('verifyPerUser', userId);
      const own = await findOwnPayment({ db: app.db, userId, reference: request.body.reference, invoiceId: request.body.invoiceId });
      const { paymentId, attempt } = own;
      try {
        // Verify asks the gateway about one payment at most once per PAYMENT_VERIFY_READ_INTERVAL_MS
        // (3 s), whoever asks and on whichever server: the throttle is the rate limiter's, in
        // Redis under the config's prefix when configured. Settled, or read a moment ago: the
        // answer is what the database says (the webhook and the reconciliation job settle too).
        const every = app.paymentConfig.verifyReadIntervalMs;
        const read =
          own.status === 'Pending' && (every === 0 || (await app.rateLimiter.hit(`verifyGatewayRead:${paymentId}`, 1, every)).allowed);
        const result = read
          ? await settlePayment({ db: app.db, gateway: app.paymentGateway, log: request.log, paymentId, attempt })
          : await resultOf(app.db, { id: paymentId, userId });
        return result.receipt
          ? { status: result.status, tokens: result.tokens, receipt: result.receipt }
          : { status: result.status, tokens: result.tokens };
      } catch (err) {
        // Our database being unreachable is ours to report (503), not the gateway's.
        if (err instanceof AppError || isServiceUnavailable(err)) throw err;
        request.log.warn({ err, paymentId }, 'payment verification: status read failed');
        throw new AppError('payment_verification_failed');
      }
    },
  );

  // MyFatoorah Webhook V2. A valid signature only triggers a status read; the body is never
  // trusted for the credit. 200 for events we ignore and for duplicates.
  r.post('/webhook', { schema: { tags: ['payments'], hide: true } }, async (request) => {
    const signature = request.headers['myfatoorah-signature'];
    if (!verifyWebhookSignature(request.body, typeof signature === 'string' ? signature : undefined, app.paymentConfig.webhookSecret)) {
      throw new AppError('webhook_signature_invalid');
    }
    const invoiceId = webhookInvoiceId(request.body);
    if (!invoiceId) return { received: true };
    const [payment] = await app.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.paymentGateway, app.paymentGateway.name), eq(payments.invoiceId, invoiceId)));
    if (!payment) {
      request.log.warn({ invoiceId }, 'webhook for an invoice we do not know; ignored');
      return { received: true };
    }
    await settlePayment({ db: app.db, gateway: app.paymentGateway, log: request.log, paymentId: payment.id, rereadFailed: true });
    return { received: true };
  });
}
