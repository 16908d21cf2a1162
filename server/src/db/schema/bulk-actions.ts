// A bulk action on titles or categories (issue 17): what it changed, with each row as it was
// before, so the last bulk action can be undone. One audit row names it.
import { pgTable, uuid, text, integer, jsonb, timestamp, index } from 'drizzle-orm/pg-core';

export const bulkActions = pgTable(
  'bulk_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'title' or 'category'. */
    targetType: text('target_type', { enum: ['title', 'category'] }).notNull(),
    /** delete, move, activate, deactivate. */
    kind: text('kind').notNull(),
    itemCount: integer('item_count').notNull(),
    /** The rows as they were before the action (whole rows for a delete). */
    before: jsonb('before').$type<Record<string, unknown>[]>().notNull(),
    /** The action's parameters, e.g. { categoryId } for a move. */
    params: jsonb('params').$type<Record<string, unknown>>(),
    adminId: uuid('admin_id'),
    adminEmail: text('admin_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('bulk_actions_created_idx').on(t.createdAt)],
);
