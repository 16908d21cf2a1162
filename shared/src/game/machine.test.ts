// Every transition and guard of the game machine, driven through the pure engine, plus a
// property test over random command sequences.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { gameMachine, type GameEvent } from './machine.ts';
import { applyEvent, canApply, initialGameState, skipsLeft, timeLeftAt, titleVisible, type GameState } from './engine.ts';
import { machineRefusal } from './commands.ts';
import { SKIPS_PER_ROUND, defaultRoundDurationMs, roundDurationsFor } from './constants.ts';

const T0 = 1_800_000_000_000;
const normal = (titleCount = 20) => initialGameState({ teamA: 'Falcons', teamB: 'Pearls', isSharedMode: false, titleCount });
const shared = (titleCount = 20) => initialGameState({ teamA: 'Falcons', teamB: 'Pearls', isSharedMode: true, titleCount });

function apply(state: GameState, ...events: GameEvent[]): GameState {
  return events.reduce((s, e) => {
    const next = applyEvent(s, e);
    if (!next) throw new Error(`${e.type} rejected in ${s.phase}`);
    return next;
  }, state);
}

/** Plays one normal-mode turn to its end. */
function normalTurn(s: GameState, correct: boolean, now = T0): GameState {
  return apply(
    s,
    { type: 'REVEAL' },
    { type: 'READY' },
    { type: 'START_TIMER', now },
    { type: correct ? 'CORRECT' : 'INCORRECT', now: now + 1000 },
  );
}

describe('starting', () => {
  it('starts in handoff (normal) or instruction (shared) with round 1, team A, 90 s', () => {
    const n = normal();
    expect(n.phase).toBe('handoff');
    expect(n.context).toMatchObject({ currentRound: 1, currentTeam: 'A', turn: 1, titleIndex: 0, timeLeftMs: 90_000, turnEndsAt: null });
    expect(n.context.teams).toEqual({ A: { id: 'A', name: 'Falcons', score: 0 }, B: { id: 'B', name: 'Pearls', score: 0 } });
    expect(shared().phase).toBe('instruction');
  });

  it('is a machine built with setup(): the actor runs the same transitions', () => {
    const actor = createActor(gameMachine, { input: { teamA: 'a', teamB: 'b', isSharedMode: false, titleCount: 3 } }).start();
    expect(actor.getSnapshot().matches('handoff')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'READY' })).toBe(false);
    actor.send({ type: 'REVEAL' });
    expect(actor.getSnapshot().matches('revealed')).toBe(true);
    actor.stop();
  });
});

