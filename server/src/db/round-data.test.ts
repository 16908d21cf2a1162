import { describe, expect, it } from 'vitest';
import { applyEvent, initialGameState, type GameState } from '@charades/shared/game/engine';
import type { GameEvent } from '@charades/shared/game/machine';
import { contextOf, roundDataOf, teamsOf } from './round-data.ts';

describe('round_data', () => {
  it('gives back the context of the turn it was written at', () => {
    let state: GameState = initialGameState({
      teamA: 'Falcons',
      teamB: 'Pearls',
      isSharedMode: false,
      titleCount: 8,
      roundDurationsMs: [5000, 4000, 3000, 2000],
      timerPreset: 'relaxed',
    });
    const turn: GameEvent[] = [
      { type: 'REVEAL' },
      { type: 'SKIP' },
      { type: 'READY' },
      { type: 'START_TIMER', now: 1 },
      { type: 'CORRECT', now: 2 },
      { type: 'REVEAL' },
      { type: 'SKIP' },
    ];
    for (const event of turn) state = applyEvent(state, event)!;
    const rd = roundDataOf(state, 12);
    expect(rd).toMatchObject({
      teamA: { name: 'Falcons', score: 1 },
      currentTeam: 'B',
      turnsPlayed: 1,
      version: 12,
      timerPreset: 'relaxed',
      roundDurationsMs: [8000, 6000, 5000, 3000],
      skipsUsed: { A: 1, B: 1 },
    });
    expect(contextOf(rd, { titleCount: 8, titleIndex: state.context.titleIndex, finished: false })).toEqual({
      ...state.context,
      lastTurn: null,
    });
    expect(teamsOf(rd)).toEqual(state.context.teams);
  });

  it('reads rows written before turnsPlayed, winner, round durations, timer presets and skips were kept', () => {
    const rd = {
      teamA: { id: 'A', name: 'A', score: 3 },
      teamB: { id: 'B', name: 'B', score: 1 },
      currentRound: 5,
      currentTeam: 'A' as const,
      isSharedMode: false,
    };
    expect(contextOf(rd, { titleCount: 8, titleIndex: 8, finished: true })).toMatchObject({
      turnsPlayed: 8,
      turn: 9,
      winner: 'A',
      roundDurationsMs: [90_000, 60_000, 45_000, 30_000],
      timeLeftMs: 30_000,
      timerPreset: 'standard',
      skipsUsed: { A: 0, B: 0 },
    });
  });
});
