// Records that users have seen titles (upsert on user + title: the newest time wins). Live
// games mark one title per turn each: one title through a prepared statement (the common
// case), a batch (a backlog under load) in one statement.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userPlayedTitles } from '../../db/schema/index.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/pg-error.ts';

function prepareOne(db: DbOrTx) {
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

const prepared = new WeakMap<object, ReturnType<typeof prepareOne>>();

export interface PlayedTitle {
  userId: string;
  titleId: string;
  categoryId: string | null;
  language: 'ar' | 'en';
}

export async function markTitlesPlayed({ db, played }: { db: DbOrTx; played: PlayedTitle[] }): Promise<void> {
  // ON CONFLICT cannot touch one row twice in a statement: one row per user and title.
  const unique = new Map(played.map((p) => [`${p.userId} ${p.titleId}`, p]));
  if (unique.size === 0) return;
  if (unique.size === 1) {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepareOne(db);
      prepared.set(db, statement);
    }
    try {
      await statement.execute({ ...[...unique.values()][0] });
    } catch (err) {
      // An admin deleted the title while a game dealt it: there is nothing left to remember.
      if (pgErrorCode(err) !== FOREIGN_KEY_VIOLATION) throw err;
    }
    return;
  }
  const rows = JSON.stringify(
    [...unique.values()].map((p) => ({ user_id: p.userId, title_id: p.titleId, category_id: p.categoryId, language: p.language })),
  );
  await db.execute(sql`
    insert into user_played_titles (user_id, title_id, category_id, language)
    select v.user_id, v.title_id, v.category_id, v.language
    from jsonb_to_recordset(${rows}::jsonb) as v(user_id uuid, title_id uuid, category_id uuid, language text)
    -- Titles an admin deleted mid-game are skipped, so they cannot fail the others' rows.
    join titles t on t.id = v.title_id
    on conflict (user_id, title_id) do update set played_at = now()`);
}
