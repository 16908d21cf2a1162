// The rules a game record follows when it is saved, apart from any store: its derived fields
// (the turn's reveal code and short code, the title order after a skip, the title marked as
// played), what the save implies for the store's indexes and deadlines, and which bookkeeping it calls for (marking a title
// played, writing the durable record). game-service.ts applies them on its one commit path.
import { isFinished, type GameState } from '@charades/shared/game/engine';
import { skipsLeftOf } from '@charades/shared/game/machine';
import type { NewGameSession } from '../services/games/create-game-session.ts';
import type { PlayedTitle } from '../services/games/mark-titles-played.ts';
import { copyRecord, RECENT_SEQS_KEPT, type BeforeCorrect, type GameRecord, type GameRoom } from './record.ts';
import type { SaveEffects } from './store.ts';
import { newShortCode } from '../lib/short-code.ts';
import { newGameCode } from '../lib/secure-token.ts';
import { newRoom, withActor } from './room-rules.ts';
import { pooledTitles } from './title-pool.ts';

// A reveal code outlives its turn by nothing: it is checked against the record. The TTL only
// cleans the index of codes of abandoned games.
const REVEAL_CODE_TTL_MS = 6 * 3600_000;
// Short codes (lib/short-code.ts) are typed by hand. They are looked up at a limited rate
// (see the socket gateway), and a code is live for one turn only.
// A room code lives as long as a game night: refreshed at every turn, gone 12 h after the last.
const ROOM_CODE_TTL_MS = 12 * 3600_000;

