// Refusals at the admin gate from callers who are not staff (issue 17): security events, kept
// apart from the audit log of staff actions so no volume of them can push a staff action out
// of view. One row per address and 10-minute window, counted with an upsert: 500 refusals
// from one address are one row saying 500.
import { pgTable, uuid, text, integer, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';

export const accessRefusals = pgTable(
  'access_refusals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ip: text('ip').notNull(),
    /** The start of the 10-minute window (REFUSAL_WINDOW_MINUTES) the refusals fell in. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(1),
    /** The last refused caller's account, when signed in (a user or a suspended account). */
    lastUserId: uuid('last_user_id'),
    lastUserEmail: text('last_user_email'),
    /** e.g. 'GET /api/admin/users', the last refused route in the window. */
    lastRoute: text('last_route'),
    /** unauthorized, token_expired, forbidden... */
    lastCode: text('last_code'),
    lastUserAgent: text('last_user_agent'),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('access_refusals_ip_window_unique').on(t.ip, t.windowStart), index('access_refusals_last_idx').on(t.lastAt)],
);
