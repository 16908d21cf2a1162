// Rebuilds a hot record from the durable game_sessions row, after a restart with a flushed
// store. The row is written at every turn end and skip, so the game resumes at the start of
// the turn it was in, with the same title, title order and skip budget.
import { eq } from 'drizzle-orm';
import type { GameState } from '@charades/shared/game/engine';
import type { DbOrTx } from '../db/client.ts';
import { contextOf } from '../db/round-data.ts';
import { categories, gameSessions } from '../db/schema/index.ts';
import { gameSourceJoins, gameSourceTitle } from '../db/game-source.ts';
import type { GameRecord } from './record.ts';
import { pooledTitles } from './title-pool.ts';

// Commands applied after the last durable write raised the version further; jump well past
// them so clients never see a version go backwards.
const VERSION_MARGIN = 1000;

export async function rebuildRecord({ db, gameId }: { db: DbOrTx; gameId: string }): Promise<GameRecord | undefined> {
  const [row] = await db
    .select({ session: gameSessions, categoryTitle: gameSourceTitle, categoryInternalId: categories.internalId, kind: categories.kind })
    .from(gameSessions)
    .leftJoin(...gameSourceJoins.categories)
    .leftJoin(...gameSourceJoins.decks)
    .where(eq(gameSessions.id, gameId));
  if (!row) return undefined;
  const s = row.session;
  const rd = s.roundData;
  const finished = s.status === 'completed';
  const state: GameState = {
    phase: finished ? 'finished' : rd.isSharedMode ? 'instruction' : 'handoff',
    context: contextOf(rd, { titleCount: s.moviesData.length, titleIndex: s.currentMovieIndex, finished }),
  };
  return {
    gameId: s.id,
    userId: s.userId,
    shareId: s.shareId,
    language: s.language,
    categoryId: s.categoryId,
    deckId: s.deckId,
    categoryTitle: row.categoryTitle,
    categoryInternalId: row.categoryInternalId,
    // A picture category, or a deck with pictures, deals picture cards (as when it started).
    ...(row.kind === 'pictures' || (s.deckId && s.moviesData.some((t) => t.posterUrl)) ? { cardKind: 'pictures' as const } : {}),
    isReplay: s.isReplay,
    ...(rd.turnResults ? { turnResults: rd.turnResults } : {}),
    titles: pooledTitles(s.moviesData),
    state,
    revealCode: null,
    shortCode: null,
    // Its phones take their seats again with the tokens they hold; none is connected yet.
    ...(rd.room ? { room: { ...rd.room, seats: rd.room.seats.map((seat) => ({ ...seat, connected: false })) } } : {}),
    // Marking is an idempotent upsert: the last title played is marked again when the rebuilt
    // record is saved (its marking may have been lost with the process that ended its turn).
    markedIndex: s.isReplay ? Number.MAX_SAFE_INTEGER : s.currentMovieIndex - 2,
    recentSeqs: [],
    version: (rd.version ?? 0) + VERSION_MARGIN,
    // Closed when its owner was suspended: it stays closed.
    ...(s.status === 'abandoned' ? { closed: true } : {}),
  };
}
