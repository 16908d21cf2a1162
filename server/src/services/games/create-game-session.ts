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
    const deal = opts.replayOf
      ? await dealReplay(tx, opts, opts.replayOf)
      : opts.deckId
        ? await dealOwnDeck(tx, opts, opts.deckId, gameId)
        : await dealCategory(tx, opts, gameId);
    const { categoryId, deckId, language, picked } = deal;
    const state = initialGameState({
      teamA: opts.teamA,
      teamB: opts.teamB,
      isSharedMode: opts.sharedMode,
      titleCount: picked.length,
      roundDurationsMs: opts.roundDurationsMs,
      timerPreset: deal.timerPreset,
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
      categoryTitle: deal.categoryTitle,
      categoryInternalId: deal.categoryInternalId,
      cardKind: deal.cardKind,
      language,
      titles: picked,
      isReplay,
      state,
      version: FIRST_VERSION,
    });
  });
}

/** What a new game is dealt from, and the titles dealt. */
interface Deal {
  categoryId: string | null;
  deckId: string | null;
  language: Language;
  picked: MovieData[];
  categoryTitle: string | null;
  categoryInternalId: string | null;
  cardKind: 'titles' | 'pictures';
  timerPreset: TimerPreset;
}

/** A replay: the finished game's titles, category or deck and timer preset; no token. */
async function dealReplay(tx: DbOrTx, opts: NewGameOptions, replayOf: string): Promise<Deal> {
  const [old] = await tx
    .select()
    .from(gameSessions)
    .where(and(eq(gameSessions.id, replayOf), eq(gameSessions.userId, opts.userId)));
  if (!old) throw new AppError('game_not_found');
  if (old.status !== 'completed') throw new AppError('game_not_replayable');
  const deal: Deal = {
    categoryId: old.categoryId,
    deckId: old.deckId,
    language: old.language,
    picked: old.moviesData,
    categoryTitle: null,
    categoryInternalId: null,
    cardKind: 'titles',
    timerPreset: old.roundData.timerPreset ?? 'standard',
  };
  if (deal.deckId) {
    const [deck] = await tx.select({ name: decks.name }).from(decks).where(eq(decks.id, deal.deckId));
    deal.categoryTitle = deck?.name ?? null;
    deal.cardKind = deal.picked.some((t) => t.posterUrl) ? 'pictures' : 'titles';
  } else if (deal.categoryId) {
    const [category] = await tx
      .select({ title: categories.title, internalId: categories.internalId, kind: categories.kind })
      .from(categories)
      .where(eq(categories.id, deal.categoryId));
    deal.categoryTitle = category?.title ?? null;
    deal.categoryInternalId = category?.internalId ?? null;
    deal.cardKind = category?.kind ?? 'titles';
  }
  return deal;
}

async function dealOwnDeck(tx: DbOrTx, opts: NewGameOptions, deckId: string, gameId: string): Promise<Deal> {
  const dealt = await dealFromDeck({ db: tx, userId: opts.userId, deckId, reference: gameId, deductToken });
  return {
    categoryId: null,
    deckId: dealt.deckId,
    language: dealt.language,
    picked: dealt.picked,
    categoryTitle: dealt.name,
    categoryInternalId: null,
    cardKind: dealt.picked.some((t) => t.posterUrl) ? 'pictures' : 'titles',
    timerPreset: opts.timerPreset,
  };
}

async function dealCategory(tx: DbOrTx, opts: NewGameOptions, gameId: string): Promise<Deal> {
  if (!opts.categoryId) throw new AppError('category_required');
  const [category] = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.id, opts.categoryId), eq(categories.isActive, true)));
  if (!category) throw new AppError('category_not_found');
  const categoryId = category.id;
  const language = category.language;
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
  return {
    categoryId,
    deckId: null,
    language,
    picked: shuffle(unplayed).slice(0, TITLES_DEALT),
    categoryTitle: category.title,
    categoryInternalId: category.internalId,
    cardKind: category.kind,
    timerPreset: opts.timerPreset,
  };
}
