import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userPlayedTitles } from '../../db/schema/index.ts';

function prepare(db: DbOrTx) {
  return db
    .insert(userPlayedTitles)
    .values({
      userId: sql.placeholder('userId'),
      titleId: sql.placeholder('titleId'),
      categoryId: sql.placeholder('categoryId'),
      language: sql.placeholder('language'),
    })
    .onConflictDoUpdate({ target: [userPlayedTitles.userId, userPlayedTitles.titleId], set: { playedAt: sql`now()` } })
    .prepare('mark_title_played');
}

const prepared = new WeakMap<object, ReturnType<typeof prepare>>();

/** Records that the user has seen a title (upsert on user + title: the newest time wins). */
export async function markTitlePlayed(opts: {
  db: DbOrTx;
  userId: string;
  titleId: string;
  categoryId: string | null;
  language: 'ar' | 'en';
}): Promise<void> {
  let statement = prepared.get(opts.db);
  if (!statement) {
    statement = prepare(opts.db);
    prepared.set(opts.db, statement);
  }
  await statement.execute({ userId: opts.userId, titleId: opts.titleId, categoryId: opts.categoryId, language: opts.language });
}
