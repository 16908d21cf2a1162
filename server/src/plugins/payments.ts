// PLACEHOLDER until h10-gateway's plugin lands (the lead keeps theirs on merge): decorates
// app.paymentGateway / app.paymentConfig from the app's dependencies, so the payment routes
// and their tests run against any PaymentGateway. Without one, every gateway call answers
// 'unavailable'.
import fp from 'fastify-plugin';
import { GatewayError, type PaymentGateway } from '../lib/myfatoorah/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
    paymentConfig: { provider: 'sandbox' | 'myfatoorah'; webhookSecret: string };
  }
}

const notConfigured: PaymentGateway = {
  name: 'sandbox',
  sendPayment: () => Promise.reject(new GatewayError('unavailable', 'no payment gateway configured')),
  getPaymentStatus: () => Promise.reject(new GatewayError('unavailable', 'no payment gateway configured')),
};

export default fp<{ gateway?: PaymentGateway; webhookSecret?: string }>(
  async (app, opts) => {
    app.decorate('paymentGateway', opts.gateway ?? notConfigured);
    app.decorate('paymentConfig', { provider: 'sandbox' as const, webhookSecret: opts.webhookSecret ?? '' });
  },
  { name: 'payments' },
);
