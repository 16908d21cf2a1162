import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { createPayment } from '../../services/payments/create-payment.ts';
import { findOwnPayment } from '../../services/payments/find-payment.ts';
import { listPayments } from '../../services/payments/list-payments.ts';
import { settleInvoiceEvent } from '../../services/payments/settle-invoice-event.ts';
import { resultOf, settlePayment } from '../../services/payments/settle-payment.ts';
import { attemptDeclined } from '../../services/payments/record-attempts.ts';
import { getProfileLanguage } from '../../services/profile/get-profile-language.ts';
import { sameSiteOrigin } from '../../lib/request-origin.ts';
import { isServiceUnavailable } from '../../lib/service-unavailable.ts';

export default async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(app, 'payments.list'),
    onRequest: app.authenticate,
    handler: async (request) => listPayments({ db: app.db, userId: request.user!.id }),
  });

  // Buy a package: the server prices it; any amount in the body is dropped by the schema.
  r.route({
    ...contractRoute(app, 'payments.create'),
    onRequest: app.authenticate,
    handler: async (request) => {
      const user = request.user!;
      await app.enforceRateLimit('paymentsPerUser', user.id);
      return createPayment({
        db: app.db,
        gateway: app.paymentGateway,
        userId: user.id,
        email: user.email,
        language: request.body.language ?? (await getProfileLanguage({ db: app.db, userId: user.id })),
        packageId: request.body.packageId,
        couponCode: request.body.couponCode,
        invoiceMinutes: app.paymentConfig.invoiceMinutes,
        origin: sameSiteOrigin(request.headers.origin, request.headers.host, app.publicOrigin()),
      });
    },
  });

  verifyRoute(app);
  await webhookRoute(app);
}

// The thank-you page: the owner's payment, settled by reading the gateway.
function verifyRoute(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(app, 'payments.verify'),
    onRequest: app.authenticate,
    handler: async (request) => {
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
          ? await settlePayment({
              db: app.db,
              gateway: app.paymentGateway,
              log: request.log,
              paymentId,
              attempt,
              invoiceMinutes: app.paymentConfig.invoiceMinutes,
            })
          : await resultOf(app.db, { id: paymentId, userId });
        if (result.receipt) return { status: result.status, tokens: result.tokens, receipt: result.receipt };
        // Came back from a declined card (issue 32 §1): the page says so and offers another try;
        // the payment itself stays Pending, its invoice still payable.
        if (attempt !== undefined && (await attemptDeclined(app.db, paymentId, attempt))) {
          return { status: 'Failed' as const, tokens: result.tokens, declined: true as const };
        }
        return { status: result.status, tokens: result.tokens };
      } catch (err) {
        // Our database being unreachable is ours to report (503), not the gateway's.
        if (err instanceof AppError || isServiceUnavailable(err)) throw err;
        request.log.warn({ err, paymentId }, 'payment verification: status read failed');
        throw new AppError('payment_verification_failed');
      }
    },
  });
}

// The provider's webhook stays outside the shared contract: the provider calls it, in its own
// format, never our client. The gateway reads it (its signature is over the body as sent, so
// the body reaches it as text); a valid one only triggers a status read, the body is never
// trusted for the credit. 200 for events we ignore and for duplicates.
async function webhookRoute(app: FastifyInstance) {
  await app.register(async (webhook) => {
    keepJsonBodyAsText(webhook);
    webhook.post('/webhook', { schema: { tags: ['payments'], hide: true } }, async (request) => {
      const event = app.paymentGateway.readWebhook({
        headers: request.headers,
        rawBody: typeof request.body === 'string' ? request.body : '',
      });
      if (event.kind === 'refused') throw new AppError('webhook_signature_invalid');
      if (event.kind === 'payment') {
        await settleInvoiceEvent({ db: app.db, gateway: app.paymentGateway, log: request.log, invoiceId: event.invoiceId });
      }
      return { received: true };
    });
  });
}

/** JSON bodies in this scope arrive as their text, refused exactly as the app's JSON parser
 *  refuses them (malformed, empty, prototype poisoning). */
function keepJsonBodyAsText(scope: FastifyInstance) {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Fastify's own parser answers through the callback (its type also allows a promise).
    void parseJson(request, body, (err) => (err ? done(err) : done(null, body)));
  });
}
