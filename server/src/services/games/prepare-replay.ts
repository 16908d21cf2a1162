// A completed game of mine, ready to be played again with the same titles (permission in
// the query: another user's game is simply not found). The setup screen shows its category
// and timer preset (a replay keeps it) and offers its teams' names again.
import { and, eq } from 'drizzle-orm';
import { MAX_TURNS } from '@charades/shared/game/constants';
import type { DbOrTx } from '../../db/client.ts';
import { teamsOf } from '../../db/round-data.ts';
import { gameSessions } from '../../db/schema/index.ts';
import { gameSourceJoins, gameSourceTitle } from '../../db/game-source.ts';
import { AppError } from '../../lib/app-error.ts';

export async function prepareReplay({ db, userId, gameId }: { db: DbOrTx; userId: string; gameId: string }) {
  const [game] = await db
    .select({ s: gameSessions, categoryTitle: gameSourceTitle })
    .from(gameSessions)
    .leftJoin(...gameSourceJoins.categories)
    .leftJoin(...gameSourceJoins.decks)
    .where(and(eq(gameSessions.id, gameId), eq(gameSessions.userId, userId)));
  if (!game) throw new AppError('game_not_found');
  if (game.s.status !== 'completed') throw new AppError('game_not_replayable');
  const teams = teamsOf(game.s.roundData);
  return {
    replayOf: game.s.id,
    categoryId: game.s.categoryId,
    categoryTitle: game.categoryTitle,
    language: game.s.language,
    titleCount: Math.min(MAX_TURNS, game.s.moviesData.length),
    teams: { A: teams.A.name, B: teams.B.name },
    timerPreset: game.s.roundData.timerPreset ?? 'standard',
  };
}
