// Creates the durable record of a new game. In one transaction: take exactly one token (a
// conditional update that can never go below 0, with its ledger row), pick the user's
// unplayed titles of the category, shuffle them with a cryptographic RNG and create the
// game_sessions row with the game's initial state; then, still inside the transaction, the
// caller stores the game's hot record (`startHot`). Any failure, that one included (Redis
// unreachable), rolls the token back: a token is never taken without its game. A replay
// takes no token and reuses the finished game's titles and timer preset.
import { randomBytes } from 'node:crypto';
import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import { TITLES_DEALT, TOTAL_ROUNDS } from '@charades/shared/game/constants';
import { initialGameState, type GameState } from '@charades/shared/game/engine';
import type { TimerPreset } from '@charades/shared/schemas/games';
import type { Db, DbOrTx } from '../../db/client.ts';
import { roundDataOf } from '../../db/round-data.ts';
import { categories, decks, gameSessions, profiles, titles, tokenLedger, userPlayedTitles, type MovieData } from '../../db/schema/index.ts';
import { dealFromDeck } from '../decks/deal-deck.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { shuffle } from '../../lib/shuffle.ts';
import type { Language } from '@charades/shared/languages';

/** A game just created: everything its hot record starts from. */
export interface NewGameSession {
  gameId: string;
  userId: string;
  shareId: string;
  categoryId: string | null;
  /** Dealt from a player's own deck (issue 31): categoryTitle is then the deck's name. */
  deckId?: string | null;
  categoryTitle: string | null;
  /** Tells what kind of titles the category holds (film, series, cartoon). */
  categoryInternalId?: string | null;
  /** Picture cards (issue 31 §2): a picture category, or a deck with pictures. */
  cardKind?: 'titles' | 'pictures';
  language: Language;
  titles: MovieData[];
  isReplay: boolean;
  state: GameState;
  /** The version the durable row was written at; the hot record starts there. */
  version: number;
}

export interface NewGameOptions {
  userId: string;
  categoryId?: string;
  /** A deck of mine, or one shared with me, instead of a category. */
  deckId?: string;
  teamA: string;
  teamB: string;
  sharedMode: boolean;
  replayOf?: string;
  /** The base round durations (the server's configured ones) the preset scales. */
  roundDurationsMs: number[];
  /** Ignored for a replay, which keeps the original game's. */
  timerPreset: TimerPreset;
}

/** Stores the new game's hot record before the transaction commits; throws to roll back. */
export type StartHot<T> = (session: NewGameSession) => Promise<T>;

const FIRST_VERSION = 1;

export async function deductToken({ db, userId, reference }: { db: DbOrTx; userId: string; reference: string }) {
  const [row] = await db
    .update(profiles)
    .set({ tokens: sql`${profiles.tokens} - 1`, updatedAt: sql`now()` })
    .where(and(eq(profiles.id, userId), gte(profiles.tokens, 1)))
    .returning({ tokens: profiles.tokens });
  if (!row) throw new AppError('insufficient_tokens');
  await db.insert(tokenLedger).values({ userId, delta: -1, balanceAfter: row.tokens, reason: 'game_start', reference });
  return row.tokens;
}

async function selectUnplayedTitles(opts: { db: DbOrTx; userId: string; categoryId: string; language: Language }) {
  const played = opts.db
    .select({ id: userPlayedTitles.titleId })
    .from(userPlayedTitles)
    .where(
      and(
        eq(userPlayedTitles.userId, opts.userId),
        eq(userPlayedTitles.categoryId, opts.categoryId),
        eq(userPlayedTitles.language, opts.language),
      ),
    );
  return opts.db
    .select({ id: titles.id, title: titles.title, posterUrl: titles.posterUrl })
    .from(titles)
    .where(and(eq(titles.categoryId, opts.categoryId), eq(titles.language, opts.language), notInArray(titles.id, played)));
}

