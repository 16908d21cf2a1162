// GET /api/admin/revenue?days= (issue 17 §2): the dashboard's revenue card and chart.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { countRevenue } from '../../services/admin/count-revenue.ts';

export default async function adminRevenueRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'admin.revenue'),
    handler: (request) => countRevenue({ db: app.db, days: request.query.days }),
  });
}
