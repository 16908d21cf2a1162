// The game session machine (XState v5). Pure: no I/O, no timers. Time enters only through
// the `now` carried by events, stamped by the server; the countdown is an absolute deadline
// (`turnEndsAt`) so a snapshot restored anywhere, any time later, means the same thing.
//
// Normal mode, one turn:  handoff -REVEAL-> revealed -READY-> ready -START_TIMER-> running
//                         running -TIME_UP-> timeUp; running|timeUp -CORRECT|INCORRECT-> next turn
// Shared mode, one turn:  instruction -START_TIMER-> running (-TIME_UP-> timeUp)
//                         -CORRECT|INCORRECT-> turnResult ("the movie was") -NEXT_TURN-> instruction
// After the last turn (team B in round 4, or no title left) the machine is `finished`.
//
// Timer presets: 'standard' and 'relaxed' differ only in their round durations; with 'off'
// START_TIMER still moves to `running` but sets no deadline, so TIME_UP never fires and a turn
// ends only on CORRECT or INCORRECT (WCAG 2.2.1).
// SKIP ("Pass") while the title is on show and the turn is live (revealed, ready, instruction,
// running): the phase and the clock stay, the team's skip budget of the round goes down by one.
// Which title comes next is the server's business (the record's title order); the machine
// keeps titleIndex.
// UNDO_CORRECT (issue 33): within UNDO_CORRECT_WINDOW_MS of a Correct that did not end the game,
// and before the next turn has moved on (handoff, turnResult), the turn comes back as it was:
// its score, team, round, title and skips, in the phase the Correct came from, with the time
// it had left then (the clock does not count the moments the Correct stood).
import { assign, setup } from 'xstate';
import type { TimerPreset } from './constants.ts';
import {
  MAX_TURNS,
  SKIPS_PER_ROUND,
  TOTAL_ROUNDS,
  UNDO_CORRECT_WINDOW_MS,
  defaultRoundDurationMs,
  roundDurationsFor,
  winnerOf,
} from './constants.ts';

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
  /** Round durations in ms (index 0 = round 1) of the game's timer preset: docs/product.md#constants's (or the
   *  server's configured ones), 1.5 times them when relaxed. */
  roundDurationsMs: number[];
  timerPreset: TimerPreset;
  /** Skips each team has used in the current round; back to 0 when the round changes. */
  skipsUsed: Record<TeamId, number>;
  /** What the last Correct changed, while UNDO_CORRECT may take it back; null otherwise (and
   *  absent in records saved before undo existed). */
  undo?: UndoPoint | null;
}

/** The fields a turn's end changes (endTurn), as they were before it. */
export type TurnFields = Pick<
  GameContext,
  'teams' | 'currentTeam' | 'currentRound' | 'turnsPlayed' | 'skipsUsed' | 'titleIndex' | 'turn' | 'turnEndsAt' | 'timeLeftMs' | 'lastTurn'
>;

export interface UndoPoint {
  /** When the Correct was pressed (server time). */
  at: number;
  /** The phase the Correct came from, which the undo goes back to. */
  phase: 'running' | 'timeUp';
  before: TurnFields;
}

