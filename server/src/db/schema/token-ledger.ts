// One row per balance change, written in the same transaction as the change itself, so the
// sum of deltas always equals the balance.
import { pgTable, uuid, text, integer, jsonb, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { LEDGER_REASONS } from '@charades/shared/schemas/admin-person';

export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason', {
      enum: LEDGER_REASONS,
    }).notNull(),
    reference: text('reference'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('token_ledger_user_created_idx').on(t.userId, t.createdAt)],
);