describe('normal mode: the acting player steps', () => {
  it('hand the phone → revealed → ready → timer running', () => {
    let s = normal();
    expect(canApply(s, { type: 'READY' })).toBe(false);
    expect(canApply(s, { type: 'START_TIMER', now: T0 })).toBe(false);
    expect(titleVisible(s)).toBe(false);
    s = apply(s, { type: 'REVEAL' });
    expect(s.phase).toBe('revealed');
    expect(titleVisible(s)).toBe(true);
    s = apply(s, { type: 'READY' });
    expect(s.phase).toBe('ready');
    s = apply(s, { type: 'START_TIMER', now: T0 });
    expect(s.phase).toBe('running');
    expect(s.context.turnEndsAt).toBe(T0 + 90_000);
    expect(timeLeftAt(s, T0 + 30_000)).toBe(60_000);
  });

  it.each(['CORRECT', 'INCORRECT'] as const)('rejects %s before the timer runs', (type) => {
    for (const s of [normal(), apply(normal(), { type: 'REVEAL' }), apply(normal(), { type: 'REVEAL' }, { type: 'READY' })]) {
      expect(applyEvent(s, { type, now: T0 })).toBeUndefined();
    }
  });

  it('CORRECT scores for the current team and hands the turn to the other team', () => {
    const s = normalTurn(normal(), true);
    expect(s.phase).toBe('handoff');
    expect(s.context.teams.A.score).toBe(1);
    expect(s.context).toMatchObject({
      currentTeam: 'B',
      currentRound: 1,
      turnsPlayed: 1,
      turn: 2,
      titleIndex: 1,
      turnEndsAt: null,
      timeLeftMs: 90_000,
    });
    expect(s.context.lastTurn).toEqual({ team: 'A', titleIndex: 0, result: 'correct' });
  });

  it('INCORRECT scores nothing and flips the team', () => {
    const s = normalTurn(normal(), false);
    expect(s.context.teams.A.score).toBe(0);
    expect(s.context.currentTeam).toBe('B');
    expect(s.context.lastTurn?.result).toBe('incorrect');
  });

  it("advances the round when the turn returns to team A, with that round's duration", () => {
    let s = normalTurn(normalTurn(normal(), true), true);
    expect(s.context).toMatchObject({ currentRound: 2, currentTeam: 'A', timeLeftMs: 60_000 });
    s = normalTurn(normalTurn(s, false), false);
    expect(s.context).toMatchObject({ currentRound: 3, timeLeftMs: 45_000 });
    s = normalTurn(normalTurn(s, false), false);
    expect(s.context).toMatchObject({ currentRound: 4, timeLeftMs: 30_000 });
  });

  it('RESET_TIMER stops the clock and puts the full round time back', () => {
    let s = apply(normal(), { type: 'REVEAL' }, { type: 'READY' }, { type: 'START_TIMER', now: T0 });
    s = apply(s, { type: 'RESET_TIMER' });
    expect(s.phase).toBe('ready');
    expect(s.context).toMatchObject({ turnEndsAt: null, timeLeftMs: defaultRoundDurationMs(1) });
    expect(applyEvent(normal(), { type: 'RESET_TIMER' })).toBeUndefined();
  });
});

describe('the clock', () => {
  const running = () => apply(normal(), { type: 'REVEAL' }, { type: 'READY' }, { type: 'START_TIMER', now: T0 });

  it('TIME_UP before the deadline, or for another turn, does nothing', () => {
    expect(applyEvent(running(), { type: 'TIME_UP', now: T0 + 89_999, turn: 1 })).toBeUndefined();
    expect(applyEvent(running(), { type: 'TIME_UP', now: T0 + 95_000, turn: 2 })).toBeUndefined();
    expect(applyEvent(normal(), { type: 'TIME_UP', now: T0 + 95_000, turn: 1 })).toBeUndefined();
  });

  it('TIME_UP stops the clock at 0 and the turn can still be marked', () => {
    let s = apply(running(), { type: 'TIME_UP', now: T0 + 90_000, turn: 1 });
    expect(s.phase).toBe('timeUp');
    expect(s.context).toMatchObject({ turnEndsAt: null, timeLeftMs: 0 });
    expect(timeLeftAt(s, T0 + 200_000)).toBe(0);
    expect(applyEvent(s, { type: 'TIME_UP', now: T0 + 91_000, turn: 1 })).toBeUndefined();
    expect(applyEvent(s, { type: 'RESET_TIMER' })).toBeUndefined();
    s = apply(s, { type: 'CORRECT', now: T0 + 100_000 });
    expect(s.context.teams.A.score).toBe(1);
  });

  it('a deadline from a reset turn is stale', () => {
    let s = apply(running(), { type: 'RESET_TIMER' }, { type: 'START_TIMER', now: T0 + 50_000 });
    expect(s.context.turnEndsAt).toBe(T0 + 140_000);
    expect(applyEvent(s, { type: 'TIME_UP', now: T0 + 90_000, turn: 1 })).toBeUndefined();
    s = apply(s, { type: 'TIME_UP', now: T0 + 140_000, turn: 1 });
    expect(s.phase).toBe('timeUp');
  });
});

