// engine.ts calls the machine's transition with a scope it builds itself from xstate's
// internals (see there why). An xstate upgrade may change those internals without a type
// error: these tests fail loudly when it does, before a game can misbehave.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { transition, type ActorScope } from 'xstate';
import { applyEvent, applyEventThroughXState, initialGameState, type GameState } from './engine.ts';
import { gameMachine, type GameEvent, type GamePhase, type GameSnapshot } from './machine.ts';

/** Runs `fn` while recording the scope every machine transition is given. */
function scopesUsedBy(fn: () => void): ActorScope<GameSnapshot, GameEvent>[] {
  // The spy calls through to xstate's own transition and records the scope it was given.
  const spy = vi.spyOn(gameMachine, 'transition');
  try {
    fn();
    return spy.mock.calls.map((call) => call[2] as ActorScope<GameSnapshot, GameEvent>);
  } finally {
    spy.mockRestore();
  }
}

const restore = (state: GameState) =>
  gameMachine.resolveState({ value: state.phase, context: state.context, status: state.phase === 'finished' ? 'done' : 'active' });

describe('the inert xstate scope of engine.ts', () => {
  it('runs on the exact xstate version package.json pins', () => {
    const pinned = (
      JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
    ).dependencies.xstate;
    const installed = (createRequire(import.meta.url)('xstate/package.json') as { version: string }).version;
    // An upgrade is welcome, but deliberately: re-run these tests and read engine.ts first.
    expect(pinned, 'xstate must be pinned to one exact version').toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(pinned);
  });

  it('has the very fields of the scope xstate builds for its own transition()', () => {
    const state = initialGameState({ teamA: 'A', teamB: 'B', isSharedMode: false, titleCount: 8 });
    // applyEvent takes the fast path (fast-transition.ts); the scope serves its fallback.
    const [ours] = scopesUsedBy(() => applyEventThroughXState(state, { type: 'REVEAL' }));
    const [theirs] = scopesUsedBy(() => transition(gameMachine, restore(state), { type: 'REVEAL' }));
    expect(ours, 'applyEventThroughXState no longer calls gameMachine.transition').toBeDefined();
    expect(theirs, "xstate's transition() no longer calls machine.transition").toBeDefined();
    expect(Object.keys(ours!).sort()).toEqual(Object.keys(theirs!).sort());
    for (const key of Object.keys(theirs!) as (keyof typeof theirs)[]) expect(typeof ours![key], key).toBe(typeof theirs![key]);
  });

  it("moves every game as xstate's own transition() does", () => {
    const T0 = 1_700_000_000_000;
    const events: GameEvent[] = [
      { type: 'REVEAL' },
      { type: 'READY' },
      { type: 'START_TIMER', now: T0 },
      { type: 'RESET_TIMER' },
      { type: 'START_TIMER', now: T0 + 1000 },
      { type: 'TIME_UP', now: T0 + 500_000, turn: 1 },
      { type: 'CORRECT', now: T0 + 600_000 },
      { type: 'INCORRECT', now: T0 + 700_000 },
      { type: 'NEXT_TURN' },
      { type: 'SET_SHARED_MODE', enabled: true },
      { type: 'SET_SHARED_MODE', enabled: false },
    ];
    for (const isSharedMode of [false, true]) {
      let state = initialGameState({ teamA: 'A', teamB: 'B', isSharedMode, titleCount: 8 });
      // Every event in every state reached by a long, varied game, until it is finished.
      for (let step = 0; step < 200 && state.phase !== 'finished'; step++) {
        for (const event of events) {
          const ours = applyEvent(state, event);
          const snapshot = restore(state);
          const [theirs] = transition(gameMachine, snapshot, event);
          if (theirs === snapshot) expect(ours, `${event.type} in ${state.phase}`).toBeUndefined();
          else expect(ours, `${event.type} in ${state.phase}`).toEqual({ phase: theirs.value as GamePhase, context: theirs.context });
        }
        const next = events[step % events.length]!;
        const moved =
          applyEvent(state, next) ??
          applyEvent(state, { type: 'REVEAL' }) ??
          applyEvent(state, { type: 'READY' }) ??
          applyEvent(state, { type: 'START_TIMER', now: T0 });
        state =
          moved ??
          applyEvent(state, { type: step % 3 ? 'CORRECT' : 'INCORRECT', now: T0 }) ??
          applyEvent(state, { type: 'NEXT_TURN' }) ??
          state;
      }
      expect(state.phase).toBe('finished');
    }
  });
});
