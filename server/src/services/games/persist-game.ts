// Writes the durable record of a game (game_sessions) from its hot record. Runs at every
// turn end, so the statement is prepared once per database handle.
import { eq, sql } from 'drizzle-orm';
import { timeLeftAt } from '@charades/shared/game/engine';
import type { DbOrTx } from '../../db/client.ts';
import { gameSessions } from '../../db/schema/index.ts';
import type { GameRecord } from '../../game/record.ts';

function prepare(db: DbOrTx) {
  return db
    .update(gameSessions)
    .set({
      status: sql`${sql.placeholder('status')}`,
      correctAnswers: sql`${sql.placeholder('correctAnswers')}`,
      currentMovieIndex: sql`${sql.placeholder('currentMovieIndex')}`,
      timeLeftInRound: sql`${sql.placeholder('timeLeftInRound')}`,
      roundData: sql`${sql.placeholder('roundData')}::jsonb`,
      updatedAt: sql`now()`,
      endedAt: sql`case when ${sql.placeholder('finished')}::boolean then coalesce(${gameSessions.endedAt}, now()) else null end`,
    })
    .where(eq(gameSessions.id, sql.placeholder('id')))
    .prepare('persist_game');
}

const prepared = new WeakMap<object, ReturnType<typeof prepare>>();

export async function persistGame({ db, record }: { db: DbOrTx; record: GameRecord }): Promise<void> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepare(db);
    prepared.set(db, statement);
  }
  const c = record.state.context;
  const finished = record.state.phase === 'finished';
  await statement.execute({
    id: record.gameId,
    status: finished ? 'completed' : 'in_progress',
    correctAnswers: c.teams.A.score + c.teams.B.score,
    currentMovieIndex: c.titleIndex,
    timeLeftInRound: Math.round(timeLeftAt(record.state, Date.now()) / 1000),
    roundData: JSON.stringify({
      teamA: c.teams.A,
      teamB: c.teams.B,
      currentRound: c.currentRound,
      currentTeam: c.currentTeam,
      isSharedMode: c.isSharedMode,
      turnsPlayed: c.turnsPlayed,
      winner: c.winner,
      version: record.version,
      roundDurationsMs: c.roundDurationsMs,
    }),
    finished,
  });
}
