import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentSchema } from '@charades/shared/schemas/payments';
import { listPayments } from '../../services/payments/list-payments.ts';

export default async function paymentRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/', { onRequest: app.authenticate, schema: { tags: ['payments'], response: { 200: z.array(paymentSchema) } } }, async (request) =>
      listPayments({ db: app.db, userId: request.user!.id }),
    );
}
