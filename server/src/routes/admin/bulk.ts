// /api/admin/bulk (issue 17 §5): the latest bulk action on titles or categories, and its undo.
// The bulk actions themselves are POST /api/admin/titles/bulk and /api/admin/categories/bulk.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulkUndoBody, bulkUndoResponse, lastBulkActionResponse } from '@charades/shared/schemas/admin-bulk';
import { findLastBulkAction } from '../../services/admin/find-last-bulk-action.ts';
import { undoBulkAction } from '../../services/admin/undo-bulk-action.ts';

export default async function adminBulkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/bulk/last', { schema: { tags: ['admin'], response: { 200: lastBulkActionResponse } } }, async () => ({
    bulk: await findLastBulkAction({ db: app.db }),
  }));
  r.post('/bulk/undo', { schema: { tags: ['admin'], body: bulkUndoBody, response: { 200: bulkUndoResponse } } }, (request) =>
    undoBulkAction({ db: app.db, actor: request.adminActor!, id: request.body.id }),
  );
}
