// docs/product.md#screens Categories management: search by title, language filter, sorting and paging on the
// server. Each item carries how many titles it holds.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AdminCategory, categoryListQuery } from '@charades/shared/schemas/admin';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { categories, titles } from '../../db/schema/index.ts';
import { normalizedContains } from '../../lib/like-pattern.ts';
import { firstRow } from '../../lib/first-row.ts';
import { toAdminCategory } from './admin-category.ts';

// Titles sort as people read them: 'beta' before 'GAMMA' (not by code point).
const SORT_COLUMNS = {
  title: sql`lower(${categories.title})`,
  language: categories.language,
  internalId: categories.internalId,
  createdAt: categories.createdAt,
} as const;

export async function listCategories({
  db,
  query,
}: {
  db: DbOrTx;
  query: z.output<typeof categoryListQuery>;
}): Promise<{ items: AdminCategory[]; total: number }> {
  const where = and(
    query.search ? normalizedContains(categories.title, query.search) : undefined,
    query.language === 'all' ? undefined : eq(categories.language, query.language),
  );
  const dir = query.order === 'desc' ? desc : asc;
  const titleCount = db
    .select({ categoryId: titles.categoryId, n: count().as('n') })
    .from(titles)
    .groupBy(titles.categoryId)
    .as('title_counts');
  const [rows, totals] = await Promise.all([
    db
      .select({ category: categories, titleCount: sql<number>`coalesce(${titleCount.n}, 0)::int` })
      .from(categories)
      .leftJoin(titleCount, eq(titleCount.categoryId, categories.id))
      .where(where)
      // docs/product.md#server-calls: the admin list reads by language, then title; the id makes pages stable.
      .orderBy(
        dir(Object.hasOwn(SORT_COLUMNS, query.sort) ? SORT_COLUMNS[query.sort as keyof typeof SORT_COLUMNS] : categories.language),
        asc(categories.title),
        asc(categories.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return {
    items: rows.map((r) => toAdminCategory(r.category, r.titleCount)),
    total: firstRow(totals, 'the category count').total,
  };
}
