// The hot record of one game, as the game store keeps it.
import type { GameState } from '@charades/shared/game/engine';
import type { MovieData } from '../db/schema/index.ts';
import type { Language } from '@charades/shared/languages';

export interface GameRecord {
  gameId: string;
  userId: string;
  shareId: string;
  language: Language;
  categoryId: string | null;
  /** A game dealt from a player's own deck (issue 31); categoryTitle then holds its name. */
  deckId?: string | null;
  categoryTitle: string | null;
  /** The category's internal id, from which the kind of its titles is told (film, series,
   *  cartoon); absent in records saved before it was kept. */
  categoryInternalId?: string | null;
  /** A picture game (issue 31 §2); absent: titles. */
  cardKind?: 'pictures';
  isReplay: boolean;
  titles: MovieData[];
  state: GameState;
  /** Code of the current turn's reveal link (shared mode); null when no title may be shown. */
  revealCode: string | null;
  /** The same link's short, typeable form (phones without a camera); absent in records saved
   *  before short codes existed. */
  shortCode?: string | null;
  /** The room phones join once for the whole game (shared mode); absent in older records and
   *  until the game is first saved in shared mode. See room-rules.ts. */
  room?: GameRoom;
  /** Each played turn's result in order, 'C' (correct) or 'I' (incorrect) (issue 31 §4: the
   *  results screen's scores per round and titles guessed); turn k was team A's when k is even,
   *  in round k/2 + 1, with titles[k]. Absent in records saved before it was kept. */
  turnResults?: string;
  /** Highest title index already recorded as played for the user. */
  markedIndex: number;
  /** Recently applied client sequence numbers and the version each produced. */
  recentSeqs: [string, number][];
  version: number;
  /** Closed for good before its end (its owner's account was suspended): no command applies. */
  closed?: boolean;
  /** The host moved the finished game from its last title to the results (a TV follows). */
  resultsShown?: boolean;
  /** What the last Correct's save changed beyond the machine, kept while UNDO_CORRECT may take
   *  it back (state.context.undo): who acted, the room's rotation and the turn's link codes. */
  beforeCorrect?: BeforeCorrect;
}

/** Every field of `T`, optional ones included: a literal of this type names them all. */
type EveryField<T> = { [K in keyof Required<T>]: T[K] };

/**
 * A copy of `r` (with `titles` instead of its own when given), built as one literal naming
 * every field, so that each command's record has the one shape V8 reads and serialises fast.
 * `{ ...r, state }` copies a 20-field object by V8's slow path and leaves a record slower to
 * read and to serialise (views.ts measured the same on views; issue 34). A new field of
 * GameRecord fails to compile here until it is copied.
 */
export function copyRecord(r: GameRecord, titles: GameRecord['titles'] = r.titles): GameRecord {
  const copy: EveryField<GameRecord> = {
    gameId: r.gameId,
    userId: r.userId,
    shareId: r.shareId,
    language: r.language,
    categoryId: r.categoryId,
    deckId: r.deckId,
    categoryTitle: r.categoryTitle,
    categoryInternalId: r.categoryInternalId,
    cardKind: r.cardKind,
    isReplay: r.isReplay,
    titles,
    state: r.state,
    revealCode: r.revealCode,
    shortCode: r.shortCode,
    room: r.room,
    turnResults: r.turnResults,
    markedIndex: r.markedIndex,
    recentSeqs: r.recentSeqs,
    version: r.version,
    closed: r.closed,
    resultsShown: r.resultsShown,
    beforeCorrect: r.beforeCorrect,
  };
  return copy;
}

/** The record as JSON without its titles (the store keeps them apart); absent fields stay absent. */
export function recordJsonWithoutTitles(r: GameRecord): string {
  const copy: Partial<GameRecord> = copyRecord(r);
  copy.titles = undefined;
  return JSON.stringify(copy);
}

export interface BeforeCorrect {
  actorSeatId: string | null;
  nextActor: GameRoom['nextActor'] | null;
  revealCode: string | null;
  shortCode: string | null;
}

// A client retries only the command it is waiting for (once, with the same sequence number),
// and a game has at most a host and an acting phone sending: 16 covers every retry with room
// to spare. Each kept entry is written with every command (a client's sequence number is a
// UUID), so 64 made a late game's record twice the size of its state.
export const RECENT_SEQS_KEPT = 16;

export interface RoomSeat {
  seatId: string;
  nickname: string;
  team: 'A' | 'B';
  /** SHA-256 of the seat token only that phone holds. */
  tokenHash: string;
  joinedAt: number;
  /** Whether a socket of this seat is in the game, on any server (see the socket gateway). */
  connected: boolean;
  /** Since when it is not (absent while connected, and on a record rebuilt after a restart,
   *  whose phones have not had the time to come back). */
  awaySince?: number;
}

export interface GameRoom {
  code: string;
  /** In join order: the rotation follows it. */
  seats: RoomSeat[];
  /** Turns each team's seats have acted so far: the next actor is seats[nextActor % n]. */
  nextActor: { A: number; B: number };
  /** The seat acting the current turn; null when its team has no joined phone. */
  actorSeatId: string | null;
  /** Nicknames (normalised) the host removed, and until when they may not join again. */
  removed?: { nickname: string; until: number }[];
}
