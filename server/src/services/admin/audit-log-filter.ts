// The filters of the audit trail (issue 17 §3), shared by the page and the CSV export so both
// answer the same rows. Days are calendar days in ADMIN_TIME_ZONE, both ends included.
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_TIME_ZONE } from '@charades/shared/admin-rules';
import { LEGACY_REFUSAL_ACTION } from '@charades/shared/schemas/admin-audit';
import { auditLog } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export interface AuditLogFilters {
  action?: string | undefined;
  admin?: string | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The first instant of a Kuwait calendar day. */
export const kuwaitDayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${ADMIN_TIME_ZONE})`;
/** The first instant after a Kuwait calendar day. */
export const kuwaitDayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${ADMIN_TIME_ZONE})`;

/** An id starts with the text (the screen shows ids by their first 8 characters). */
const idPrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function auditLogWhere(f: AuditLogFilters): SQL | undefined {
  return and(
    // Refusals written before issue 17 are not staff actions: shown only when asked for.
    f.action ? eq(auditLog.action, f.action) : ne(auditLog.action, LEGACY_REFUSAL_ACTION),
    f.admin
      ? or(sql`${auditLog.adminId}::text ilike ${idPrefix(f.admin)}`, sql`${auditLog.adminEmail} ilike ${containsPattern(f.admin)}`)
      : undefined,
    // A user's e-mail is copied into target_label when the change is made (record-audit.ts).
    f.target
      ? or(
          sql`${auditLog.targetUserId}::text ilike ${idPrefix(f.target)}`,
          sql`${auditLog.targetId} ilike ${idPrefix(f.target)}`,
          sql`${auditLog.targetLabel} ilike ${containsPattern(f.target)}`,
        )
      : undefined,
    f.from ? sql`${auditLog.createdAt} >= ${kuwaitDayStart(f.from)}` : undefined,
    f.to ? sql`${auditLog.createdAt} < ${kuwaitDayEnd(f.to)}` : undefined,
  );
}
