// app.paymentGateway: MyFatoorah's API v2 client, pointed at the real service
// (PAYMENT_PROVIDER=myfatoorah) or at the sandbox the app serves itself under
// /sandbox/myfatoorah (the default): one code path for both. app.paymentConfig carries what
// the webhook route needs to check signatures, and how often verify may read one payment.
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { PaymentGateway } from '../lib/myfatoorah/types.ts';
import { createMyFatoorahGateway } from '../lib/myfatoorah/client.ts';
import { sandboxCredentials } from '../lib/myfatoorah/sandbox-credentials.ts';
import { loopbackOrigin } from '../lib/loopback-origin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
    paymentConfig: { provider: 'sandbox' | 'myfatoorah'; webhookSecret: string; verifyReadIntervalMs: number };
  }
}

export const SANDBOX_PREFIX = '/sandbox/myfatoorah';
export interface PaymentsPluginOptions {
  config: Pick<
    Config,
    | 'paymentProvider'
    | 'myfatoorahBaseUrl'
    | 'myfatoorahApiKey'
    | 'myfatoorahWebhookSecret'
    | 'myfatoorahTimeoutMs'
    | 'paymentVerifyReadIntervalMs'
  >;
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
        verifyReadIntervalMs: config.paymentVerifyReadIntervalMs,
      });
      app.decorate(
        'paymentGateway',
        createMyFatoorahGateway({ baseUrl: config.myfatoorahBaseUrl, apiKey, name: 'myfatoorah', timeoutMs: config.myfatoorahTimeoutMs }),
      );
      return;
    }
    const credentials = sandboxCredentials(jwtSecret);
    app.decorate('paymentConfig', {
      provider: 'sandbox',
      webhookSecret: credentials.webhookSecret,
      verifyReadIntervalMs: config.paymentVerifyReadIntervalMs,
    });
    // The port is known only once listening (tests listen on port 0): the client is made on first use.
    let client: PaymentGateway | undefined;
    const sandbox = () =>
      (client ??= createMyFatoorahGateway({
        baseUrl: `${loopbackOrigin(app.server.address())}${SANDBOX_PREFIX}`,
        apiKey: credentials.apiKey,
        name: 'sandbox',
        timeoutMs: config.myfatoorahTimeoutMs,
      }));
    app.decorate('paymentGateway', {
      name: 'sandbox',
      sendPayment: (input) => sandbox().sendPayment(input),
      getPaymentStatus: (key) => sandbox().getPaymentStatus(key),
    } satisfies PaymentGateway);
  },
  { name: 'payments' },
);
