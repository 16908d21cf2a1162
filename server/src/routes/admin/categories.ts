// /api/admin/categories (docs/product.md#screens Categories management). The guard of the admin scope
// (index.ts) has run: request.adminActor is set.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { listCategories } from '../../services/admin/list-categories.ts';
import { createCategory } from '../../services/admin/create-category.ts';
import { updateCategory } from '../../services/admin/update-category.ts';
import { assertImageHostAllowed } from '../../lib/image-hosts.ts';
import { deleteCategory } from '../../services/admin/delete-category.ts';
import { runCategoryBulkAction } from '../../services/admin/run-category-bulk-action.ts';

export default async function adminCategoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(app, 'admin.categories.list'),
    handler: (request) => listCategories({ db: app.db, query: request.query }),
  });
  r.route({
    ...contractRoute(app, 'admin.categories.create'),
    handler: (request) => {
      assertImageHostAllowed(request.body.imageUrl, app.imageHosts);
      return createCategory({ db: app.db, actor: request.adminActor!, body: request.body });
    },
  });
  r.route({
    ...contractRoute(app, 'admin.categories.update'),
    handler: (request) => {
      assertImageHostAllowed(request.body.imageUrl, app.imageHosts);
      return updateCategory({ db: app.db, actor: request.adminActor!, id: request.params.id, body: request.body });
    },
  });
  r.route({
    ...contractRoute(app, 'admin.categories.delete'),
    handler: async (request) => {
      const { titlesLeftWithoutCategory } = await deleteCategory({ db: app.db, actor: request.adminActor!, id: request.params.id });
      return { ok: true as const, titlesLeftWithoutCategory };
    },
  });
  r.route({
    ...contractRoute(app, 'admin.categories.bulk'),
    handler: async (request) => ({ bulk: await runCategoryBulkAction({ db: app.db, actor: request.adminActor!, body: request.body }) }),
  });
}
