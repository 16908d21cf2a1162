// GET /api/admin/stats: the dashboard's five counts (docs/product.md#server-calls).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { countAdminStats } from '../../services/admin/count-admin-stats.ts';

export default async function adminStatsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'admin.stats'),
    handler: () => countAdminStats({ db: app.db }),
  });
}
