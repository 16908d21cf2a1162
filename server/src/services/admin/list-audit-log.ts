// SPEC §7: the latest audit entries, newest first.
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AUDIT_LOG_LIMIT, type AuditEntry } from '@charades/shared/schemas/admin';
import { auditLog } from '../../db/schema/index.ts';

export async function listAuditLog({ db, limit = AUDIT_LOG_LIMIT }: { db: DbOrTx; limit?: number }): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    action: r.action,
    adminId: r.adminId,
    adminEmail: r.adminEmail,
    targetType: r.targetType,
    targetId: r.targetId ?? r.targetUserId,
    targetLabel: r.targetLabel,
    ip: r.ip,
    userAgent: r.userAgent,
    details: r.details,
  }));
}
