// The game session machine (XState v5). Pure: no I/O, no timers. Time enters only through
// the `now` carried by events, stamped by the server; the countdown is an absolute deadline
// (`turnEndsAt`) so a snapshot restored anywhere, any time later, means the same thing.
//
// Normal mode, one turn:  handoff -REVEAL-> revealed -READY-> ready -START_TIMER-> running
//                         running -TIME_UP-> timeUp; running|timeUp -CORRECT|INCORRECT-> next turn
// Shared mode, one turn:  instruction -START_TIMER-> running (-TIME_UP-> timeUp)
//                         -CORRECT|INCORRECT-> turnResult ("the movie was") -NEXT_TURN-> instruction
// After the last turn (team B in round 4, or no title left) the machine is `finished`.
import { assign, setup } from 'xstate';
import { DEFAULT_ROUND_DURATIONS_MS, MAX_TURNS, TOTAL_ROUNDS, defaultRoundDurationMs, winnerOf } from './constants.ts';

export type TeamId = 'A' | 'B';
export interface Team {
  id: TeamId;
  name: string;
  score: number;
}

export interface GameContext {
  teams: Record<TeamId, Team>;
  /** 1..4 while playing; 5 once the fourth round is over. */
  currentRound: number;
  currentTeam: TeamId;
  isSharedMode: boolean;
  /** How many titles this game holds; a title is shown at most once. */
  titleCount: number;
  /** Index of the current turn's title. */
  titleIndex: number;
  turnsPlayed: number;
  /** 1-based number of the current turn; reveal codes and deadlines name it. */
  turn: number;
  /** Epoch ms at which the running clock reaches 0; null while the clock is stopped. */
  turnEndsAt: number | null;
  /** Time on the clock while it is stopped, in ms. */
  timeLeftMs: number;
  lastTurn: { team: TeamId; titleIndex: number; result: 'correct' | 'incorrect' } | null;
  /** Set when finished: the winning team, or null for a tie. */
  winner: TeamId | null;
  /** Round durations in ms (index 0 = round 1); SPEC §9's unless the server configures others. */
  roundDurationsMs: number[];
}

export interface GameInput {
  teamA: string;
  teamB: string;
  isSharedMode: boolean;
  titleCount: number;
  roundDurationsMs?: number[];
}

export type GameEvent =
  | { type: 'REVEAL' }
  | { type: 'READY' }
  | { type: 'START_TIMER'; now: number }
  | { type: 'RESET_TIMER' }
  | { type: 'CORRECT'; now: number }
  | { type: 'INCORRECT'; now: number }
  | { type: 'NEXT_TURN' }
  | { type: 'SKIP' }
  | { type: 'SET_SHARED_MODE'; enabled: boolean }
  | { type: 'TIME_UP'; now: number; turn: number };

export type { GamePhase } from './phases.ts';

/** How long `round` lasts in this game. */
function durationOfRound(context: Pick<GameContext, 'roundDurationsMs'>, round: number): number {
  return context.roundDurationsMs[round - 1] ?? defaultRoundDurationMs(round);
}

function endTurn(context: GameContext, correct: boolean): Partial<GameContext> {
  const team = context.currentTeam;
  const teams = correct ? { ...context.teams, [team]: { ...context.teams[team], score: context.teams[team].score + 1 } } : context.teams;
  const nextTeam: TeamId = team === 'A' ? 'B' : 'A';
  const nextRound = nextTeam === 'A' ? context.currentRound + 1 : context.currentRound;
  return {
    teams,
    currentTeam: nextTeam,
    currentRound: nextRound,
    turnsPlayed: context.turnsPlayed + 1,
    titleIndex: context.titleIndex + 1,
    turn: context.turn + 1,
    turnEndsAt: null,
    timeLeftMs: durationOfRound(context, nextRound),
    lastTurn: { team, titleIndex: context.titleIndex, result: correct ? 'correct' : 'incorrect' },
  };
}

function isLastTurn(context: GameContext): boolean {
  const fourthRoundOver = context.currentTeam === 'B' && context.currentRound >= TOTAL_ROUNDS;
  const noTitleLeft = context.titleIndex + 1 >= context.titleCount;
  return fourthRoundOver || noTitleLeft || context.turnsPlayed + 1 >= MAX_TURNS;
}

