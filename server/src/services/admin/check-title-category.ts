// A title's category must exist and speak the title's language: the player's game picks
// titles by category and language, so a mismatched title would never be dealt.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Language } from '@charades/shared/languages';

export async function checkTitleCategory({ db, categoryId, language }: { db: DbOrTx; categoryId: string; language: Language }) {
  const [category] = await db
    .select({ id: categories.id, title: categories.title, language: categories.language })
    .from(categories)
    .where(eq(categories.id, categoryId))
    // Held until the transaction ends, so the category cannot vanish under the new title; and
    // taken by one writer of the category's titles at a time (NO KEY UPDATE conflicts with
    // itself, not with the foreign key's KEY SHARE), so two admins adding the same title at
    // once cannot both pass the duplicate check.
    .for('no key update');
  if (!category) throw new AppError('category_not_found');
  if (category.language !== language) throw new AppError('import_language_mismatch');
  return category;
}
