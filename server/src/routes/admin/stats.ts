import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStatsResponse } from '@charades/shared/schemas/admin';
import { countAdminStats } from '../../services/admin/count-admin-stats.ts';

export default async function adminStatsRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/stats', { schema: { tags: ['admin'], response: { 200: adminStatsResponse } } }, () => countAdminStats({ db: app.db }));
}