describe('shared mode', () => {
  it('instruction → running → "the movie was" → next team', () => {
    let s = shared();
    expect(titleVisible(s)).toBe(true);
    expect(applyEvent(s, { type: 'REVEAL' })).toBeUndefined();
    s = apply(s, { type: 'START_TIMER', now: T0 });
    expect(s.phase).toBe('running');
    s = apply(s, { type: 'CORRECT', now: T0 + 5000 });
    expect(s.phase).toBe('turnResult');
    expect(titleVisible(s)).toBe(false);
    expect(s.context.lastTurn).toEqual({ team: 'A', titleIndex: 0, result: 'correct' });
    expect(applyEvent(s, { type: 'START_TIMER', now: T0 })).toBeUndefined();
    s = apply(s, { type: 'NEXT_TURN' });
    expect(s.phase).toBe('instruction');
    expect(s.context.currentTeam).toBe('B');
    expect(applyEvent(s, { type: 'NEXT_TURN' })).toBeUndefined();
  });

  it('RESET_TIMER returns to the instruction', () => {
    const s = apply(shared(), { type: 'START_TIMER', now: T0 }, { type: 'RESET_TIMER' });
    expect(s.phase).toBe('instruction');
  });

  it('switching mode resets the step, and is refused while the clock runs', () => {
    let s = apply(normal(), { type: 'REVEAL' }, { type: 'READY' });
    s = apply(s, { type: 'SET_SHARED_MODE', enabled: true });
    expect(s.phase).toBe('instruction');
    expect(s.context.isSharedMode).toBe(true);
    s = apply(s, { type: 'SET_SHARED_MODE', enabled: false });
    expect(s.phase).toBe('handoff');
    const running = apply(s, { type: 'REVEAL' }, { type: 'READY' }, { type: 'START_TIMER', now: T0 });
    expect(applyEvent(running, { type: 'SET_SHARED_MODE', enabled: true })).toBeUndefined();
  });
});

describe('timer presets', () => {
  const withPreset = (timerPreset: 'standard' | 'relaxed' | 'off', roundDurationsMs?: number[]) =>
    initialGameState({ teamA: 'A', teamB: 'B', isSharedMode: false, titleCount: 20, timerPreset, roundDurationsMs });

  it('standard plays docs/product.md#constants durations, relaxed 1.5 times them in whole seconds, from the base the server gives', () => {
    expect(withPreset('standard').context).toMatchObject({ timerPreset: 'standard', roundDurationsMs: [90_000, 60_000, 45_000, 30_000] });
    expect(withPreset('relaxed').context).toMatchObject({ timerPreset: 'relaxed', roundDurationsMs: [135_000, 90_000, 68_000, 45_000] });
    expect(withPreset('relaxed').context.timeLeftMs).toBe(135_000);
    // A server configured with short rounds (tests) scales those.
    expect(withPreset('relaxed', [2000, 2000, 1000, 1000]).context.roundDurationsMs).toEqual([3000, 3000, 2000, 2000]);
    expect(roundDurationsFor('relaxed', [500])).toEqual([750]);
    expect(initialGameState({ teamA: 'A', teamB: 'B', isSharedMode: false, titleCount: 3 }).context.timerPreset).toBe('standard');
  });

  it('relaxed runs its own deadline and round durations through the game', () => {
    let s = apply(withPreset('relaxed'), { type: 'REVEAL' }, { type: 'READY' }, { type: 'START_TIMER', now: T0 });
    expect(s.context.turnEndsAt).toBe(T0 + 135_000);
    expect(applyEvent(s, { type: 'TIME_UP', now: T0 + 90_000, turn: 1 })).toBeUndefined();
    s = apply(s, { type: 'CORRECT', now: T0 + 1 });
    s = normalTurn(s, true);
    expect(s.context).toMatchObject({ currentRound: 2, timeLeftMs: 90_000 });
  });

  it('off: the clock "runs" with no deadline, so time never runs out; the turn ends on a mark', () => {
    let s = apply(withPreset('off'), { type: 'REVEAL' }, { type: 'READY' }, { type: 'START_TIMER', now: T0 });
    expect(s.phase).toBe('running');
    expect(s.context.turnEndsAt).toBeNull();
    for (const now of [T0 + 90_000, T0 + 10 ** 9]) expect(applyEvent(s, { type: 'TIME_UP', now, turn: 1 })).toBeUndefined();
    const reset = apply(s, { type: 'RESET_TIMER' });
    expect(reset).toMatchObject({ phase: 'ready', context: { turnEndsAt: null, timeLeftMs: 90_000 } });
    s = apply(s, { type: 'INCORRECT', now: T0 + 10 ** 9 });
    expect(s.phase).toBe('handoff');
    const sharedOff = initialGameState({ teamA: 'A', teamB: 'B', isSharedMode: true, titleCount: 5, timerPreset: 'off' });
    expect(apply(sharedOff, { type: 'START_TIMER', now: T0 }).context.turnEndsAt).toBeNull();
  });
});

