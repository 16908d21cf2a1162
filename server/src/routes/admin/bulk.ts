// /api/admin/bulk (issue 17 §5): the latest bulk action on titles or categories, and its undo.
// The bulk actions themselves are POST /api/admin/titles/bulk and /api/admin/categories/bulk.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { findLastBulkAction } from '../../services/admin/find-last-bulk-action.ts';
import { undoBulkAction } from '../../services/admin/undo-bulk-action.ts';

export default async function adminBulkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(app, 'admin.bulk.last'),
    handler: async () => ({ bulk: await findLastBulkAction({ db: app.db }) }),
  });
  r.route({
    ...contractRoute(app, 'admin.bulk.undo'),
    handler: (request) => undoBulkAction({ db: app.db, actor: request.adminActor!, id: request.body.id }),
  });
}