/** The hot record of a game just created in the database. */
export function newGameRecord(game: NewGameSession): GameRecord {
  return {
    gameId: game.gameId,
    userId: game.userId,
    shareId: game.shareId,
    language: game.language,
    categoryId: game.categoryId,
    deckId: game.deckId ?? null,
    categoryTitle: game.categoryTitle,
    categoryInternalId: game.categoryInternalId ?? null,
    ...(game.cardKind === 'pictures' ? { cardKind: 'pictures' as const } : {}),
    isReplay: game.isReplay,
    titles: pooledTitles(game.titles),
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
  const played = state.context.turnsPlayed - current.state.context.turnsPlayed;
  const ended = played > 0 ? state.context.lastTurn : null;
  // An undone Correct (UNDO_CORRECT) takes its turn's result back.
  const results = ended
    ? `${current.turnResults ?? ''}${ended.result === 'correct' ? 'C' : 'I'}`
    : current.turnResults?.slice(0, played || undefined);
  const next = copyRecord(current);
  next.state = state;
  next.version = version;
  if (results !== undefined) next.turnResults = results;
  if (seq !== undefined) next.recentSeqs = [...current.recentSeqs, [seq, version] as [string, number]].slice(-RECENT_SEQS_KEPT);
  return next;
}

/** Whether this save is a SKIP: same turn, one skip fewer left for the team. */
function isSkip(next: GameRecord, previous: GameRecord | undefined): boolean {
  if (!previous) return false;
  const c = next.state.context;
  const p = previous.state.context;
  return c.turn === p.turn && c.currentTeam === p.currentTeam && skipsLeftOf(c) < skipsLeftOf(p);
}

/**
 * The skipped title goes back to the pool: it moves to the end of the titles not yet played,
 * so the machine's titleIndex (which a skip keeps) now names the next unplayed one. Titles
 * already played keep their places (lastTurn and the marked index still name them).
 */
function afterSkip(titles: GameRecord['titles'], titleIndex: number): GameRecord['titles'] {
  const skipped = titles[titleIndex];
  if (!skipped) return titles;
  return [...titles.slice(0, titleIndex), ...titles.slice(titleIndex + 1), skipped];
}

/**
 * Derived fields of a record about to be saved over `previous` (undefined for a new record):
 * the title order after a skip, the reveal code and the marked title. A new turn in shared
 * mode draws new codes. A skip keeps the turn's codes: the phone holding the link is the
 * same actor's, and its reveal room is sent the new title (the view follows the record).
 */
export function withDerivedFields(next: GameRecord, previous: GameRecord | undefined): GameRecord {
  const c = next.state.context;
  const p = (previous ?? next).state.context;
  const titles = isSkip(next, previous) ? afterSkip(next.titles, c.titleIndex) : next.titles;
  // An UNDO_CORRECT took the turn back: who acted it and its link come back with it.
  const undone = c.turn < p.turn ? next.beforeCorrect : undefined;
  let revealCode = undone ? undone.revealCode : next.revealCode;
  let shortCode = undone ? undone.shortCode : (next.shortCode ?? null);
  const turnChanged = !undone && (c.turn !== p.turn || c.isSharedMode !== p.isSharedMode);
  // The room exists from the game's first save in shared mode, and keeps its seats after.
  let room = next.room ?? (c.isSharedMode && !isFinished(next.state) && !next.closed ? newRoom(newShortCode()) : undefined);
  if (room) room = withActor(undone ? withActorOf(room, undone) : room, next.state, turnChanged);
  // A closed game shows no title to anyone again; while a seat acts, its phone alone gets the
  // title (no link for the turn); outside shared mode nobody needs a link.
  if (!c.isSharedMode || isFinished(next.state) || next.closed || room?.actorSeatId) {
    revealCode = null;
    shortCode = null;
  } else if (!revealCode || turnChanged) {
    revealCode = newGameCode(16);
    shortCode = newShortCode();
  } else if (!shortCode) {
    // A record saved before short codes existed.
    shortCode = newShortCode();
  }
  // A title counts as played once its turn was acted, that is ended (never on a replay): the
  // titles before the current one. A title shown and then skipped goes back to the pool, so
  // it is not marked on being shown.
  const markedIndex = next.isReplay ? next.markedIndex : Math.max(next.markedIndex, c.titleIndex - 1);
  const derived = copyRecord(next, titles);
  derived.revealCode = revealCode;
  derived.shortCode = shortCode;
  derived.markedIndex = markedIndex;
  derived.room = room;
  derived.beforeCorrect = c.undo ? (c.undo === p.undo ? next.beforeCorrect : beforeCorrectOf(previous)) : undefined;
  return derived;
}

/** What a Correct's save is about to change beyond the machine, from the record before it. */
function beforeCorrectOf(previous: GameRecord | undefined): BeforeCorrect | undefined {
  if (!previous) return undefined;
  return {
    actorSeatId: previous.room?.actorSeatId ?? null,
    nextActor: previous.room?.nextActor ?? null,
    revealCode: previous.revealCode,
    shortCode: previous.shortCode ?? null,
  };
}

function withActorOf(room: GameRoom, before: BeforeCorrect): GameRoom {
  return { ...room, actorSeatId: before.actorSeatId, nextActor: before.nextActor ?? room.nextActor };
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

/** Whether the save must write the titles: a new record, or a skip reordered them. Records are
 *  copied by spreading, so unchanged titles are the very same array. */
export function titlesChanged(record: GameRecord, previous: GameRecord | undefined): boolean {
  return record.titles !== previous?.titles;
}

/** The title whose turn this save has just ended, to record as played. */
export function titleToMark(record: GameRecord, previous: GameRecord | undefined): PlayedTitle | undefined {
  if (record.markedIndex === previous?.markedIndex || record.markedIndex < 0 || record.isReplay) return undefined;
  const title = record.titles[record.markedIndex];
  if (!title) return undefined;
  return {
    userId: record.userId,
    titleId: title.id,
    categoryId: record.categoryId,
    deckId: record.deckId ?? null,
    language: record.language,
  };
}

/**
 * Whether this save is written to the durable record (game_sessions): at every turn end,
 * clock start or stop, mode change, skip (the title order and the budget must survive a lost store), change of
 * the room's seats and the game's end. A new record's row was written when it was created.
 */
export function durableWriteDue(record: GameRecord, previous: GameRecord | undefined): boolean {
  if (!previous) return false;
  const c = record.state.context;
  const p = previous.state.context;
  const seats = (r: GameRecord) => r.room?.seats.map((s) => `${s.seatId}:${s.nickname}`).join(' ');
  return (
    c.turnsPlayed !== p.turnsPlayed ||
    c.isSharedMode !== p.isSharedMode ||
    // The clock started or stopped: a restart resumes the turn with the time it had left.
    (c.turn === p.turn && c.turnEndsAt !== p.turnEndsAt) ||
    isSkip(record, previous) ||
    // A phone joined, was removed or renamed: rare, and a rebuilt game must know its seats.
    seats(record) !== seats(previous) ||
    (record.state.phase !== previous.state.phase && isFinished(record.state))
  );
}
