// The sandbox payment gateway (PAYMENT_PROVIDER=sandbox, the default): MyFatoorah's API v2
// as far as this app uses it, served by the app itself so `npm start` sells tokens with no
// account anywhere. SendPayment, GetPaymentStatus and MakeRefund answer in MyFatoorah's
// envelopes and shapes; the hosted card page takes a succeeding or a declining test card, posts a signed
// Webhook V2 to the app and sends the buyer back to CallBackUrl/ErrorUrl with ?paymentId=.
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { SandboxInvoiceStore } from './invoice-store.ts';
import { sandboxCredentials } from '../sandbox-credentials.ts';
import { registerApiRoutes } from './api-routes.ts';
import { registerCardPageRoutes } from './card-page-routes.ts';

export interface SandboxGatewayOptions {
  jwtSecret: string;
  /** Where its invoices are kept (the app's database: server/src/db/sandbox-invoice-store.ts). */
  store: SandboxInvoiceStore;
  /** Invoices not paid within this time are Expired (MyFatoorah's default is longer; an hour keeps tests honest). */
  invoiceTtlMs?: number;
  /** Where the webhook goes; the app's own route by default. */
  webhookPath?: string;
}

export default async function sandboxGatewayRoutes(app: FastifyInstance, opts: SandboxGatewayOptions) {
  const { apiKey, webhookSecret } = sandboxCredentials(opts.jwtSecret);
  const expected = Buffer.from(`Bearer ${apiKey}`);
  const { store } = opts;
  const ttlMs = opts.invoiceTtlMs ?? 60 * 60 * 1000;
  const webhookPath = opts.webhookPath ?? '/api/payments/webhook';

  // The card page's form posts url-encoded fields; only this plugin accepts them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const authorized = (header: string | undefined) => {
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  // --- The API (what app.paymentGateway calls) -------------------------------------------
  registerApiRoutes(app, { store, ttlMs, authorized });
  // --- The hosted card page (what the buyer sees) ---------------------------------------
  registerCardPageRoutes(app, { store, webhookPath, webhookSecret });
}
