import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { listActiveCategories } from '../../services/content/list-active-categories.ts';

export default async function categoryRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'categories.list'),
    handler: async (request) =>
      listActiveCategories({ db: app.db, language: request.query.language, familyOnly: request.query.familyOnly === 'true' }),
  });
}