describe('skip ("Pass")', () => {
  const skip: GameEvent = { type: 'SKIP' };

  it("keeps the phase, the title index and the running clock, and spends one of the team's skips", () => {
    const running = apply(normal(), { type: 'REVEAL' }, { type: 'READY' }, { type: 'START_TIMER', now: T0 });
    expect(skipsLeft(running)).toBe(SKIPS_PER_ROUND);
    const s = apply(running, skip);
    expect(s.phase).toBe('running');
    expect(s.context).toMatchObject({ turnEndsAt: T0 + 90_000, titleIndex: 0, turn: 1, skipsUsed: { A: 1, B: 0 } });
    expect(skipsLeft(s)).toBe(1);
    for (const phase of [apply(normal(), { type: 'REVEAL' }), apply(normal(), { type: 'REVEAL' }, { type: 'READY' })]) {
      expect(apply(phase, skip).phase).toBe(phase.phase);
    }
    expect(apply(shared(), skip).phase).toBe('instruction');
    expect(apply(shared(), { type: 'START_TIMER', now: T0 }, skip).phase).toBe('running');
  });

  it('refuses a third skip in the round with skip_limit_reached', () => {
    const s = apply(normal(), { type: 'REVEAL' }, skip, skip);
    expect(skipsLeft(s)).toBe(0);
    expect(applyEvent(s, skip)).toBeUndefined();
    expect(machineRefusal(s, skip)).toBe('skip_limit_reached');
  });

  it('gives each team its own budget, back to full when the round changes', () => {
    // Team A skips twice in round 1.
    let s = apply(normal(), { type: 'REVEAL' }, skip, skip, { type: 'READY' }, { type: 'START_TIMER', now: T0 });
    s = apply(s, { type: 'CORRECT', now: T0 + 1 });
    // Team B, same round: its own two.
    expect(s.context).toMatchObject({ currentTeam: 'B', currentRound: 1, skipsUsed: { A: 2, B: 0 } });
    expect(skipsLeft(s)).toBe(2);
    s = apply(s, { type: 'REVEAL' }, skip);
    s = apply(s, { type: 'READY' }, { type: 'START_TIMER', now: T0 }, { type: 'INCORRECT', now: T0 + 1 });
    // Round 2: both back to two.
    expect(s.context).toMatchObject({ currentTeam: 'A', currentRound: 2, skipsUsed: { A: 0, B: 0 } });
    expect(skipsLeft(apply(s, { type: 'REVEAL' }, skip))).toBe(1);
  });

  it('is refused when no other title is left to take the place of this one', () => {
    const last = apply(normal(2), { type: 'REVEAL' }, { type: 'READY' }, { type: 'START_TIMER', now: T0 }, { type: 'CORRECT', now: T0 });
    const revealed = apply(last, { type: 'REVEAL' });
    expect(applyEvent(revealed, skip)).toBeUndefined();
    expect(machineRefusal(revealed, skip)).toBe('skip_no_other_title');
  });

  it('is refused while the title is not on show or the turn is over: handoff, timeUp, turnResult, finished', () => {
    const timeUp = apply(
      normal(),
      { type: 'REVEAL' },
      { type: 'READY' },
      { type: 'START_TIMER', now: T0 },
      { type: 'TIME_UP', now: T0 + 90_000, turn: 1 },
    );
    const turnResult = apply(shared(), { type: 'START_TIMER', now: T0 }, { type: 'CORRECT', now: T0 });
    const finished = normalTurn(normal(1), true);
    for (const s of [normal(), timeUp, turnResult, finished]) {
      expect(applyEvent(s, skip)).toBeUndefined();
      expect(machineRefusal(s, skip)).toBe('command_not_allowed');
    }
  });

  it('reads a record saved before the skip budget existed as no skip used', () => {
    const old = normal();
    const { skipsUsed: _, ...context } = old.context;
    const s = { phase: 'revealed' as const, context: context as typeof old.context };
    expect(skipsLeft(s)).toBe(2);
    expect(apply(s, skip).context.skipsUsed).toEqual({ A: 1 });
  });
});

