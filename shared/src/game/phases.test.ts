import { describe, expect, it } from 'vitest';
import { canApply, initialGameState, modeSwitchAllowed, type GameState } from './engine.ts';
import { gameMachine } from './machine.ts';
import { GAME_PHASES } from './phases.ts';

describe('GAME_PHASES', () => {
  it('names exactly the states the machine can rest in', () => {
    // A state that only passes on (`always`, like `starting`) is never stored or shown.
    const resting = Object.entries(gameMachine.config.states ?? {}).filter(([, state]) => !state.always);
    expect(resting.map(([name]) => name).sort()).toEqual([...GAME_PHASES].sort());
  });
});

describe('modeSwitchAllowed', () => {
  it('says yes in exactly the phases the machine accepts SET_SHARED_MODE in, in either mode', () => {
    const base = initialGameState({ teamA: 'A', teamB: 'B', isSharedMode: false, titleCount: 8 });
    for (const phase of GAME_PHASES) {
      for (const isSharedMode of [false, true]) {
        const state: GameState = { phase, context: { ...base.context, isSharedMode } };
        const accepted = phase !== 'finished' && canApply(state, { type: 'SET_SHARED_MODE', enabled: !isSharedMode });
        expect(modeSwitchAllowed(state), `${phase}, shared ${isSharedMode}`).toBe(accepted);
      }
    }
  });
});
