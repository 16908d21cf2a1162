import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, timestamp, index, check } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@charades/shared/languages';
import { categories } from './categories.ts';

export const titles = pgTable(
  'titles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    posterUrl: text('posterurl'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('titles_category_language_idx').on(t.categoryId, t.language),
    // Duplicates are found on the normalised title (migration 0005's charades_normalize: Arabic
    // letter forms, diacritics, tatweel, case and spaces), within a category and language.
    index('titles_category_language_normalized_idx').on(t.categoryId, t.language, sql`charades_normalize(${t.title})`),
    check('titles_language_valid', sql`${t.language} in ('ar', 'en')`),
  ],
);