describe('the end of the game', () => {
  function playAll(first: GameState, correct: (turn: number) => boolean) {
    let s = first;
    for (let turn = 1; turn <= 8; turn++) {
      expect(s.phase).not.toBe('finished');
      s = normalTurn(s, correct(turn));
    }
    return s;
  }

  it('finishes after team B plays round 4, with the winner', () => {
    const s = playAll(normal(), (turn) => turn % 2 === 1);
    expect(s.phase).toBe('finished');
    expect(s.context).toMatchObject({ currentRound: 5, turnsPlayed: 8, winner: 'A' });
    expect(s.context.teams.A.score).toBe(4);
    expect(s.context.teams.B.score).toBe(0);
    expect(applyEvent(s, { type: 'REVEAL' })).toBeUndefined();
  });

  it('declares a tie on equal scores', () => {
    const s = playAll(normal(), () => true);
    expect(s.context.winner).toBeNull();
  });

  it('ends early when no title is left, never repeating one', () => {
    let s = normal(3);
    s = normalTurn(s, true);
    s = normalTurn(s, false);
    s = normalTurn(s, true);
    expect(s.phase).toBe('finished');
    expect(s.context.turnsPlayed).toBe(3);
    expect(s.context.winner).toBe('A');
  });

  it('ends in shared mode straight from the last mark', () => {
    let s = shared();
    for (let turn = 1; turn <= 8; turn++) {
      s = apply(s, { type: 'START_TIMER', now: T0 }, { type: 'INCORRECT', now: T0 + 1 });
      if (turn < 8) s = apply(s, { type: 'NEXT_TURN' });
    }
    expect(s.phase).toBe('finished');
    expect(s.context.winner).toBeNull();
  });
});

