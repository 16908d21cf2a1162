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

  // Issue 30 §6: a restart resumes the turn with the time it had left, not a full clock.
  it('keeps the running clock, and a rebuilt turn has the time that was left, less the outage', () => {
    let state: GameState = initialGameState({ teamA: 'A', teamB: 'B', isSharedMode: false, titleCount: 8 });
    for (const event of [{ type: 'REVEAL' }, { type: 'READY' }, { type: 'START_TIMER', now: 1_000 }] as GameEvent[])
      state = applyEvent(state, event)!;
    const rd = roundDataOf(state, 5);
    expect(rd.clock).toEqual({ turn: 1, endsAt: 91_000, timeLeftMs: 90_000 });
    const at = (now: number) => contextOf(rd, { titleCount: 8, titleIndex: state.context.titleIndex, finished: false, now });
    // 30 s after the start: 60 s left, the clock stopped until the players start it again.
    expect(at(31_000)).toMatchObject({ turn: 1, turnEndsAt: null, timeLeftMs: 60_000 });
    // An outage longer than the turn: nothing left (starting the clock ends the turn at once).
    expect(at(500_000).timeLeftMs).toBe(0);
    // Another turn's clock is not this one's; a finished game has no clock.
    expect(
      contextOf(
        { ...rd, clock: { turn: 2, endsAt: 91_000, timeLeftMs: 90_000 } },
        { titleCount: 8, titleIndex: 0, finished: false, now: 31_000 },
      ).timeLeftMs,
    ).toBe(90_000);
    // Before the clock ran there is none to keep.
    const fresh = initialGameState({ teamA: 'A', teamB: 'B', isSharedMode: false, titleCount: 8 });
    expect(roundDataOf(fresh, 1).clock).toBeUndefined();
  });
});
