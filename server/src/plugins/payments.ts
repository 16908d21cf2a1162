// app.paymentGateway: MyFatoorah's API v2 client, pointed at the real service
// (PAYMENT_PROVIDER=myfatoorah) or at the sandbox the app serves itself under
// /sandbox/myfatoorah (the default outside production): one code path for both.
// The gateway reads the provider's webhooks itself, with the webhook secret it is given.
// app.paymentConfig names that secret too (what a test signs webhooks with), whether
// payments are test payments (the sandbox: no real money, see shared/test-payments), and how
// often verify may read one payment.
import fp from 'fastify-plugin';
import type { PaymentGateway } from '../lib/payment-gateway.ts';
import { createMyFatoorahGateway } from '../lib/myfatoorah/client.ts';
import { sandboxCredentials } from '../lib/myfatoorah/sandbox-credentials.ts';
import { loopbackOrigin } from '../lib/loopback-origin.ts';
import { SANDBOX_GATEWAY } from '@charades/shared/test-payments';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
    paymentConfig: {
      provider: 'sandbox' | 'myfatoorah';
      webhookSecret: string;
      testMode: boolean;
      verifyReadIntervalMs: number;
      /** PAYMENT_INVOICE_MINUTES: how long an invoice can be paid. */
      invoiceMinutes: number;
    };
  }
}

export const SANDBOX_PREFIX = '/sandbox/myfatoorah';
export interface PaymentsPluginOptions {
  /** The payment settings of config.ts, handed in by app.ts (no layer imports the config). */
  config: {
    env: string;
    paymentProvider: 'sandbox' | 'myfatoorah';
    myfatoorahBaseUrl: string;
    myfatoorahApiKey: string | undefined;
    myfatoorahWebhookSecret: string | undefined;
    myfatoorahTimeoutMs: number;
    paymentVerifyReadIntervalMs: number;
    paymentInvoiceMinutes: number;
  };
  jwtSecret: string;
}

export default fp<PaymentsPluginOptions>(
  async (app, { config, jwtSecret }) => {
    if (config.paymentProvider === 'myfatoorah') {
      // config.ts refuses to boot without these.
      const apiKey = config.myfatoorahApiKey ?? '';
      app.decorate('paymentConfig', {
        provider: 'myfatoorah',
        webhookSecret: config.myfatoorahWebhookSecret ?? '',
        testMode: false,
        verifyReadIntervalMs: config.paymentVerifyReadIntervalMs,
        invoiceMinutes: config.paymentInvoiceMinutes,
      });
      app.decorate(
        'paymentGateway',
        createMyFatoorahGateway({
          baseUrl: config.myfatoorahBaseUrl,
          apiKey,
          name: 'myfatoorah',
          timeoutMs: config.myfatoorahTimeoutMs,
          webhookSecret: config.myfatoorahWebhookSecret ?? '',
        }),
      );
      return;
    }
    // A production server on the sandbox is a staging site by choice (config.ts refuses to
    // default to it there): say so loudly, since anyone can buy tokens with its test card.
    if (config.env === 'production') {
      app.log.warn(
        { paymentProvider: 'sandbox' },
        'PAYMENT_PROVIDER=sandbox in production: TEST PAYMENTS ONLY. The built-in sandbox gateway credits tokens for its ' +
          'public test card and no real money is taken. Use PAYMENT_PROVIDER=myfatoorah to sell for real.',
      );
    }
    const credentials = sandboxCredentials(jwtSecret);
    app.decorate('paymentConfig', {
      provider: 'sandbox',
      webhookSecret: credentials.webhookSecret,
      testMode: true,
      verifyReadIntervalMs: config.paymentVerifyReadIntervalMs,
      invoiceMinutes: config.paymentInvoiceMinutes,
    });
    // The port is known only once listening (tests listen on port 0): the client is made on first use.
    let client: PaymentGateway | undefined;
    const sandbox = () =>
      (client ??= createMyFatoorahGateway({
        baseUrl: `${loopbackOrigin(app.server.address())}${SANDBOX_PREFIX}`,
        apiKey: credentials.apiKey,
        name: SANDBOX_GATEWAY,
        timeoutMs: config.myfatoorahTimeoutMs,
        webhookSecret: credentials.webhookSecret,
      }));
    app.decorate('paymentGateway', {
      name: SANDBOX_GATEWAY,
      sendPayment: (input) => sandbox().sendPayment(input),
      getPaymentStatus: (key) => sandbox().getPaymentStatus(key),
      makeRefund: (input) => sandbox().makeRefund(input),
      getRefundStatus: (invoiceId) => sandbox().getRefundStatus(invoiceId),
      // The sandbox sends MyFatoorah's webhooks, signed with its own secret.
      readWebhook: (request) => sandbox().readWebhook(request),
    } satisfies PaymentGateway);
  },
  { name: 'payments' },
);
