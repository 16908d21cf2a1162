// A person's games, newest first (issue 17 §4): every game row of theirs, whatever its status
// (the player's own list hides paused and abandoned ones; an operator needs them).
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ledgerQuery } from '@charades/shared/schemas/admin-person';
import type { DbOrTx } from '../../db/client.ts';
import { gameSessions, profiles } from '../../db/schema/index.ts';
import { gameSourceJoins, gameSourceTitle } from '../../db/game-source.ts';
import { AppError } from '../../lib/app-error.ts';

export interface ListPersonGamesOptions {
  db: DbOrTx;
  userId: string;
  query: z.output<typeof ledgerQuery>;
}

export async function listPersonGames({ db, userId, query }: ListPersonGamesOptions) {
  const [exists] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!exists) throw new AppError('user_not_found');
  const [rows, [count]] = await Promise.all([
    db
      .select({ s: gameSessions, categoryTitle: gameSourceTitle })
      .from(gameSessions)
      .leftJoin(...gameSourceJoins.categories)
      .leftJoin(...gameSourceJoins.decks)
      .where(eq(gameSessions.userId, userId))
      .orderBy(desc(gameSessions.createdAt), desc(gameSessions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(gameSessions)
      .where(eq(gameSessions.userId, userId)),
  ]);
  const items = rows.map(({ s, categoryTitle }) => ({
    id: s.id,
    status: s.status,
    categoryTitle,
    teamA: s.roundData.teamA.name,
    teamB: s.roundData.teamB.name,
    scoreA: s.roundData.teamA.score,
    scoreB: s.roundData.teamB.score,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  }));
  return { items, total: Number(count?.total ?? 0), page: query.page, pageSize: query.pageSize };
}
