// Writes the durable record of games (game_sessions) from their hot records. Live games write
// theirs at every turn end and skip (a skip reorders the titles, so they are written too),
// with the titles they have played, through record-turns.ts; this writes records alone.
import type { DbOrTx } from '../../db/client.ts';
import { recordTurns, type LiveGame } from './record-turns.ts';

export type { LiveGame } from './record-turns.ts';

/** Writes the records; a game closed by a suspension ('abandoned') stays closed. */
export async function persistGames({ db, records }: { db: DbOrTx; records: LiveGame[] }): Promise<void> {
  await recordTurns({ db, games: records, played: [] });
}
