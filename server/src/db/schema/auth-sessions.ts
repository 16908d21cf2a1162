// One row per signed-in device. Refresh tokens rotate within a session (refresh-tokens.ts);
// revoking the session ends every token it ever issued.
import { pgTable, uuid, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** When this session passed a staff account's second factor (issue 32 §4): at a sign-in
     *  through /api/auth/2fa/verify, or when the account enrolled on it. The admin guard lets an
     *  enrolled account's session in only once this is set. */
    twoFactorAt: timestamp('two_factor_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);
