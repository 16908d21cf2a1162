import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOKEN_PACKAGES } from '@charades/shared/packages';
import { contractRoute } from '../../lib/contract-route.ts';

/** The fixed packages (docs/product.md#records, #constants), for anyone, signed in or not; testMode when they are sold
 *  on the sandbox gateway, so the buy dialog can say no real money is taken. */
export default async function packageRoutes(app: FastifyInstance) {
  const testMode = app.paymentConfig.testMode;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'packages.list'),
    handler: async () => TOKEN_PACKAGES.map((p) => ({ ...p, testMode })),
  });
}
