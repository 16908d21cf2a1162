// A CSV export's answer, the same for every admin export (titles, audit log, payments, users):
// UTF-8 with a BOM, so spreadsheets read Arabic as such (the import drops it); a download, never
// cached; and, for an export with a ceiling, how many rows matched and whether some were left out.
import type { FastifyReply } from 'fastify';

export function sendCsv(reply: FastifyReply, csv: string, filename: string, counts?: { rows: number; total: number }) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  if (counts)
    reply.header('x-total-count', String(counts.total)).header('x-export-truncated', counts.rows < counts.total ? 'true' : 'false');
  return reply.send(`\uFEFF${csv}`);
}