export interface GameInput {
  teamA: string;
  teamB: string;
  isSharedMode: boolean;
  titleCount: number;
  /** The base round durations the preset scales (docs/product.md#constants's by default). */
  roundDurationsMs?: number[];
  timerPreset?: TimerPreset;
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
  | { type: 'UNDO_CORRECT'; now: number }
  | { type: 'TIME_UP'; now: number; turn: number };

export type { GamePhase } from './phases.ts';

/** How long `round` lasts in this game. */
function durationOfRound(context: Pick<GameContext, 'roundDurationsMs'>, round: number): number {
  return context.roundDurationsMs[round - 1] ?? defaultRoundDurationMs(round);
}

/** Skips the current team has left in this round. Records saved before the skip budget
 *  existed carry no skipsUsed: nothing used. */
export function skipsLeftOf(context: Pick<GameContext, 'currentTeam' | 'skipsUsed'>): number {
  const used = (context.skipsUsed as GameContext['skipsUsed'] | undefined)?.[context.currentTeam] ?? 0;
  return Math.max(0, SKIPS_PER_ROUND - used);
}

/** Whether a title other than the current one is left to replace it. */
export function anotherTitleLeft(context: Pick<GameContext, 'titleIndex' | 'titleCount'>): boolean {
  return context.titleIndex + 1 < context.titleCount;
}

function turnFieldsOf(c: GameContext): TurnFields {
  const { teams, currentTeam, currentRound, turnsPlayed, skipsUsed, titleIndex, turn, turnEndsAt, timeLeftMs, lastTurn } = c;
  return { teams, currentTeam, currentRound, turnsPlayed, skipsUsed, titleIndex, turn, turnEndsAt, timeLeftMs, lastTurn };
}

/** Whether the last Correct may still be taken back at `now`: within the window, and the turn
 *  after it not yet under way (the phases that handle UNDO_CORRECT say which). */
export function undoable(context: Pick<GameContext, 'undo' | 'turn'>, now: number): boolean {
  const undo = context.undo;
  return !!undo && undo.before.turn + 1 === context.turn && now >= undo.at && now - undo.at <= UNDO_CORRECT_WINDOW_MS;
}

/** The turn the undone Correct ended, back as it was, its clock resumed at `now` with the time
 *  it had left when Correct was pressed. */
function undoneTurn(undo: UndoPoint, timerOff: boolean, now: number): Partial<GameContext> {
  const { before } = undo;
  if (undo.phase === 'timeUp' || before.turnEndsAt === null || timerOff) return { ...before, undo: null };
  const left = Math.max(0, before.turnEndsAt - undo.at);
  return { ...before, turnEndsAt: now + left, timeLeftMs: left, undo: null };
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
    skipsUsed: nextRound === context.currentRound ? context.skipsUsed : { A: 0, B: 0 },
    titleIndex: context.titleIndex + 1,
    turn: context.turn + 1,
    turnEndsAt: null,
    timeLeftMs: durationOfRound(context, nextRound),
    lastTurn: { team, titleIndex: context.titleIndex, result: correct ? 'correct' : 'incorrect' },
    undo: null,
  };
}

function isLastTurn(context: GameContext): boolean {
  const fourthRoundOver = context.currentTeam === 'B' && context.currentRound >= TOTAL_ROUNDS;
  const noTitleLeft = context.titleIndex + 1 >= context.titleCount;
  return fourthRoundOver || noTitleLeft || context.turnsPlayed + 1 >= MAX_TURNS;
}

// A Correct that does not end the game keeps what it changed, for UNDO_CORRECT; which phase it
// came from is named by its action (an assign() cannot read the phase).
const turnEnd = (correct: boolean, from: 'running' | 'timeUp') => {
  const end = correct ? 'endTurnCorrect' : ('endTurnIncorrect' as const);
  const keep = correct ? (from === 'running' ? 'endTurnCorrectFromRunning' : 'endTurnCorrectFromTimeUp') : ('endTurnIncorrect' as const);
  return [
    { guard: 'isLastTurn' as const, target: 'finished' as const, actions: [end, 'decideWinner'] as const },
    { guard: 'isSharedMode' as const, target: 'turnResult' as const, actions: [keep] as const },
    { target: 'handoff' as const, actions: [keep] as const },
  ];
};

const undoCorrect = [
  { guard: 'undoesToRunning' as const, target: 'running' as const, actions: 'undoCorrect' as const },
  { guard: 'undoesToTimeUp' as const, target: 'timeUp' as const, actions: 'undoCorrect' as const },
];

const toModeStart = [
  { guard: 'enablesSharedMode' as const, target: 'instruction' as const, actions: 'setSharedMode' as const },
  { target: 'handoff' as const, actions: 'setSharedMode' as const },
];

