// GET /api/admin/revenue?days= (issue 17 §2): the dashboard's revenue card and chart.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { revenueQuery, revenueResponse } from '@charades/shared/schemas/admin-revenue';
import { countRevenue } from '../../services/admin/count-revenue.ts';

export default async function adminRevenueRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/revenue', { schema: { tags: ['admin'], querystring: revenueQuery, response: { 200: revenueResponse } } }, (request) =>
      countRevenue({ db: app.db, days: request.query.days }),
    );
}