export async function createGameSession<T>(opts: NewGameOptions & { db: Db; startHot: StartHot<T> }): Promise<T> {
  const gameId = crypto.randomUUID();
  const shareId = randomBytes(12).toString('base64url');
  return opts.db.transaction(async (tx) => {
    let categoryId: string | null;
    let deckId: string | null = null;
    let language: Language;
    let picked: MovieData[];
    let categoryTitle: string | null = null;
    let timerPreset = opts.timerPreset;
    let categoryInternalId: string | null = null;
    let cardKind: 'titles' | 'pictures' = 'titles';
    if (opts.replayOf) {
      const [old] = await tx
        .select()
        .from(gameSessions)
        .where(and(eq(gameSessions.id, opts.replayOf), eq(gameSessions.userId, opts.userId)));
      if (!old) throw new AppError('game_not_found');
      if (old.status !== 'completed') throw new AppError('game_not_replayable');
      categoryId = old.categoryId;
      deckId = old.deckId;
      language = old.language;
      picked = old.moviesData;
      timerPreset = old.roundData.timerPreset ?? 'standard';
      if (deckId) {
        const [deck] = await tx.select({ name: decks.name }).from(decks).where(eq(decks.id, deckId));
        categoryTitle = deck?.name ?? null;
        cardKind = picked.some((t) => t.posterUrl) ? 'pictures' : 'titles';
      } else if (categoryId) {
        const [category] = await tx
          .select({ title: categories.title, internalId: categories.internalId, kind: categories.kind })
          .from(categories)
          .where(eq(categories.id, categoryId));
        categoryTitle = category?.title ?? null;
        categoryInternalId = category?.internalId ?? null;
        cardKind = category?.kind ?? 'titles';
      }
    } else if (opts.deckId) {
      const dealt = await dealFromDeck({ db: tx, userId: opts.userId, deckId: opts.deckId, reference: gameId, deductToken });
      ({ deckId, language, picked } = dealt);
      categoryId = null;
      categoryTitle = dealt.name;
      cardKind = picked.some((t) => t.posterUrl) ? 'pictures' : 'titles';
    } else {
      if (!opts.categoryId) throw new AppError('category_required');
      const [category] = await tx
        .select()
        .from(categories)
        .where(and(eq(categories.id, opts.categoryId), eq(categories.isActive, true)));
      if (!category) throw new AppError('category_not_found');
      categoryId = category.id;
      categoryTitle = category.title;
      categoryInternalId = category.internalId;
      cardKind = category.kind;
      language = category.language;
      await deductToken({ db: tx, userId: opts.userId, reference: gameId });
      const unplayed = await selectUnplayedTitles({ db: tx, userId: opts.userId, categoryId, language });
      if (unplayed.length === 0) {
        const { n } = firstRow(
          await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(titles)
            .where(eq(titles.categoryId, categoryId)),
          'the title count',
        );
        throw n === 0 ? new AppError('no_titles_in_category') : new AppError('all_titles_played');
      }
      picked = shuffle(unplayed).slice(0, TITLES_DEALT);
    }
    const state = initialGameState({
      teamA: opts.teamA,
      teamB: opts.teamB,
      isSharedMode: opts.sharedMode,
      titleCount: picked.length,
      roundDurationsMs: opts.roundDurationsMs,
      timerPreset,
    });
    const isReplay = !!opts.replayOf;
    await tx.insert(gameSessions).values({
      id: gameId,
      userId: opts.userId,
      categoryId,
      deckId,
      language,
      status: 'in_progress',
      totalRounds: TOTAL_ROUNDS,
      moviesData: picked,
      roundData: roundDataOf(state, FIRST_VERSION),
      isReplay,
      replayOf: opts.replayOf ?? null,
      shareId,
      timeLeftInRound: Math.round(state.context.timeLeftMs / 1000),
    });
    // Last, so that the hot record exists only once everything above succeeded. If the
    // commit itself then fails, the hot record is left without a durable row or a token:
    // nobody knows its id, and it expires from the store.
    return opts.startHot({
      gameId,
      userId: opts.userId,
      shareId,
      categoryId,
      deckId,
      categoryTitle,
      categoryInternalId,
      cardKind,
      language,
      titles: picked,
      isReplay,
      state,
      version: FIRST_VERSION,
    });
  });
}
