// Only a SHA-256 of each refresh token is stored. A token is used once: using it sets
// rotated_at and issues its successor; presenting a rotated token again is reuse, except the
// immediately previous one within the grace window (services/auth/rotate-refresh-token.ts),
// which is why a token knows the one it replaced.
import { pgTable, uuid, text, timestamp, index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { authSessions } from './auth-sessions.ts';

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** The token this one replaced (null for a session's first). */
    parentId: uuid('parent_id').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId), index('refresh_tokens_parent_idx').on(t.parentId)],
);
