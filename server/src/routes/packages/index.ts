import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOKEN_PACKAGES } from '@charades/shared/packages';
import { tokenPackageSchema } from '@charades/shared/schemas/payments';

/** The fixed packages (SPEC §3/§9), for anyone, signed in or not; testMode when they are sold
 *  on the sandbox gateway, so the buy dialog can say no real money is taken. */
export default async function packageRoutes(app: FastifyInstance) {
  const testMode = app.paymentConfig.testMode;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/', { schema: { tags: ['payments'], response: { 200: z.array(tokenPackageSchema) } } }, async () =>
      TOKEN_PACKAGES.map((p) => ({ ...p, testMode })),
    );
}
