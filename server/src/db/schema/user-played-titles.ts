import { pgTable, uuid, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@charades/shared/languages';
import { users } from './users.ts';
import { titles } from './titles.ts';
import { categories } from './categories.ts';

export const userPlayedTitles = pgTable(
  'user_played_titles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleId: uuid('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_played_titles_user_title_unique').on(t.userId, t.titleId),
    index('user_played_titles_lookup_idx').on(t.userId, t.categoryId, t.language),
  ],
);
