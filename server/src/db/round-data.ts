// game_sessions.round_data: the part of a game's state its durable row keeps, written when
// the game starts, at every turn end and at every skip, read to list past games and to rebuild a game whose
// hot record was lost. The one mapping between it and the machine's state, both ways.
import { DEFAULT_ROUND_DURATIONS_MS, defaultRoundDurationMs, winnerOf } from '@charades/shared/game/constants';
import type { GameState } from '@charades/shared/game/engine';
import type { GameContext, Team, TeamId } from '@charades/shared/game/machine';
import type { RoomData, RoundData } from './schema/index.ts';

/** What round_data keeps of `state`; `version` is the hot record's, `room` its room's seats. */
export function roundDataOf(state: GameState, version: number, room?: RoomData): RoundData {
  const c = state.context;
  return {
    ...(room ? { room: roomDataOf(room) } : {}),
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
  };
}

export function teamsOf(rd: RoundData): Record<TeamId, Team> {
  return { A: { ...rd.teamA, id: 'A' }, B: { ...rd.teamB, id: 'B' } };
}

/**
 * The machine's context at the start of the turn round_data was written in (a turn end
 * writes it, so nothing of the turn is lost but its clock). Rows written before a field
 * existed get the value it would have had.
 */
export function contextOf(rd: RoundData, game: { titleCount: number; titleIndex: number; finished: boolean }): GameContext {
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
    timeLeftMs: roundDurationsMs[rd.currentRound - 1] ?? defaultRoundDurationMs(rd.currentRound),
    lastTurn: null,
    winner: game.finished ? (rd.winner ?? winnerOf(teams)) : null,
    roundDurationsMs,
    timerPreset: rd.timerPreset ?? 'standard',
    skipsUsed: rd.skipsUsed ?? { A: 0, B: 0 },
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
