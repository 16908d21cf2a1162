// The categories a player picks from: active ones of a language, each with how many titles it
// holds, its kind (picture cards) and audience; "Family only" (issue 31 §3) leaves out those
// for older players. A category featured today (its window's first to last Kuwait day, both
// included) leads the list with featured: true; the rest follow in the order they were made.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_TIME_ZONE } from '@charades/shared/admin-rules';
import type { Language } from '@charades/shared/languages';
import type { DbOrTx } from '../../db/client.ts';
import { categories, titles } from '../../db/schema/index.ts';

/** Whether today, in Kuwait, is inside the category's featured window. */
export const featuredToday = sql<boolean>`coalesce((now() at time zone ${ADMIN_TIME_ZONE})::date between ${categories.featuredFrom} and ${categories.featuredUntil}, false)`;

export async function listActiveCategories({
  db,
  language,
  familyOnly = false,
}: {
  db: DbOrTx;
  language?: Language;
  familyOnly?: boolean;
}) {
  return db
    .select({
      id: categories.id,
      title: categories.title,
      internalId: categories.internalId,
      language: categories.language,
      imageUrl: categories.imageUrl,
      kind: categories.kind,
      audience: categories.audience,
      featured: featuredToday,
      titleCount: count(titles.id),
    })
    .from(categories)
    .leftJoin(titles, eq(titles.categoryId, categories.id))
    .where(
      and(
        eq(categories.isActive, true),
        language ? eq(categories.language, language) : undefined,
        familyOnly ? eq(categories.audience, 'family') : undefined,
      ),
    )
    .groupBy(categories.id)
    .orderBy(desc(featuredToday), asc(categories.createdAt), asc(categories.title));
}
