// Filters a game for each kind of viewer (boardgame.io's filter-player-view). The public
// part never carries the current title.
//
// Each view is a fresh public part with its own fields assigned onto it, never
// `{ ...base, more }`: V8 copies a 20-field object into a literal that adds fields of its own
// about seventy times slower (18 µs against 0.3 µs here), and the result is slow to
// serialise too (21 µs against 3 µs); that was a twentieth of a game command's CPU (issue 18).
// The public part costs a tenth of a microsecond, so it is built anew for every view.
import { gameSummaryOf } from './game-summary.ts';
import { modeSwitchAllowed, skipsLeft, timeLeftAt, titleVisible } from '@charades/shared/game/engine';
import { MAX_TURNS } from '@charades/shared/game/constants';
import type {
  HostGameView,
  PublicGameView,
  RevealGameView,
  RoomView,
  SeatGameView,
  SpectatorGameView,
  TvGameView,
} from '@charades/shared/schemas/games';
import { titleKindOf } from '@charades/shared/game/title-kind';
import type { GameRecord } from './record.ts';
import { actionsFor, undoUntilOf, type Viewer } from './command-rules.ts';

const WATCHER: Viewer = { kind: 'watcher' };
const HOST: Viewer = { kind: 'host' };

/** What a viewer of `record` sees of it, with the commands that viewer may send now. */
export function publicView(record: GameRecord, now = Date.now(), viewer: Viewer = WATCHER): PublicGameView {
  const { state } = record;
  const c = state.context;
  const actions = actionsFor(record, viewer, now);
  const view: PublicGameView = {
    gameId: record.gameId,
    version: record.version,
    status: state.phase === 'finished' ? 'completed' : 'in_progress',
    phase: state.phase,
    teams: c.teams,
    currentRound: c.currentRound,
    currentTeam: c.currentTeam,
    isSharedMode: c.isSharedMode,
    turn: c.turn,
    turnsPlayed: c.turnsPlayed,
    totalTurns: Math.min(MAX_TURNS, record.titles.length),
    turnEndsAt: c.turnEndsAt,
    timeLeftMs: timeLeftAt(state, now),
    serverNow: now,
    winner: c.winner,
    isReplay: record.isReplay,
    categoryTitle: record.categoryTitle,
    // Records saved before timer presets read as standard.
    timerPreset: c.timerPreset ?? 'standard',
    skipsLeft: skipsLeft(state),
    titleOnShow: titleVisible(state),
    titleKind: titleKindOf(record.categoryInternalId, record.cardKind),
    cardKind: record.cardKind ?? 'titles',
    actions: actions as PublicGameView['actions'],
  };
  if (record.closed) view.closed = true;
  if (record.resultsShown) view.resultsShown = true;
  const summary = gameSummaryOf(record);
  if (summary) view.summary = summary;
  const undoUntil = undoUntilOf(record, actions);
  if (undoUntil !== undefined) view.undoUntil = undoUntil;
  return view;
}

function title(record: GameRecord, index: number | undefined) {
  if (index === undefined) return null;
  const t = record.titles[index];
  return t ? { id: t.id, title: t.title, posterUrl: t.posterUrl } : null;
}

/**
 * The host device. In normal mode it is the actor's phone, so it sees the title once
 * revealed. In shared mode it is the TV: it never sees the current title, only the previous
 * one after the turn ("the movie was"), and the codes of the QR link and its short form.
 * `publicOrigin` is where the other devices reach this server (links, QR codes).
 */
export function hostView(record: GameRecord, publicOrigin: string, now = Date.now(), viewer: Viewer = HOST): HostGameView {
  const { state } = record;
  const shared = state.context.isSharedMode;
  const showCurrent = !shared && titleVisible(state) && !record.closed;
  const showLast = state.phase === 'turnResult' || state.phase === 'finished';
  return Object.assign(publicView(record, now, viewer), {
    role: 'host' as const,
    shareId: record.shareId,
    currentTitle: showCurrent ? title(record, state.context.titleIndex) : null,
    lastTitle: showLast ? title(record, state.context.lastTurn?.titleIndex) : null,
    revealCode: shared ? record.revealCode : null,
    revealShortCode: shared && record.revealCode ? (record.shortCode ?? null) : null,
    publicOrigin,
    room: roomView(record),
    canSwitchMode: modeSwitchAllowed(state),
  });
}

/**
 * A TV paired to the account (issue 16): what the host device sees in shared mode, whatever
 * the game's mode. It is in the room, so it never shows the current title, not even in
 * normal mode where the host's own phone does.
 */
export function tvView(record: GameRecord, publicOrigin: string, now = Date.now()): TvGameView {
  // A TV only shows: it sends nothing (the host's phone controls it).
  return Object.assign(hostView(record, publicOrigin, now, WATCHER), { role: 'tv' as const, currentTitle: null });
}

/** A phone holding a reveal code: the title only while that code is the current turn's. */
export function revealView(record: GameRecord, code: string, now = Date.now()): RevealGameView {
  const valid = record.revealCode === code && titleVisible(record.state) && !record.closed;
  return Object.assign(publicView(record, now), {
    role: 'reveal' as const,
    valid,
    currentTitle: valid ? title(record, record.state.context.titleIndex) : null,
  });
}

export function spectatorView(record: GameRecord, now = Date.now()): SpectatorGameView {
  return Object.assign(publicView(record, now), { role: 'spectator' as const });
}

/** The room as the host screen and the TV show it: the code and who joined, never a token. */
export function roomView(record: GameRecord): RoomView | null {
  const { room } = record;
  if (!room || !record.state.context.isSharedMode) return null;
  return {
    code: room.code,
    players: room.seats.map((s) => ({ seatId: s.seatId, nickname: s.nickname, team: s.team, connected: s.connected })),
    actorSeatId: room.actorSeatId,
  };
}

/** One seat's phone: the title only while it is the acting seat and the title may be shown. */
export function seatView(record: GameRecord, seatId: string, now = Date.now()): SeatGameView | undefined {
  const seat = record.room?.seats.find((s) => s.seatId === seatId);
  if (!seat) return undefined;
  const actorSeatId = record.room?.actorSeatId;
  const actor = record.room?.seats.find((s) => s.seatId === actorSeatId);
  const isActor = actorSeatId === seatId;
  // A closed game shows no title to anyone again, the acting phone included.
  const visible = isActor && record.state.context.isSharedMode && titleVisible(record.state) && !record.closed;
  return Object.assign(publicView(record, now, { kind: 'seat', seatId }), {
    role: 'seat' as const,
    isActor,
    actorNickname: actor?.nickname ?? null,
    currentTitle: visible ? title(record, record.state.context.titleIndex) : null,
    seatId,
    nickname: seat.nickname,
    team: seat.team,
  });
}
