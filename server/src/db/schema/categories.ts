import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, boolean, date, timestamp, uniqueIndex, index, check } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@charades/shared/languages';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    internalId: text('internal_id').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    /** Issue 31 §2: 'pictures' deals picture cards (the acting phone shows the picture large,
     *  the word small) for children who cannot read yet. */
    kind: text('kind', { enum: ['titles', 'pictures'] })
      .notNull()
      .default('titles'),
    /** Issue 31 §3: who it suits; setup's "Family only" shows the 'family' ones. */
    audience: text('audience', { enum: ['family', 'older'] })
      .notNull()
      .default('family'),
    /** Issue 31 §3: featured from the first to the last of these Kuwait days (inclusive). */
    featuredFrom: date('featured_from'),
    featuredUntil: date('featured_until'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_internal_id_unique').on(t.internalId),
    index('categories_language_active_idx').on(t.language, t.isActive, t.createdAt),
    check('categories_language_valid', sql`${t.language} in ('ar', 'en')`),
    check('categories_kind_valid', sql`${t.kind} in ('titles', 'pictures')`),
    check('categories_audience_valid', sql`${t.audience} in ('family', 'older')`),
    check(
      'categories_featured_window_valid',
      sql`(${t.featuredFrom} is null) = (${t.featuredUntil} is null) and (${t.featuredFrom} is null or ${t.featuredFrom} <= ${t.featuredUntil})`,
    ),
  ],
);
