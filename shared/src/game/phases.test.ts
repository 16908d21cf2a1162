import { describe, expect, it } from 'vitest';
import { gameMachine } from './machine.ts';
import { GAME_PHASES } from './phases.ts';

describe('GAME_PHASES', () => {
  it('names exactly the states the machine can rest in', () => {
    // A state that only passes on (`always`, like `starting`) is never stored or shown.
    const resting = Object.entries(gameMachine.config.states ?? {}).filter(([, state]) => !state.always);
    expect(resting.map(([name]) => name).sort()).toEqual([...GAME_PHASES].sort());
  });
});
