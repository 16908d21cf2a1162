// Writes the durable record of games (game_sessions) from their hot records. Runs at every
// turn end and skip of every live game (a skip reorders the titles, so they are written too):
// one game through a prepared statement (the common case), a batch of games (a backlog under load) in one statement whose rows travel as one JSON
// parameter.
import { and, eq, ne, sql } from 'drizzle-orm';
import { timeLeftAt, type GameState } from '@charades/shared/game/engine';
import type { DbOrTx } from '../../db/client.ts';
import { roundDataOf } from '../../db/round-data.ts';
import { gameSessions, type MovieData, type RoomData } from '../../db/schema/index.ts';

/** What the durable record is written from: the game's hot record has these and more. */
export interface LiveGame {
  gameId: string;
  version: number;
  state: GameState;
  /** In the order the game deals them (a skip moves a title back). */
  titles: MovieData[];
  room?: RoomData;
}

// A game closed by a suspension ('abandoned') stays closed, whatever write of it was still
// under way: neither statement touches its row.
function prepareOne(db: DbOrTx) {
  return db
    .update(gameSessions)
    .set({
      status: sql`${sql.placeholder('status')}`,
      correctAnswers: sql`${sql.placeholder('correct_answers')}`,
      currentMovieIndex: sql`${sql.placeholder('current_movie_index')}`,
      timeLeftInRound: sql`${sql.placeholder('time_left_in_round')}`,
      roundData: sql`${sql.placeholder('round_data')}::jsonb`,
      moviesData: sql`${sql.placeholder('movies_data')}::jsonb`,
      updatedAt: sql`now()`,
      endedAt: sql`case when ${sql.placeholder('finished')}::boolean then coalesce(${gameSessions.endedAt}, now()) else null end`,
    })
    .where(and(eq(gameSessions.id, sql.placeholder('id')), ne(gameSessions.status, 'abandoned')))
    .prepare('persist_game');
}

const prepared = new WeakMap<object, ReturnType<typeof prepareOne>>();

function rowOf(record: LiveGame, now: number) {
  const c = record.state.context;
  const finished = record.state.phase === 'finished';
  return {
    id: record.gameId,
    status: finished ? 'completed' : 'in_progress',
    correct_answers: c.teams.A.score + c.teams.B.score,
    current_movie_index: c.titleIndex,
    time_left_in_round: Math.round(timeLeftAt(record.state, now) / 1000),
    round_data: roundDataOf(record.state, record.version, record.room),
    movies_data: record.titles,
    finished,
  };
}

export async function persistGames({ db, records }: { db: DbOrTx; records: LiveGame[] }): Promise<void> {
  if (records.length === 0) return;
  // One row per game: the newest version wins if a batch holds a game twice.
  const newest = new Map<string, LiveGame>();
  for (const r of records) if ((newest.get(r.gameId)?.version ?? -1) < r.version) newest.set(r.gameId, r);
  const now = Date.now();
  const [only] = newest.values();
  if (newest.size === 1 && only) {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepareOne(db);
      prepared.set(db, statement);
    }
    const row = rowOf(only, now);
    await statement.execute({ ...row, round_data: JSON.stringify(row.round_data), movies_data: JSON.stringify(row.movies_data) });
    return;
  }
  const rows = JSON.stringify([...newest.values()].map((r) => rowOf(r, now)));
  await db.execute(sql`
    update game_sessions as g set
      status = v.status,
      correct_answers = v.correct_answers,
      current_movie_index = v.current_movie_index,
      time_left_in_round = v.time_left_in_round,
      round_data = v.round_data,
      movies_data = v.movies_data,
      updated_at = now(),
      ended_at = case when v.finished then coalesce(g.ended_at, now()) else null end
    from jsonb_to_recordset(${rows}::jsonb) as v(
      id uuid, status text, correct_answers int, current_movie_index int,
      time_left_in_round int, round_data jsonb, movies_data jsonb, finished boolean)
    where g.id = v.id and g.status <> 'abandoned'`);
}
