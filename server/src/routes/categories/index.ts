import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoriesQuery, categorySchema } from '@charades/shared/schemas/content';
import { listActiveCategories } from '../../services/content/list-active-categories.ts';

export default async function categoryRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/',
      { schema: { tags: ['content'], querystring: categoriesQuery, response: { 200: z.array(categorySchema) } } },
      async (request) => listActiveCategories({ db: app.db, language: request.query.language }),
    );
}
