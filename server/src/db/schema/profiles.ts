import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, integer, numeric, boolean, timestamp, check } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@charades/shared/languages';
import { ACCOUNT_ROLES, ACTIVE_ROLES } from '@charades/shared/staff/staff-roles';
import { users } from './users.ts';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokens: integer('tokens').notNull().default(1),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    role: text('role', { enum: ACCOUNT_ROLES }).notNull().default('user'),
    /** The role a suspension replaced, so reinstating an admin restores 'admin' (issue 17), and a
     *  staff member their staff role (issue 32 §4). */
    roleBeforeSuspension: text('role_before_suspension', { enum: ACTIVE_ROLES }),
    /** Setup's "Family only" (issue 31 §3), remembered per account: on until the player turns it off. */
    familyOnly: boolean('family_only').notNull().default(true),
    totalPaymentsCount: integer('total_payments_count').notNull().default(0),
    totalAmountPaid: numeric('total_amount_paid', { precision: 12, scale: 3 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_tokens_non_negative', sql`${t.tokens} >= 0`),
    check('profiles_language_valid', sql`${t.language} in ('ar', 'en')`),
    check('profiles_role_valid', sql`${t.role} in ('user', 'support', 'finance', 'admin', 'suspended')`),
  ],
);
