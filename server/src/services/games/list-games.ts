import { and, desc, eq, inArray } from 'drizzle-orm';
import { MAX_TURNS } from '@charades/shared/game/constants';
import type { DbOrTx } from '../../db/client.ts';
import { teamsOf } from '../../db/round-data.ts';
import { gameSessions } from '../../db/schema/index.ts';
import { gameSourceJoins, gameSourceTitle } from '../../db/game-source.ts';

/** The user's own games, newest first (docs/product.md#server-calls). */
export async function listGames({ db, userId }: { db: DbOrTx; userId: string }) {
  const rows = await db
    .select({ s: gameSessions, categoryTitle: gameSourceTitle })
    .from(gameSessions)
    .leftJoin(...gameSourceJoins.categories)
    .leftJoin(...gameSourceJoins.decks)
    .where(and(eq(gameSessions.userId, userId), inArray(gameSessions.status, ['in_progress', 'completed'])))
    .orderBy(desc(gameSessions.createdAt))
    .limit(200);
  return rows.map(({ s, categoryTitle }) => ({
    id: s.id,
    status: s.status,
    categoryId: s.categoryId,
    categoryTitle,
    language: s.language,
    correctAnswers: s.correctAnswers,
    totalTurns: Math.min(MAX_TURNS, s.moviesData.length),
    teams: teamsOf(s.roundData),
    isReplay: s.isReplay,
    createdAt: s.createdAt.toISOString(),
    endedAt: s.endedAt?.toISOString() ?? null,
  }));
}
