// Pure helpers around the machine: start a game, apply one event to a stored state, and
// read what the state means. The server stores {phase, context}; nothing else is needed to
// restore a game anywhere.
import { createActor, initialTransition, type ActorScope } from 'xstate';
import {
  anotherTitleLeft,
  gameMachine,
  skipsLeftOf,
  type GameContext,
  type GameEvent,
  type GameInput,
  type GamePhase,
  type GameSnapshot,
} from './machine.ts';
import { fastTransition, gameTransitions, transitionEnabled, USE_XSTATE } from './fast-transition.ts';

export interface GameState {
  phase: GamePhase;
  context: GameContext;
}

/** The state of a new game, before its first command. */
export function initialGameState(input: GameInput): GameState {
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

// xstate's transition() builds a throwaway actor for every call (and with it the machine's
// initial state): most of a command's CPU on a busy server (measured: 2.5 times the time of
// a transition through the scope below). The machine's only actions are assign(), which
// xstate resolves itself, so one inert scope, built once and never started, serves every
// transition: nothing is executed, deferred or spawned through it. The scope's fields are
// xstate's internals, so xstate is pinned to one exact version in package.json and
// engine-xstate.test.ts fails when an upgrade changes them (compare with the scope xstate's
// own transition() builds).
const inertSelf = createActor(gameMachine, { input: { teamA: 'A', teamB: 'B', isSharedMode: false, titleCount: 1 } });
const inertScope: ActorScope<GameSnapshot, GameEvent> = {
  self: inertSelf,
  id: '',
  sessionId: '',
  system: inertSelf.system,
  logger: () => {},
  defer: () => {},
  emit: () => {},
  stopChild: () => {},
  actionExecutor: () => {},
};

/** The next state, or undefined when the event is not allowed in this state. The machine's
 *  own table answers (fast-transition.ts: XState's transition cost too much per command);
 *  XState's transition runs wherever the table refuses. */
export function applyEvent(state: GameState, event: GameEvent): GameState | undefined {
  const next = fastTransition(state, event);
  return next === USE_XSTATE ? applyEventThroughXState(state, event) : next;
}

/** applyEvent through XState's own transition: what the fast path falls back to, and what
 *  the micro-benchmark (bench/transition.ts) compares it with. */
export function applyEventThroughXState(state: GameState, event: GameEvent): GameState | undefined {
  const snapshot = restore(state);
  if (snapshot.status === 'done') return undefined;
  const next = gameMachine.transition(snapshot, event, inertScope);
  // XState hands back the very same snapshot when no transition was enabled (unknown event
  // in this state, or a guard said no): one transition instead of can() and then another.
  if (next === snapshot) return undefined;
  return { phase: next.value as GamePhase, context: next.context };
}

export function canApply(state: GameState, event: GameEvent): boolean {
  const snapshot = restore(state);
  return snapshot.status !== 'done' && snapshot.can(event);
}

/** Whether the machine takes `event` in `state` (applyEvent would answer a state), by its
 *  guards only: what every view's actions are made of, so it builds no context. */
export function accepts(state: GameState, event: GameEvent): boolean {
  const enabled = transitionEnabled(gameTransitions, state, event);
  return enabled === USE_XSTATE ? applyEventThroughXState(state, event) !== undefined : enabled;
}

export function isFinished(state: GameState): boolean {
  return state.phase === 'finished';
}

/** Phases in which the current turn's title may be shown to the actor. */
export function titleVisible(state: GameState): boolean {
  if (state.context.isSharedMode) return state.phase === 'instruction' || state.phase === 'running' || state.phase === 'timeUp';
  return state.phase === 'revealed' || state.phase === 'ready' || state.phase === 'running' || state.phase === 'timeUp';
}

/** Phases in which the game may switch between shared and normal mode: not while a turn's
 *  clock runs or has just run out (the machine accepts SET_SHARED_MODE in these only). */
const MODE_SWITCH_PHASES: ReadonlySet<GamePhase> = new Set(['handoff', 'revealed', 'ready', 'instruction', 'turnResult']);

export function modeSwitchAllowed(state: GameState): boolean {
  return MODE_SWITCH_PHASES.has(state.phase);
}

/** Milliseconds left on the clock at `now`. */
export function timeLeftAt(state: GameState, now: number): number {
  const { turnEndsAt, timeLeftMs } = state.context;
  return turnEndsAt === null ? timeLeftMs : Math.max(0, turnEndsAt - now);
}

/** Skips the current team can still use in this round: none once no other title is left to
 *  take the current one's place (the last title of a small category). */
export function skipsLeft(state: GameState): number {
  return anotherTitleLeft(state.context) ? skipsLeftOf(state.context) : 0;
}
