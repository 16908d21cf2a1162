// Writes one audit-log row. Every admin change calls this with the transaction of the change
// itself, so a change without its row (or a row without its change) cannot happen. Details
// hold before/after values only: never a password, token or secret.
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Who acted, copied into the row so it stays readable after the account is gone. */
export interface AuditActor {
  id: string | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
}

export type AuditTargetType = 'user' | 'category' | 'title' | 'coupon' | 'route' | 'payment' | 'image' | 'deck';

export interface AuditTarget {
  type: AuditTargetType;
  id?: string | null;
  label?: string | null;
}

export interface AuditEntryInput {
  actor: AuditActor;
  action: string;
  target?: AuditTarget;
  details?: Record<string, unknown>;
}

// Long labels and user agents are cut: the row is evidence, not storage.
const MAX_TEXT = 500;
const cut = (s: string | null | undefined) => (s == null ? null : s.slice(0, MAX_TEXT));

export async function recordAudit(db: DbOrTx, { actor, action, target, details }: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    action,
    adminId: actor.id,
    adminEmail: cut(actor.email),
    ip: cut(actor.ip),
    userAgent: cut(actor.userAgent),
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    targetLabel: cut(target?.label),
    targetUserId: target?.type === 'user' ? (target.id ?? null) : null,
    details: details ?? null,
  });
}
