// Pure helpers around the machine: start a game, apply one event to a stored state, and
// read what the state means. The server stores {phase, context}; nothing else is needed to
// restore a game anywhere.
import { initialTransition, transition } from 'xstate';
import { gameMachine, type GameContext, type GameEvent, type GameInput, type GamePhase } from './machine.ts';

export interface GameState {
  phase: GamePhase;
  context: GameContext;
}

export function startGame(input: GameInput): GameState {
  const [snapshot] = initialTransition(gameMachine, input);
  return { phase: snapshot.value as GamePhase, context: snapshot.context };
}

function restore(state: GameState) {
  return gameMachine.resolveState({
    value: state.phase,
    context: state.context,
    status: state.phase === 'finished' ? 'done' : 'active',
  });
}

/** The next state, or undefined when the event is not allowed in this state. */
export function applyEvent(state: GameState, event: GameEvent): GameState | undefined {
  const snapshot = restore(state);
  if (snapshot.status === 'done') return undefined;
  const [next] = transition(gameMachine, snapshot, event);
  // XState hands back the very same snapshot when no transition was enabled (unknown event
  // in this state, or a guard said no): one transition instead of can() and then another.
  if (next === snapshot) return undefined;
  return { phase: next.value as GamePhase, context: next.context };
}

export function canApply(state: GameState, event: GameEvent): boolean {
  const snapshot = restore(state);
  return snapshot.status !== 'done' && snapshot.can(event);
}

export function isFinished(state: GameState): boolean {
  return state.phase === 'finished';
}

/** Phases in which the current turn's title may be shown to the actor. */
export function titleVisible(state: GameState): boolean {
  if (state.context.isSharedMode) return state.phase === 'instruction' || state.phase === 'running' || state.phase === 'timeUp';
  return state.phase === 'revealed' || state.phase === 'ready' || state.phase === 'running' || state.phase === 'timeUp';
}

/** Milliseconds left on the clock at `now`. */
export function timeLeftAt(state: GameState, now: number): number {
  const { turnEndsAt, timeLeftMs } = state.context;
  return turnEndsAt === null ? timeLeftMs : Math.max(0, turnEndsAt - now);
}
