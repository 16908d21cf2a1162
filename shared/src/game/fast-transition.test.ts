// fast-transition.ts must move every game exactly as XState's own transition does. Random
// games (seeded, so a failure replays) over every kind of input reach thousands of states; in
// each, every event type (with the variants its guards tell apart) goes through both paths,
// and the results must be deeply and strictly equal. The test also checks that the walks
// took every transition the machine defines, so that it cannot pass by never getting there.
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { accepts, applyEvent, initialGameState, type GameState } from './engine.ts';
import { fastTransition, gameTransitions, USE_XSTATE } from './fast-transition.ts';
import { gameMachine, type GameContext, type GameEvent, type GameInput, type GamePhase } from './machine.ts';

/** What applyEvent did before the fast path: XState's transition of the restored snapshot. */
function throughXState(state: GameState, event: GameEvent): GameState | undefined {
  const done = state.phase === 'finished';
  const snapshot = gameMachine.resolveState({ value: state.phase, context: state.context, status: done ? 'done' : 'active' });
  if (snapshot.status === 'done') return undefined;
  const [next] = transition(gameMachine, snapshot, event);
  return next === snapshot ? undefined : { phase: next.value as GamePhase, context: next.context };
}

/** mulberry32: a small seeded PRNG in [0, 1). */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every event type at `now`; TIME_UP before, at and after the deadline, for this turn and others. */
function everyEvent(state: GameState, now: number): GameEvent[] {
  const { turn, turnEndsAt } = state.context;
  const deadline = turnEndsAt ?? now;
  const timeUps = [deadline - 1, deadline, deadline + 5_000].flatMap((at) =>
    [turn - 1, turn, turn + 1].map((t): GameEvent => ({ type: 'TIME_UP', now: at, turn: t })),
  );
  return [
    { type: 'REVEAL' },
    { type: 'READY' },
    { type: 'START_TIMER', now },
    { type: 'RESET_TIMER' },
    { type: 'CORRECT', now },
    { type: 'INCORRECT', now },
    { type: 'NEXT_TURN' },
    { type: 'SKIP' },
    { type: 'SET_SHARED_MODE', enabled: true },
    { type: 'SET_SHARED_MODE', enabled: false },
    // Within the undo window, at its very end and past it.
    ...[now, (state.context.undo?.at ?? now) + 5_000, (state.context.undo?.at ?? now) + 5_001].map((at): GameEvent => ({
      type: 'UNDO_CORRECT',
      now: at,
    })),
    ...timeUps,
  ];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const DURATIONS = [undefined, [1_000, 2_000, 3_000, 4_000], [45_000], [90_000, 60_000, 45_000, 30_000, 20_000]];

/** Walks of random games; at every state reached, every event through both paths. */
function compareAlongRandomGames(seed: number) {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const taken = new Set<string>();
  let cases = 0;
  let moved = 0;
  for (const isSharedMode of [false, true])
    for (const timerPreset of ['standard', 'relaxed', 'off'] as const)
      for (const titleCount of [1, 2, 3, 8, 40]) {
        const input: GameInput = { teamA: 'A', teamB: 'B', isSharedMode, titleCount, timerPreset, roundDurationsMs: pick(DURATIONS) };
        let state = initialGameState(input);
        // Some games are records saved before the skip budget existed: no skipsUsed.
        if (random() < 0.2) {
          const { skipsUsed: _absent, ...legacy } = state.context;
          state = { ...state, context: legacy as GameContext };
        }
        let now = 1_700_000_000_000;
        for (let step = 0; step < 150 && state.phase !== 'finished'; step++) {
          deepFreeze(state); // neither path may change the state it was given
          now += Math.floor(random() * 40_000);
          const enabled: GameState[] = [];
          for (const event of everyEvent(state, now)) {
            const expected = throughXState(state, event);
            const label = `seed ${seed}, ${JSON.stringify(input)}, step ${step}: ${JSON.stringify(event)} in ${state.phase}`;
            expect(fastTransition(state, event), label).not.toBe(USE_XSTATE);
            expect(fastTransition(state, event), label).toStrictEqual(expected);
            expect(applyEvent(state, event), label).toStrictEqual(expected);
            // The views' offer (commands.ts) reads the guards alone: the same answer.
            expect(accepts(state, event), label).toBe(expected !== undefined);
            cases++;
            if (!expected) continue;
            moved++;
            enabled.push(expected);
            taken.add(`${state.phase} ${event.type} -> ${expected.phase}`);
          }
          state = pick(enabled);
        }
      }
  return { cases, moved, taken };
}

/** Every transition the machine defines, as `phase EVENT -> next phase` (the phase stays
 *  when it has no target); the game's candidates of one event all lead to different phases. */
function definedTransitions(): Set<string> {
  const defined = new Set<string>();
  for (const [phase, node] of Object.entries(gameMachine.root.states))
    for (const [type, candidates] of node.transitions)
      for (const t of candidates) defined.add(`${phase} ${type} -> ${t.target?.[0]?.key ?? phase}`);
  return defined;
}

describe('fastTransition', () => {
  it('moves every game exactly as XState does, in every state reached and for every event', () => {
    for (const seed of [1, 2]) {
      const { cases, moved, taken } = compareAlongRandomGames(seed);
      expect(cases).toBeGreaterThan(5_000);
      expect(moved).toBeGreaterThan(1_000);
      expect(cases - moved).toBeGreaterThan(1_000);
      // The walks took every transition the machine has, each candidate of each event.
      expect([...taken].sort()).toEqual([...definedTransitions()].sort());
    }
  });

  it('runs every (phase, event) the game machine defines: none falls back to XState', () => {
    for (const [phase, node] of Object.entries(gameMachine.root.states))
      for (const type of node.transitions.keys()) expect(gameTransitions.moveFor(phase, type).kind, `${phase} ${type}`).toBe('candidates');
    // Its only other states: the final one (nothing moves), and `starting`, which games leave
    // before they are stored (its `always` is XState's to run).
    expect(gameTransitions.moveFor('finished', 'CORRECT')).toEqual({ kind: 'none' });
    expect(gameTransitions.moveFor('starting', 'REVEAL').kind).toBe('refused');
    expect(gameTransitions.moveFor('handoff', 'NEXT_TURN')).toEqual({ kind: 'none' });
  });
});
