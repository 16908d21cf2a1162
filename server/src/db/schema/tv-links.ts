// A TV paired to an account (issue 16): the TV holds an opaque token that can only watch that
// account's games over the socket; only its hash is kept. The link lasts 12 hours at most and
// ends with the phone's session that paired it (however that ends), or when the player unlinks it.
import { pgTable, uuid, text, boolean, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { authSessions } from './auth-sessions.ts';

export const tvLinks = pgTable(
  'tv_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session of the phone that paired it: signing out there ends the link. */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The TV plays the game's sounds unless the host mutes them from the phone. */
    muted: boolean('muted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('tv_links_user_idx').on(t.userId), index('tv_links_session_idx').on(t.sessionId)],
);
