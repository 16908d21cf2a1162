// Issue 32 §3: staff's internal notes on a person. Never part of anything the player reads;
// each one is also an audit row (user_note_added). Append-only from the app: a note is not
// edited, a correction is another note.
import { pgTable, uuid, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const staffNotes = pgTable(
  'staff_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The person the note is about. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who wrote it; kept by e-mail when their account is deleted. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_notes_user_idx').on(t.userId, t.createdAt)],
);
