// An audit_log row as the API answers it.
import type { AuditEntry } from '@charades/shared/schemas/admin';
import type { auditLog } from '../../db/schema/index.ts';

export function auditEntryOf(r: typeof auditLog.$inferSelect): AuditEntry {
  return {
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
  };
}
