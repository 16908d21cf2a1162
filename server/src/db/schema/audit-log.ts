// Security audit trail of staff actions. No foreign keys: entries must outlive deleted users,
// and the acting admin's e-mail is copied in so an entry stays readable after that admin is
// gone. The table is append-only: a trigger (migration 0002) refuses UPDATE, DELETE and
// TRUNCATE for every role, the owner included. The owner could still disable the triggers, so
// a deployment that must rule that out runs the app as a role that does not own the table
// (DATABASE_MIGRATION_URL, deploy/app-role.sql, db/app-role-grants.ts).
import { pgTable, uuid, text, jsonb, timestamp, index } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    adminId: uuid('admin_id'),
    adminEmail: text('admin_email'),
    /** Set when the target is an account (docs/product.md#records); targetId holds every kind of target. */
    targetUserId: uuid('target_user_id'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
