import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, boolean, timestamp, uniqueIndex, index, check } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    internalId: text('internal_id').notNull(),
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_internal_id_unique').on(t.internalId),
    index('categories_language_active_idx').on(t.language, t.isActive, t.createdAt),
    check('categories_language_valid', sql`${t.language} in ('ar', 'en')`),
  ],
);
