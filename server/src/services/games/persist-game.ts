// Writes the durable record of a game (game_sessions) from its hot record.
import { eq, sql } from 'drizzle-orm';
import { timeLeftAt } from '@charades/shared/game/engine';
import type { DbOrTx } from '../../db/client.ts';
import { gameSessions } from '../../db/schema/index.ts';
import type { GameRecord } from '../../game/record.ts';

export async function persistGame({ db, record }: { db: DbOrTx; record: GameRecord }): Promise<void> {
  const c = record.state.context;
  const finished = record.state.phase === 'finished';
  await db
    .update(gameSessions)
    .set({
      status: finished ? 'completed' : 'in_progress',
      correctAnswers: c.teams.A.score + c.teams.B.score,
      currentMovieIndex: c.titleIndex,
      timeLeftInRound: Math.round(timeLeftAt(record.state, Date.now()) / 1000),
      roundData: {
        teamA: c.teams.A,
        teamB: c.teams.B,
        currentRound: c.currentRound,
        currentTeam: c.currentTeam,
        isSharedMode: c.isSharedMode,
        turnsPlayed: c.turnsPlayed,
        winner: c.winner,
        version: record.version,
        roundDurationsMs: c.roundDurationsMs,
      },
      updatedAt: sql`now()`,
      endedAt: finished ? sql`coalesce(${gameSessions.endedAt}, now())` : null,
    })
    .where(eq(gameSessions.id, record.gameId));
}