const turnEnd = (correct: boolean) => [
  {
    guard: 'isLastTurn' as const,
    target: 'finished' as const,
    actions: [correct ? 'endTurnCorrect' : 'endTurnIncorrect', 'decideWinner'] as const,
  },
  { guard: 'isSharedMode' as const, target: 'turnResult' as const, actions: [correct ? 'endTurnCorrect' : 'endTurnIncorrect'] as const },
  { target: 'handoff' as const, actions: [correct ? 'endTurnCorrect' : 'endTurnIncorrect'] as const },
];

const toModeStart = [
  { guard: 'enablesSharedMode' as const, target: 'instruction' as const, actions: 'setSharedMode' as const },
  { target: 'handoff' as const, actions: 'setSharedMode' as const },
];

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameInput,
  },
  guards: {
    isLastTurn: ({ context }) => isLastTurn(context),
    isSharedMode: ({ context }) => context.isSharedMode,
    enablesSharedMode: ({ event }) => event.type === 'SET_SHARED_MODE' && event.enabled,
    /** A deadline fires only for the turn it was set for, and only once it has passed. */
    deadlinePassed: ({ context, event }) =>
      event.type === 'TIME_UP' && event.turn === context.turn && context.turnEndsAt !== null && event.now >= context.turnEndsAt,
  },
  actions: {
    startClock: assign(({ context, event }) => ({
      turnEndsAt: (event as { now: number }).now + context.timeLeftMs,
    })),
    resetClock: assign(({ context }) => ({ turnEndsAt: null, timeLeftMs: durationOfRound(context, context.currentRound) })),
    stopClockAtZero: assign({ turnEndsAt: null, timeLeftMs: 0 }),
    endTurnCorrect: assign(({ context }) => endTurn(context, true)),
    endTurnIncorrect: assign(({ context }) => endTurn(context, false)),
    decideWinner: assign(({ context }) => ({ winner: winnerOf(context.teams) })),
    setSharedMode: assign(({ context, event }) => ({
      isSharedMode: event.type === 'SET_SHARED_MODE' ? event.enabled : context.isSharedMode,
      turnEndsAt: null,
      timeLeftMs: durationOfRound(context, context.currentRound),
    })),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => {
    const roundDurationsMs = input.roundDurationsMs ?? [...DEFAULT_ROUND_DURATIONS_MS];
    return {
      teams: {
        A: { id: 'A', name: input.teamA, score: 0 },
        B: { id: 'B', name: input.teamB, score: 0 },
      },
      currentRound: 1,
      currentTeam: 'A',
      isSharedMode: input.isSharedMode,
      titleCount: input.titleCount,
      titleIndex: 0,
      turnsPlayed: 0,
      turn: 1,
      turnEndsAt: null,
      timeLeftMs: durationOfRound({ roundDurationsMs }, 1),
      lastTurn: null,
      winner: null,
      roundDurationsMs,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isSharedMode', target: 'instruction' }, { target: 'handoff' }],
    },
    handoff: {
      on: { REVEAL: 'revealed', SET_SHARED_MODE: toModeStart },
    },
    revealed: {
      on: { READY: 'ready', SET_SHARED_MODE: toModeStart },
    },
    ready: {
      on: { START_TIMER: { target: 'running', actions: 'startClock' }, SET_SHARED_MODE: toModeStart },
    },
    instruction: {
      on: { START_TIMER: { target: 'running', actions: 'startClock' }, SET_SHARED_MODE: toModeStart },
    },
    running: {
      on: {
        TIME_UP: { guard: 'deadlinePassed', target: 'timeUp', actions: 'stopClockAtZero' },
        RESET_TIMER: [
          { guard: 'isSharedMode', target: 'instruction', actions: 'resetClock' },
          { target: 'ready', actions: 'resetClock' },
        ],
        CORRECT: turnEnd(true),
        INCORRECT: turnEnd(false),
      },
    },
    timeUp: {
      on: { CORRECT: turnEnd(true), INCORRECT: turnEnd(false) },
    },
    turnResult: {
      on: { NEXT_TURN: 'instruction', SET_SHARED_MODE: toModeStart },
    },
    finished: { type: 'final' },
  },
});

export type GameSnapshot = ReturnType<typeof gameMachine.resolveState>;
