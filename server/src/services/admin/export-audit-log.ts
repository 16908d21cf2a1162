// GET /api/admin/audit-log/export (issue 17 §3): the filtered rows, every page, as CSV, up to
// AUDIT_EXPORT_MAX_ROWS (the newest ones; the caller is told when rows were left out). Cells a
// spreadsheet would run as a formula are neutralised (an e-mail or label may start with '=').
import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import { neutraliseFormula, toCsv } from '@charades/shared/csv';
import { auditLogWhere, type AuditLogFilters } from './audit-log-filter.ts';

/** A sane ceiling: a year of a busy desk, and a file a spreadsheet still opens. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** The screen's column names (docs/product.md#screens), then what the screen shows under them. */
export const AUDIT_CSV_HEADER = [
  'Date & Time (UTC)',
  'Action',
  'Admin ID',
  'Admin Email',
  'Target Type',
  'Target User',
  'Target Label',
  'IP',
  'User Agent',
  'Details',
];

export async function exportAuditLog({
  db,
  filters,
  maxRows = AUDIT_EXPORT_MAX_ROWS,
}: {
  db: DbOrTx;
  filters: AuditLogFilters;
  maxRows?: number;
}): Promise<{ csv: string; rows: number; total: number }> {
  const where = auditLogWhere(filters);
  const [rows, totals] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(maxRows),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const lines = rows.map((r) =>
    [
      r.createdAt.toISOString(),
      r.action,
      r.adminId ?? '',
      r.adminEmail ?? '',
      r.targetType ?? '',
      r.targetId ?? r.targetUserId ?? '',
      r.targetLabel ?? '',
      r.ip ?? '',
      r.userAgent ?? '',
      r.details ? JSON.stringify(r.details) : '',
    ].map(neutraliseFormula),
  );
  return { csv: toCsv([AUDIT_CSV_HEADER, ...lines]), rows: rows.length, total: firstRow(totals, 'the audit count').n };
}
