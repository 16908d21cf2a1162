// The rules a game record follows when it is saved, apart from any store: its derived fields
// (the turn's reveal code and short code, the title marked as played), what the save implies
// for the store's indexes and deadlines, and which bookkeeping it calls for (marking a title
// played, writing the durable record). game-service.ts applies them on its one commit path.
import { randomBytes, randomInt } from 'node:crypto';
import { isFinished, titleVisible, type GameState } from '@charades/shared/game/engine';
import type { NewGameSession } from '../services/games/create-game-session.ts';
import type { PlayedTitle } from '../services/games/mark-titles-played.ts';
import { RECENT_SEQS_KEPT, type GameRecord } from './record.ts';
import type { SaveEffects } from './store.ts';
import { newRoom, withActor } from './room-rules.ts';

// A reveal code outlives its turn by nothing: it is checked against the record. The TTL only
// cleans the index of codes of abandoned games.
const REVEAL_CODE_TTL_MS = 6 * 3600_000;
// Short codes are typed by hand: six characters without look-alikes (0/O, 1/I/L), about
// 887 million of them. They are looked up at a limited rate (see the socket gateway), and a
// code is live for one turn only.
const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const SHORT_CODE_LENGTH = 6;
// A room code lives as long as a game night: refreshed at every turn, gone 12 h after the last.
const ROOM_CODE_TTL_MS = 12 * 3600_000;

/** Six characters of the short-code alphabet: a turn's short code, or a game's room code. */
export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}

/** The hot record of a game just created in the database. */
export function newGameRecord(game: NewGameSession): GameRecord {
  return {
    gameId: game.gameId,
    userId: game.userId,
    shareId: game.shareId,
    language: game.language,
    categoryId: game.categoryId,
    categoryTitle: game.categoryTitle,
    isReplay: game.isReplay,
    titles: game.titles,
    state: game.state,
    revealCode: null,
    shortCode: null,
    markedIndex: -1,
    recentSeqs: [],
    version: game.version,
  };
}

/** `current` moved on to `state` by one command (`seq`: the client's sequence number). */
export function nextRecord(current: GameRecord, state: GameState, seq: string | undefined): GameRecord {
  const version = current.version + 1;
  return {
    ...current,
    state,
    version,
    recentSeqs:
      seq === undefined ? current.recentSeqs : [...current.recentSeqs, [seq, version] as [string, number]].slice(-RECENT_SEQS_KEPT),
  };
}

/**
 * Derived fields of a record about to be saved over `previous` (undefined for a new record):
 * the reveal code and the marked title. A new turn in shared mode draws new codes.
 */
export function withDerivedFields(next: GameRecord, previous: GameRecord | undefined): GameRecord {
  const c = next.state.context;
  const p = (previous ?? next).state.context;
  let revealCode = next.revealCode;
  let shortCode = next.shortCode ?? null;
  const turnChanged = c.turn !== p.turn || c.isSharedMode !== p.isSharedMode;
  // The room exists from the game's first save in shared mode, and keeps its seats after.
  let room = next.room ?? (c.isSharedMode && !isFinished(next.state) ? newRoom(newShortCode()) : undefined);
  if (room) room = withActor(room, next.state, turnChanged);
  if (!c.isSharedMode || isFinished(next.state) || room?.actorSeatId) {
    // No title for a link: the acting seat's phone alone gets it (or nobody, outside shared mode).
    revealCode = null;
    shortCode = null;
  } else if (!revealCode || turnChanged) {
    revealCode = randomBytes(16).toString('base64url');
    shortCode = newShortCode();
  } else if (!shortCode) {
    // A record saved before short codes existed.
    shortCode = newShortCode();
  }
  // A title counts as played once it has been shown to the actor (never on a replay).
  const markedIndex = !next.isReplay && titleVisible(next.state) && c.titleIndex > next.markedIndex ? c.titleIndex : next.markedIndex;
  return { ...next, revealCode, shortCode, markedIndex, ...(room ? { room } : {}) };
}

/** What a save implies beyond the record itself (see SaveEffects). */
export function saveEffectsOf(record: GameRecord, previous: GameRecord | undefined): SaveEffects {
  const effects: SaveEffects = {};
  const c = record.state.context;
  if (record.revealCode && record.revealCode !== previous?.revealCode)
    effects.revealCode = { code: record.revealCode, ttlMs: REVEAL_CODE_TTL_MS };
  if (previous?.revealCode && previous.revealCode !== record.revealCode) effects.retiredRevealCode = previous.revealCode;
  if (record.shortCode && record.shortCode !== previous?.shortCode)
    effects.shortCode = { code: record.shortCode, ttlMs: REVEAL_CODE_TTL_MS };
  if (previous?.shortCode && previous.shortCode !== record.shortCode) effects.retiredShortCode = previous.shortCode;
  // Indexed when drawn, refreshed at every turn (the store lets a game renew its own code).
  const turnChanged = c.turn !== previous?.state.context.turn;
  if (record.room && (record.room.code !== previous?.room?.code || turnChanged))
    effects.roomCode = { code: record.room.code, ttlMs: ROOM_CODE_TTL_MS };
  if (c.turnEndsAt !== null && c.turnEndsAt !== previous?.state.context.turnEndsAt) effects.deadline = { turn: c.turn, at: c.turnEndsAt };
  return effects;
}

/** The title this save has just shown to the actor for the first time, to record as played. */
export function titleToMark(record: GameRecord, previous: GameRecord | undefined): PlayedTitle | undefined {
  if (record.markedIndex === previous?.markedIndex || record.markedIndex < 0 || record.isReplay) return undefined;
  const title = record.titles[record.markedIndex];
  if (!title) return undefined;
  return { userId: record.userId, titleId: title.id, categoryId: record.categoryId, language: record.language };
}

/**
 * Whether this save is written to the durable record (game_sessions): at every turn end,
 * mode change, change of the room's seats and the game's end. A new record's row was written when it was created.
 */
export function durableWriteDue(record: GameRecord, previous: GameRecord | undefined): boolean {
  if (!previous) return false;
  const c = record.state.context;
  const p = previous.state.context;
  const seats = (r: GameRecord) => r.room?.seats.map((s) => s.seatId).join(' ');
  return (
    c.turnsPlayed !== p.turnsPlayed ||
    c.isSharedMode !== p.isSharedMode ||
    // A phone joined or was removed: rare, and a rebuilt game must know its seats.
    seats(record) !== seats(previous) ||
    (record.state.phase !== previous.state.phase && isFinished(record.state))
  );
}
