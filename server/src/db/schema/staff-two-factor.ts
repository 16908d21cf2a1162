// Issue 32 §4: a staff account's second factor. One row per account: the TOTP secret an
// authenticator app holds (RFC 6238), unconfirmed while the account is enrolling, and the time
// step of the last code accepted, so a code works once. Its recovery codes are stored hashed,
// one row each, spent on use. A sign-in that passed the password but not yet the code holds a
// challenge: hashed, short-lived, with a count of wrong codes.
import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, timestamp, bigint, integer, index, check } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const staffTwoFactor = pgTable('staff_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as the authenticator app was given it. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null while enrolling: the account has no second factor until a first code confirms it. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes so far; the challenge dies at TWO_FACTOR_MAX_ATTEMPTS. */
    failures: integer('failures').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId), check('two_factor_challenges_failures', sql`${t.failures} >= 0`)],
);
