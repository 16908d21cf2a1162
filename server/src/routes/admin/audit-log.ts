import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogResponse } from '@charades/shared/schemas/admin';
import { listAuditLog } from '../../services/admin/list-audit-log.ts';

export default async function adminAuditLogRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/audit-log', { schema: { tags: ['admin'], response: { 200: auditLogResponse } } }, async () => ({
      items: await listAuditLog({ db: app.db }),
    }));
}
