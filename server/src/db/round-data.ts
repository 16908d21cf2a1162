// game_sessions.round_data: the part of a game's state its durable row keeps, written when
// the game starts, at every turn end and at every skip, read to list past games and to rebuild a game whose
// hot record was lost. The one mapping between it and the machine's state, both ways.
import { DEFAULT_ROUND_DURATIONS_MS, defaultRoundDurationMs, winnerOf } from '@charades/shared/game/constants';
import type { GameState } from '@charades/shared/game/engine';
import type { GameContext, Team, TeamId } from '@charades/shared/game/machine';
import type { RoomData, RoundData } from './schema/index.ts';

/** What round_data keeps of `state`; `version` is the hot record's, `room` its room's seats. */
export function roundDataOf(state: GameState, version: number, room?: RoomData, turnResults?: string): RoundData {
  const c = state.context;
  return {
    ...(room ? { room: roomDataOf(room) } : {}),
    ...(turnResults ? { turnResults } : {}),
    teamA: c.teams.A,
    teamB: c.teams.B,
    currentRound: c.currentRound,
    currentTeam: c.currentTeam,
    isSharedMode: c.isSharedMode,
    turnsPlayed: c.turnsPlayed,
    winner: c.winner,
    version,
    roundDurationsMs: c.roundDurationsMs,
    timerPreset: c.timerPreset,
    skipsUsed: c.skipsUsed,
    ...(clockHasRun(state) ? { clock: { turn: c.turn, endsAt: c.turnEndsAt, timeLeftMs: c.timeLeftMs } } : {}),
  };
}

/** Whether this turn's clock is running or has run (a stopped clock keeps what was left). */
function clockHasRun(state: GameState): boolean {
  const c = state.context;
  if (state.phase === 'finished') return false;
  return c.turnEndsAt !== null || c.timeLeftMs < (c.roundDurationsMs[c.currentRound - 1] ?? defaultRoundDurationMs(c.currentRound));
}

export function teamsOf(rd: RoundData): Record<TeamId, Team> {
  return { A: { ...rd.teamA, id: 'A' }, B: { ...rd.teamB, id: 'B' } };
}

/**
 * The machine's context at the start of the turn round_data was written in (a turn end
 * writes it, and so does the clock's start: the turn resumes with the time it had left at
 * `now`, the outage taken off, its clock stopped until the players start it again). Rows
 * written before a field existed get the value it would have had.
 */
export function contextOf(rd: RoundData, game: { titleCount: number; titleIndex: number; finished: boolean; now?: number }): GameContext {
  const turnsPlayed = rd.turnsPlayed ?? (rd.currentRound - 1) * 2 + (rd.currentTeam === 'B' ? 1 : 0);
  const teams = teamsOf(rd);
  const roundDurationsMs = rd.roundDurationsMs ?? [...DEFAULT_ROUND_DURATIONS_MS];
  return {
    teams,
    currentRound: rd.currentRound,
    currentTeam: rd.currentTeam,
    isSharedMode: rd.isSharedMode,
    titleCount: game.titleCount,
    titleIndex: game.titleIndex,
    turnsPlayed,
    turn: turnsPlayed + 1,
    turnEndsAt: null,
    timeLeftMs: timeLeftOf(rd, turnsPlayed + 1, roundDurationsMs[rd.currentRound - 1] ?? defaultRoundDurationMs(rd.currentRound), game),
    lastTurn: null,
    winner: game.finished ? (rd.winner ?? winnerOf(teams)) : null,
    roundDurationsMs,
    timerPreset: rd.timerPreset ?? 'standard',
    skipsUsed: rd.skipsUsed ?? { A: 0, B: 0 },
    // A Correct is taken back only from the live record: a rebuilt game has nothing to undo.
    undo: null,
  };
}

/** The room without what only a live server knows (whether a phone is connected). */
function roomDataOf(room: RoomData): RoomData {
  return {
    code: room.code,
    seats: room.seats.map(({ seatId, nickname, team, tokenHash, joinedAt }) => ({ seatId, nickname, team, tokenHash, joinedAt })),
    nextActor: room.nextActor,
    actorSeatId: room.actorSeatId,
  };
}

/** The turn's time left: the whole round's, unless this turn's clock had run. */
function timeLeftOf(rd: RoundData, turn: number, full: number, game: { finished: boolean; now?: number }): number {
  const clock = rd.clock;
  if (!clock || clock.turn !== turn || game.finished) return full;
  const left = clock.endsAt !== null ? clock.endsAt - (game.now ?? Date.now()) : clock.timeLeftMs;
  return Math.max(0, Math.min(full, Math.round(left)));
}
