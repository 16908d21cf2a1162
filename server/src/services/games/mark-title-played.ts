import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userPlayedTitles } from '../../db/schema/index.ts';

/** Records that the user has seen a title (upsert on user + title: the newest time wins). */
export async function markTitlePlayed(opts: {
  db: DbOrTx;
  userId: string;
  titleId: string;
  categoryId: string | null;
  language: 'ar' | 'en';
}): Promise<void> {
  await opts.db
    .insert(userPlayedTitles)
    .values({ userId: opts.userId, titleId: opts.titleId, categoryId: opts.categoryId, language: opts.language })
    .onConflictDoUpdate({ target: [userPlayedTitles.userId, userPlayedTitles.titleId], set: { playedAt: sql`now()` } });
}
