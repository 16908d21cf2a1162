// A player's own decks (issue 31 §1): a name, a language and 10 to 300 titles, each with an
// optional picture; shared by a 7-character code while sharing is on; reported by whoever
// opened it; hidden by staff (its code then opens nothing). Deck titles are remembered as
// played per account like the categories' titles, in their own table.
import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, integer, timestamp, uniqueIndex, index, check } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@charades/shared/languages';
import { users } from './users.ts';
import { images } from './images.ts';

export const decks = pgTable(
  'decks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** Set while sharing is on; turning it off clears it, and on again draws a new one. */
    shareCode: text('share_code'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** The deck this one was copied from (a copy, not a link). */
    copiedFrom: uuid('copied_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('decks_share_code_unique').on(t.shareCode),
    index('decks_user_idx').on(t.userId, t.updatedAt),
    check('decks_language_valid', sql`${t.language} in ('ar', 'en')`),
  ],
);

export const deckTitles = pgTable(
  'deck_titles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deckId: uuid('deck_id')
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
  },
  (t) => [index('deck_titles_deck_idx').on(t.deckId, t.position)],
);

export const deckReports = pgTable(
  'deck_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deckId: uuid('deck_id')
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff decided on the deck (hid it or left it shown): out of the queue. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // One open report per person and deck: reporting again replaces the reason.
    uniqueIndex('deck_reports_open_unique')
      .on(t.deckId, t.reporterId)
      .where(sql`${t.resolvedAt} is null`),
    index('deck_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

export const userPlayedDeckTitles = pgTable(
  'user_played_deck_titles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deckTitleId: uuid('deck_title_id')
      .notNull()
      .references(() => deckTitles.id, { onDelete: 'cascade' }),
    deckId: uuid('deck_id')
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_played_deck_titles_unique').on(t.userId, t.deckTitleId),
    index('user_played_deck_titles_lookup_idx').on(t.userId, t.deckId),
  ],
);
