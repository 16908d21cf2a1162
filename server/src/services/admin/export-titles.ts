// GET /api/admin/titles/export: the filtered list (every page) as CSV in the import's format,
// so an export re-imports as is: each row carries the title's id, and re-importing the file
// changes nothing (import-titles.ts). Cells a spreadsheet would run as a formula are neutralised.
import { eq } from 'drizzle-orm';
import { TITLE_CSV_HEADER } from '@charades/shared/schemas/admin';
import type { DbOrTx } from '../../db/client.ts';
import { categories, titles } from '../../db/schema/index.ts';
import { neutraliseFormula, toCsv } from '@charades/shared/csv';
import { titleOrder, titleWhere, type TitleFilters } from './admin-title.ts';

export async function exportTitles({ db, filters }: { db: DbOrTx; filters: TitleFilters }): Promise<string> {
  const rows = await db
    .select({
      id: titles.id,
      title: titles.title,
      language: titles.language,
      internalId: categories.internalId,
      posterUrl: titles.posterUrl,
    })
    .from(titles)
    .leftJoin(categories, eq(categories.id, titles.categoryId))
    .where(titleWhere(filters))
    .orderBy(...titleOrder(filters));
  // The import names a category by its internal id; a title without one exports a blank cell.
  return toCsv([
    TITLE_CSV_HEADER,
    ...rows.map((r) => [r.id, r.title, r.language, r.internalId ?? '', r.posterUrl ?? ''].map(neutraliseFormula)),
  ]);
}
