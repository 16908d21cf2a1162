// Titles as the admin API answers them: each with its joined category (or null: 'No Category').
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminTitle, titleListQuery } from '@charades/shared/schemas/admin';
import type { DbOrTx } from '../../db/client.ts';
import { categories, titles } from '../../db/schema/index.ts';
import { normalizedContains } from '../../lib/like-pattern.ts';
import type { Language } from '@charades/shared/languages';

export type TitleFilters = Pick<z.output<typeof titleListQuery>, 'search' | 'language' | 'categoryId' | 'sort' | 'order'>;

// Titles sort as people read them: 'beta' before 'GAMMA' (not by code point).
const SORT_COLUMNS = {
  title: sql`lower(${titles.title})`,
  language: titles.language,
  category: categories.title,
  createdAt: titles.createdAt,
} as const;

export function titleWhere(f: TitleFilters): SQL | undefined {
  return and(
    f.search ? normalizedContains(titles.title, f.search) : undefined,
    f.language === 'all' ? undefined : eq(titles.language, f.language),
    f.categoryId === 'all' ? undefined : f.categoryId === 'none' ? isNull(titles.categoryId) : eq(titles.categoryId, f.categoryId),
  );
}

export function titleOrder(f: TitleFilters): SQL[] {
  const dir = f.order === 'desc' ? desc : asc;
  // Titles without a category sort after the rest either way; the id makes pages stable.
  const first =
    f.sort === 'category'
      ? f.order === 'desc'
        ? sql`lower(${categories.title}) desc nulls last`
        : sql`lower(${categories.title}) asc nulls last`
      : dir(Object.hasOwn(SORT_COLUMNS, f.sort) ? SORT_COLUMNS[f.sort as keyof typeof SORT_COLUMNS] : titles.createdAt);
  return [first, asc(sql`lower(${titles.title})`), asc(titles.id)];
}

/** The select of a titles row with its category, left-joined. */
export function selectTitles(db: DbOrTx) {
  return db
    .select({
      title: titles,
      category: { id: categories.id, title: categories.title, language: categories.language },
    })
    .from(titles)
    .leftJoin(categories, eq(categories.id, titles.categoryId));
}

export function toAdminTitle(r: {
  title: typeof titles.$inferSelect;
  category: { id: string; title: string; language: Language } | null;
}): AdminTitle {
  return {
    id: r.title.id,
    title: r.title.title,
    posterUrl: r.title.posterUrl,
    language: r.title.language,
    categoryId: r.title.categoryId,
    category: r.category,
    createdAt: r.title.createdAt.toISOString(),
  };
}

/** The fields an audit row's before/after shows. */
export function titleAuditValues(row: typeof titles.$inferSelect) {
  return { title: row.title, posterUrl: row.posterUrl, language: row.language, categoryId: row.categoryId };
}