describe('property: random command sequences keep the invariants', () => {
  const eventArb: fc.Arbitrary<GameEvent> = fc.oneof(
    fc.constant<GameEvent>({ type: 'REVEAL' }),
    fc.constant<GameEvent>({ type: 'READY' }),
    fc.integer({ min: 0, max: 200_000 }).map<GameEvent>((d) => ({ type: 'START_TIMER', now: T0 + d })),
    fc.constant<GameEvent>({ type: 'RESET_TIMER' }),
    fc.integer({ min: 0, max: 200_000 }).map<GameEvent>((d) => ({ type: 'CORRECT', now: T0 + d })),
    fc.integer({ min: 0, max: 200_000 }).map<GameEvent>((d) => ({ type: 'INCORRECT', now: T0 + d })),
    fc.constant<GameEvent>({ type: 'NEXT_TURN' }),
    fc.constant<GameEvent>({ type: 'SKIP' }),
    fc.boolean().map<GameEvent>((enabled) => ({ type: 'SET_SHARED_MODE', enabled })),
    fc
      .record({ d: fc.integer({ min: 0, max: 400_000 }), turn: fc.integer({ min: 0, max: 10 }) })
      .map<GameEvent>(({ d, turn }) => ({ type: 'TIME_UP', now: T0 + d, turn })),
  );

  it('round ≤ 5, scores ≤ turns played, no title shown twice, version strictly increasing, skips within budget', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('standard', 'relaxed', 'off'),
        fc.array(eventArb, { maxLength: 120 }),
        (sharedMode, titleCount, timerPreset, events) => {
          let state = initialGameState({ teamA: 'A', teamB: 'B', isSharedMode: sharedMode, titleCount, timerPreset });
          let version = 1;
          const shown = new Set<number>([state.context.titleIndex]);
          for (const event of events) {
            const next = applyEvent(state, event);
            if (!next) continue;
            // The store bumps the version once per applied command.
            const nextVersion = version + 1;
            expect(nextVersion).toBeGreaterThan(version);
            version = nextVersion;
            if (next.context.titleIndex !== state.context.titleIndex && next.phase !== 'finished') {
              expect(shown.has(next.context.titleIndex)).toBe(false);
              shown.add(next.context.titleIndex);
            }
            state = next;
            const c = state.context;
            expect(c.currentRound).toBeGreaterThanOrEqual(1);
            expect(c.currentRound).toBeLessThanOrEqual(5);
            expect(c.teams.A.score + c.teams.B.score).toBeLessThanOrEqual(c.turnsPlayed);
            expect(c.turnsPlayed).toBeLessThanOrEqual(8);
            if (state.phase !== 'finished') expect(c.titleIndex).toBeLessThan(titleCount);
            expect(c.timeLeftMs).toBeGreaterThanOrEqual(0);
            if (state.phase === 'running' && timerPreset !== 'off') expect(c.turnEndsAt).not.toBeNull();
            else expect(c.turnEndsAt).toBeNull();
            for (const used of Object.values(c.skipsUsed)) expect(used).toBeLessThanOrEqual(SKIPS_PER_ROUND);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('undo the last Correct (UNDO_CORRECT, issue 33)', () => {
  const undo = (now: number): GameEvent => ({ type: 'UNDO_CORRECT', now });

  it('takes the point, the turn and its title back, the clock resumed with the time it had', () => {
    const before = apply(normal(), { type: 'REVEAL' }, { type: 'SKIP' }, { type: 'READY' }, { type: 'START_TIMER', now: T0 });
    const corrected = apply(before, { type: 'CORRECT', now: T0 + 30_000 });
    expect(corrected.context).toMatchObject({ currentTeam: 'B', turn: 2 });
    const undone = apply(corrected, undo(T0 + 33_000));
    expect(undone.phase).toBe('running');
    // 60 s were left when Correct was pressed; the 3 s it stood do not count.
    expect(undone.context).toEqual({ ...before.context, turnEndsAt: T0 + 33_000 + 60_000, timeLeftMs: 60_000 });
    // Once only: the undo point is spent.
    expect(applyEvent(apply(undone, { type: 'CORRECT', now: T0 + 34_000 }), undo(T0 + 34_000))).toBeDefined();
    expect(applyEvent(undone, undo(T0 + 34_000))).toBeUndefined();
  });

  it('goes back to time up when the Correct came after the clock ran out, in shared mode too', () => {
    const timeUp = apply(shared(), { type: 'START_TIMER', now: T0 }, { type: 'TIME_UP', now: T0 + 90_000, turn: 1 });
    const turnResult = apply(timeUp, { type: 'CORRECT', now: T0 + 95_000 });
    expect(turnResult.phase).toBe('turnResult');
    const undone = apply(turnResult, undo(T0 + 100_000));
    expect(undone).toEqual({ ...timeUp, context: { ...timeUp.context, undo: null } });
  });

  it('is refused after 5 s, after an Incorrect, once the next turn is under way, and after the last turn', () => {
    const corrected = normalTurn(normal(), true);
    expect(applyEvent(corrected, undo(T0 + 1000 + 5_001))).toBeUndefined();
    expect(applyEvent(corrected, undo(T0 + 1000 + 5_000))).toBeDefined();
    expect(applyEvent(normalTurn(normal(), false), undo(T0 + 1001))).toBeUndefined();
    expect(applyEvent(apply(corrected, { type: 'REVEAL' }), undo(T0 + 1001))).toBeUndefined();
    const last = normalTurn(normal(1), true);
    expect(last.phase).toBe('finished');
    expect(applyEvent(last, undo(T0 + 1001))).toBeUndefined();
    // A switch of mode ends the chance to undo.
    const switched = apply(corrected, { type: 'SET_SHARED_MODE', enabled: true }, { type: 'SET_SHARED_MODE', enabled: false });
    expect(applyEvent(switched, undo(T0 + 1001))).toBeUndefined();
  });
});
