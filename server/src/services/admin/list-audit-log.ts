// GET /api/admin/audit-log (issue 17 §3): one page of staff actions, newest first, filtered by
// action, admin, target and Kuwait days, with the total of the filtered rows.
import { count, desc } from 'drizzle-orm';
import type { AuditEntry } from '@charades/shared/schemas/admin';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import { auditEntryOf } from './audit-entry.ts';
import { auditLogWhere, type AuditLogFilters } from './audit-log-filter.ts';

export interface AuditLogPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export async function listAuditLog({
  db,
  query,
}: {
  db: DbOrTx;
  query: AuditLogFilters & { page: number; pageSize: number };
}): Promise<AuditLogPage> {
  const where = auditLogWhere(query);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(auditEntryOf), total: firstRow(totals, 'the audit count').n, page: query.page, pageSize: query.pageSize };
}
