// /api/admin/audit-log (issue 17 §3): staff actions paged and filtered, the same rows as CSV,
// and the refusals at the admin gate, counted per address and window, apart from them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogPageResponse, auditLogQuery, refusalListQuery, refusalListResponse } from '@charades/shared/schemas/admin-audit';
import { listAuditLog } from '../../services/admin/list-audit-log.ts';
import { exportAuditLog } from '../../services/admin/export-audit-log.ts';
import { listAccessRefusals } from '../../services/admin/list-access-refusals.ts';

export default async function adminAuditLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/audit-log', { schema: { tags: ['admin'], querystring: auditLogQuery, response: { 200: auditLogPageResponse } } }, (request) =>
    listAuditLog({ db: app.db, query: request.query }),
  );

  r.get('/audit-log/export', { schema: { tags: ['admin'], querystring: auditLogQuery } }, async (request, reply) => {
    // Every page of the filtered rows: the page and its size do not apply.
    const { page: _page, pageSize: _pageSize, ...filters } = request.query;
    const { csv, rows, total } = await exportAuditLog({ db: app.db, filters });
    // The BOM makes spreadsheets read the file as UTF-8 (Arabic labels, e-mails).
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .header('cache-control', 'no-store')
      .header('x-total-count', String(total))
      .header('x-export-truncated', rows < total ? 'true' : 'false')
      .send(`\uFEFF${csv}`);
  });

  r.get(
    '/audit-log/refusals',
    { schema: { tags: ['admin'], querystring: refusalListQuery, response: { 200: refusalListResponse } } },
    (request) => listAccessRefusals({ db: app.db, query: request.query }),
  );
}
