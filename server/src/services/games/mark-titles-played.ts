// Records that users have seen titles (upsert on user + title: the newest time wins). Live
// games mark theirs with their turn ends' durable records, through record-turns.ts; this
// marks titles alone.
import type { DbOrTx } from '../../db/client.ts';
import { recordTurns, type PlayedTitle } from './record-turns.ts';

export type { PlayedTitle } from './record-turns.ts';

/** Marks the titles played; a title or player deleted meanwhile is skipped. */
export async function markTitlesPlayed({ db, played }: { db: DbOrTx; played: PlayedTitle[] }): Promise<void> {
  await recordTurns({ db, games: [], played });
}
