// A title already in a category under another spelling of the same name (issue 17: a real
// game drew "The Godfather" twice). Names compare by charades_normalize (migration 0005), on
// the index titles(category_id, language, charades_normalize(title)).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { titles } from '../../db/schema/index.ts';
import type { Language } from '@charades/shared/languages';

/** The id of another title of the category and language with the same normalised name, or null. */
export async function findTitleDuplicate({
  db,
  categoryId,
  language,
  title,
  exceptId,
}: {
  db: DbOrTx;
  categoryId: string;
  language: Language;
  title: string;
  /** The title being edited: it does not duplicate itself. */
  exceptId?: string;
}): Promise<string | null> {
  const [row] = await db
    .select({ id: titles.id })
    .from(titles)
    .where(
      and(
        eq(titles.categoryId, categoryId),
        eq(titles.language, language),
        sql`charades_normalize(${titles.title}) = charades_normalize(${title})`,
        exceptId ? ne(titles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
