// /api/admin/audit-log (issue 17 §3): staff actions paged and filtered, the same rows as CSV,
// and the refusals at the admin gate, counted per address and window, apart from them.
import { sendCsv } from '../../lib/csv-reply.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { listAuditLog } from '../../services/admin/list-audit-log.ts';
import { exportAuditLog } from '../../services/admin/export-audit-log.ts';
import { listAccessRefusals } from '../../services/admin/list-access-refusals.ts';

export default async function adminAuditLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(app, 'admin.auditLog.list'),
    handler: (request) => listAuditLog({ db: app.db, query: request.query }),
  });

  r.route({
    ...contractRoute(app, 'admin.auditLog.export'),
    handler: async (request, reply) => {
      // Every page of the filtered rows: the page and its size do not apply.
      const { page: _page, pageSize: _pageSize, ...filters } = request.query;
      const { csv, rows, total } = await exportAuditLog({ db: app.db, filters });
      return sendCsv(reply, csv, 'audit-log.csv', { rows, total });
    },
  });

  r.route({
    ...contractRoute(app, 'admin.auditLog.refusals'),
    handler: (request) => listAccessRefusals({ db: app.db, query: request.query }),
  });
}