// A targetless transition: the state (and with it the clock) stays.
const skip = { guard: 'canSkip' as const, actions: 'useSkip' as const };

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
    canSkip: ({ context }) => skipsLeftOf(context) > 0 && anotherTitleLeft(context),
    undoesToRunning: ({ context, event }) =>
      event.type === 'UNDO_CORRECT' && undoable(context, event.now) && context.undo?.phase === 'running',
    undoesToTimeUp: ({ context, event }) =>
      event.type === 'UNDO_CORRECT' && undoable(context, event.now) && context.undo?.phase === 'timeUp',
  },
  actions: {
    // With the timer off the turn runs with no deadline at all.
    startClock: assign(({ context, event }) => ({
      turnEndsAt: context.timerPreset === 'off' ? null : (event as { now: number }).now + context.timeLeftMs,
    })),
    useSkip: assign(({ context }) => ({
      skipsUsed: { ...context.skipsUsed, [context.currentTeam]: SKIPS_PER_ROUND - skipsLeftOf(context) + 1 },
    })),
    resetClock: assign(({ context }) => ({ turnEndsAt: null, timeLeftMs: durationOfRound(context, context.currentRound) })),
    stopClockAtZero: assign({ turnEndsAt: null, timeLeftMs: 0 }),
    endTurnCorrect: assign(({ context }) => endTurn(context, true)),
    endTurnIncorrect: assign(({ context }) => endTurn(context, false)),
    endTurnCorrectFromRunning: assign(({ context, event }) => ({
      ...endTurn(context, true),
      undo: { at: (event as { now: number }).now, phase: 'running' as const, before: turnFieldsOf(context) },
    })),
    endTurnCorrectFromTimeUp: assign(({ context, event }) => ({
      ...endTurn(context, true),
      undo: { at: (event as { now: number }).now, phase: 'timeUp' as const, before: turnFieldsOf(context) },
    })),
    undoCorrect: assign(({ context, event }) =>
      context.undo ? undoneTurn(context.undo, context.timerPreset === 'off', (event as { now: number }).now) : {},
    ),
    // The next turn is under way: the last Correct stays.
    forgetUndo: assign({ undo: null }),
    decideWinner: assign(({ context }) => ({ winner: winnerOf(context.teams) })),
    setSharedMode: assign(({ context, event }) => ({
      isSharedMode: event.type === 'SET_SHARED_MODE' ? event.enabled : context.isSharedMode,
      undo: null,
      turnEndsAt: null,
      timeLeftMs: durationOfRound(context, context.currentRound),
    })),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => {
    const timerPreset = input.timerPreset ?? 'standard';
    const roundDurationsMs = roundDurationsFor(timerPreset, input.roundDurationsMs);
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
      timerPreset,
      skipsUsed: { A: 0, B: 0 },
      undo: null,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isSharedMode', target: 'instruction' }, { target: 'handoff' }],
    },
    handoff: {
      on: { REVEAL: { target: 'revealed', actions: 'forgetUndo' }, SET_SHARED_MODE: toModeStart, UNDO_CORRECT: undoCorrect },
    },
    revealed: {
      on: { READY: 'ready', SKIP: skip, SET_SHARED_MODE: toModeStart },
    },
    ready: {
      on: { START_TIMER: { target: 'running', actions: 'startClock' }, SKIP: skip, SET_SHARED_MODE: toModeStart },
    },
    instruction: {
      on: { START_TIMER: { target: 'running', actions: 'startClock' }, SKIP: skip, SET_SHARED_MODE: toModeStart },
    },
    running: {
      on: {
        SKIP: skip,
        TIME_UP: { guard: 'deadlinePassed', target: 'timeUp', actions: 'stopClockAtZero' },
        RESET_TIMER: [
          { guard: 'isSharedMode', target: 'instruction', actions: 'resetClock' },
          { target: 'ready', actions: 'resetClock' },
        ],
        CORRECT: turnEnd(true, 'running'),
        INCORRECT: turnEnd(false, 'running'),
      },
    },
    timeUp: {
      on: { CORRECT: turnEnd(true, 'timeUp'), INCORRECT: turnEnd(false, 'timeUp') },
    },
    turnResult: {
      on: { NEXT_TURN: { target: 'instruction', actions: 'forgetUndo' }, SET_SHARED_MODE: toModeStart, UNDO_CORRECT: undoCorrect },
    },
    finished: { type: 'final' },
  },
});

export type GameSnapshot = ReturnType<typeof gameMachine.resolveState>;
