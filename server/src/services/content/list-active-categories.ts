import { and, asc, count, eq } from 'drizzle-orm';
import type { Language } from '@charades/shared/schemas/auth';
import type { DbOrTx } from '../../db/client.ts';
import { categories, titles } from '../../db/schema/index.ts';

/** Active categories in the order they were created, each with how many titles it holds. */
export async function listActiveCategories({ db, language }: { db: DbOrTx; language?: Language }) {
  return db
    .select({
      id: categories.id,
      title: categories.title,
      internalId: categories.internalId,
      language: categories.language,
      imageUrl: categories.imageUrl,
      titleCount: count(titles.id),
    })
    .from(categories)
    .leftJoin(titles, eq(titles.categoryId, categories.id))
    .where(and(eq(categories.isActive, true), language ? eq(categories.language, language) : undefined))
    .groupBy(categories.id)
    .orderBy(asc(categories.createdAt), asc(categories.title));
}
