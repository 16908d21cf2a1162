// The durable writes of live games at their turn ends: each game's durable record
// (game_sessions) and the titles its player has now played (user_played_titles, or
// user_played_deck_titles for a deck's), in one call
// of charades_record_turns (migration 0006): one round trip and one transaction for a turn
// end, or for a batch of them under load, each row found by its key.
import { sql } from 'drizzle-orm';
import { timeLeftAt, type GameState } from '@charades/shared/game/engine';
import type { DbOrTx } from '../../db/client.ts';
import { roundDataOf } from '../../db/round-data.ts';
import type { MovieData, RoomData } from '../../db/schema/index.ts';
import type { Language } from '@charades/shared/languages';

/** What the durable record is written from: the game's hot record has these and more. */
export interface LiveGame {
  gameId: string;
  version: number;
  state: GameState;
  /** In the order the game deals them (a skip moves a title back). */
  titles: MovieData[];
  room?: RoomData;
  turnResults?: string;
}

export interface PlayedTitle {
  userId: string;
  titleId: string;
  categoryId: string | null;
  /** Set for a title of a player's own deck (titleId is then its deck_titles id). */
  deckId?: string | null;
  language: Language;
}

/** One game's row for charades_record_turns: its titles unless already durable. */
function rowOf(record: LiveGame, now: number, withTitles: boolean) {
  const c = record.state.context;
  const finished = record.state.phase === 'finished';
  return {
    id: record.gameId,
    status: finished ? 'completed' : 'in_progress',
    correct_answers: c.teams.A.score + c.teams.B.score,
    current_movie_index: c.titleIndex,
    time_left_in_round: Math.round(timeLeftAt(record.state, now) / 1000),
    round_data: roundDataOf(record.state, record.version, record.room, record.turnResults),
    movies_data: withTitles ? record.titles : null,
    finished,
  };
}

export interface RecordTurnsOptions {
  db: DbOrTx;
  games: LiveGame[];
  played: PlayedTitle[];
  /** Whether the durable record already holds this game's titles in this order: then they
   *  are not sent again (they change only when a title is skipped). */
  titlesDurable?: (game: LiveGame) => boolean;
}

/** Writes them; answers the games written (the newest version of each). */
export async function recordTurns({ db, games, played, titlesDurable }: RecordTurnsOptions): Promise<LiveGame[]> {
  // One row per game: the newest version wins if a batch holds a game twice.
  const newest = new Map<string, LiveGame>();
  for (const g of games) if ((newest.get(g.gameId)?.version ?? -1) < g.version) newest.set(g.gameId, g);
  // One row per user and title.
  const unique = new Map(played.map((p) => [`${p.userId} ${p.titleId}`, p]));
  if (newest.size === 0 && unique.size === 0) return [];
  const now = Date.now();
  const gameRows = [...newest.values()].map((g) => rowOf(g, now, !titlesDurable?.(g)));
  const playedRows = [...unique.values()].map((p) => ({
    user_id: p.userId,
    title_id: p.titleId,
    category_id: p.categoryId,
    deck_id: p.deckId ?? null,
    language: p.language,
  }));
  await db.execute(sql`select charades_record_turns(${JSON.stringify(gameRows)}::jsonb, ${JSON.stringify(playedRows)}::jsonb)`);
  return [...newest.values()];
}
