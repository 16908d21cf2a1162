// /api/admin/categories (SPEC §2 Categories management). The guard of the admin scope
// (index.ts) has run: request.adminActor is set.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCategorySchema,
  categoryBody,
  categoryListQuery,
  categoryDeletedResponse,
  categoryListResponse,
  idParams,
} from '@charades/shared/schemas/admin';
import { bulkActionResponse, categoryBulkBody } from '@charades/shared/schemas/admin-bulk';
import { listCategories } from '../../services/admin/list-categories.ts';
import { createCategory } from '../../services/admin/create-category.ts';
import { updateCategory } from '../../services/admin/update-category.ts';
import { assertImageHostAllowed } from '../../lib/image-hosts.ts';
import { deleteCategory } from '../../services/admin/delete-category.ts';
import { runCategoryBulkAction } from '../../services/admin/run-category-bulk-action.ts';

const params = idParams('category_not_found');

export default async function adminCategoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/categories',
    { schema: { tags: ['admin'], querystring: categoryListQuery, response: { 200: categoryListResponse } } },
    (request) => listCategories({ db: app.db, query: request.query }),
  );
  r.post('/categories', { schema: { tags: ['admin'], body: categoryBody, response: { 200: adminCategorySchema } } }, (request) => {
    assertImageHostAllowed(request.body.imageUrl, app.imageHosts);
    return createCategory({ db: app.db, actor: request.adminActor!, body: request.body });
  });
  r.patch(
    '/categories/:id',
    { schema: { tags: ['admin'], params, body: categoryBody, response: { 200: adminCategorySchema } } },
    (request) => {
      assertImageHostAllowed(request.body.imageUrl, app.imageHosts);
      return updateCategory({ db: app.db, actor: request.adminActor!, id: request.params.id, body: request.body });
    },
  );
  r.delete('/categories/:id', { schema: { tags: ['admin'], params, response: { 200: categoryDeletedResponse } } }, async (request) => {
    const { titlesLeftWithoutCategory } = await deleteCategory({ db: app.db, actor: request.adminActor!, id: request.params.id });
    return { ok: true as const, titlesLeftWithoutCategory };
  });
  r.post(
    '/categories/bulk',
    { schema: { tags: ['admin'], body: categoryBulkBody, response: { 200: bulkActionResponse } } },
    async (request) => ({ bulk: await runCategoryBulkAction({ db: app.db, actor: request.adminActor!, body: request.body }) }),
  );
}
