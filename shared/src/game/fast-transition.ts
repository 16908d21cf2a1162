// The game machine's transitions without XState's general algorithm (issue 18). Every command
// on the server applies one event to a stored game; through gameMachine.transition that cost
// some 8% of the server's CPU per command, about 50 µs in its profile (resolveState, macrostep,
// microstep, transition domains, entry and exit sets, a snapshot per assign): machinery a
// machine of flat states, named guards and assign() actions never needs. bench/transition.ts
// measures both paths.
//
// This is an interpreter of the machine, not a second copy of it: the table is read once, at
// module load, from gameMachine's own state nodes and implementations (transition-table.ts),
// and runs as XState would: the first candidate whose guard passes, its assign() actions in
// order, each on the context the previous one made, into a new context object. Wherever the
// machine uses something the table does not run, it refuses, and engine.ts runs XState's own
// transition (USE_XSTATE); fast-transition.test.ts checks the two agree on every event in
// thousands of reachable states.
import type { EventObject } from 'xstate';
import { gameMachine, type GameContext, type GameEvent, type GamePhase } from './machine.ts';
import { readTransitionTable, type Assignment, type Candidate, type TransitionTable } from './transition-table.ts';

/** The table cannot answer: run XState's own transition. */
export const USE_XSTATE = Symbol('use XState');

export interface MachineState<TPhase extends string, TContext extends object> {
  phase: TPhase;
  context: TContext;
}

/** `state` after `event` by `table`: the next state, undefined when no transition is enabled
 *  (or the phase is final), or USE_XSTATE where the table refuses. */
export function runTransition<TPhase extends string, TContext extends object>(
  table: TransitionTable,
  state: MachineState<TPhase, TContext>,
  event: EventObject,
): MachineState<TPhase, TContext> | undefined | typeof USE_XSTATE {
  const move = table.moveFor(state.phase, event.type);
  if (move.kind !== 'candidates') return move.kind === 'none' ? undefined : USE_XSTATE;
  try {
    return takeFirstEnabled(move.candidates, state, event);
  } catch {
    // A guard or assignment threw (or wanted an actor, which this path has none of): XState
    // runs it again and throws its own error, naming the guard, state and event.
    return USE_XSTATE;
  }
}

/** Whether `event` would move `state` (a transition is enabled and changes something), by the
 *  guards alone: no context is built. USE_XSTATE where the table refuses. */
export function transitionEnabled(
  table: TransitionTable,
  state: MachineState<string, object>,
  event: EventObject,
): boolean | typeof USE_XSTATE {
  const move = table.moveFor(state.phase, event.type);
  if (move.kind !== 'candidates') return move.kind === 'none' ? false : USE_XSTATE;
  try {
    for (const candidate of move.candidates) {
      if (candidate.guard && !candidate.guard({ context: state.context, event }, undefined)) continue;
      return !candidate.changesNothing;
    }
    return false;
  } catch {
    return USE_XSTATE;
  }
}

function takeFirstEnabled<TPhase extends string, TContext extends object>(
  candidates: readonly Candidate[],
  state: MachineState<TPhase, TContext>,
  event: EventObject,
): MachineState<TPhase, TContext> | undefined {
  for (const candidate of candidates) {
    if (candidate.guard && !candidate.guard({ context: state.context, event }, undefined)) continue;
    if (candidate.changesNothing) return undefined;
    let context = state.context;
    for (const assignment of candidate.assignments) context = assigned(assignment, context, event);
    return { phase: (candidate.target ?? state.phase) as TPhase, context };
  }
  return undefined;
}

const noActor = (): never => {
  throw new Error('an assignment used spawn, self or system: the fast path has no actor');
};

/** What an assignment is given. XState's also carry spawn, self and system; this path has no
 *  actor, so reaching for one throws, and XState's transition runs instead. */
class AssignArgs<TContext> {
  constructor(
    readonly context: TContext,
    readonly event: EventObject,
  ) {}
  get spawn(): never {
    return noActor();
  }
  get self(): never {
    return noActor();
  }
  get system(): never {
    return noActor();
  }
}

/** XState's assign(): a new context, the partial update over the old one (never mutated). */
function assigned<TContext extends object>(assignment: Assignment, context: TContext, event: EventObject): TContext {
  const args = new AssignArgs(context, event);
  if (typeof assignment === 'function') return Object.assign({}, context, assignment(args, undefined));
  const update: Record<string, unknown> = {};
  for (const key of Object.keys(assignment)) {
    const value = assignment[key];
    update[key] = typeof value === 'function' ? (value as (a: unknown, p: undefined) => unknown)(args, undefined) : value;
  }
  return Object.assign({}, context, update);
}

/** gameMachine's table, read once. */
export const gameTransitions = readTransitionTable(gameMachine);

/** A game's next state after `event`, as gameMachine would make it (see runTransition). */
export function fastTransition(
  state: MachineState<GamePhase, GameContext>,
  event: GameEvent,
): MachineState<GamePhase, GameContext> | undefined | typeof USE_XSTATE {
  return runTransition(gameTransitions, state, event);
}
