// The table on a tiny machine built for the purpose: what it runs, it runs as XState's own
// transition does (including what the game machine does not use: assign() objects with
// function values, transitions that change nothing); anything else it refuses, so the caller
// falls back to XState instead of a result that could differ.
import { describe, expect, it } from 'vitest';
import { assign, not, raise, setup, stateIn, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { readTransitionTable } from './transition-table.ts';
import { runTransition, USE_XSTATE, type MachineState } from './fast-transition.ts';

interface Tiny {
  n: number;
  tag: string;
}
type State = MachineState<string, Tiny>;

const tinySetup = setup({
  types: { context: {} as Tiny, events: {} as EventObject },
  guards: {
    never: () => false,
    throws: (): boolean =>
      ((): never => {
        throw new Error('boom');
      })(),
    atLeast: (_, p: { min: number }) => p.min > 0,
  },
  actions: {
    bump: assign(({ context }) => ({ n: context.n + 1 })),
    byObject: assign({ n: ({ context }) => context.n * 10, tag: 'set' }),
    usesSelf: assign(({ self }) => ({ tag: self.id })),
    shout: () => {},
    raiseX: raise({ type: 'X' }),
  },
});

const tiny = tinySetup.createMachine({
  id: 'tiny',
  context: { n: 1, tag: '' },
  initial: 'a',
  states: {
    a: {
      on: {
        BUMP_TWICE: { target: 'b', actions: ['bump', 'byObject', 'bump'] },
        GUARDED: [{ guard: 'never', target: 'done', actions: 'bump' }, { actions: 'byObject' }],
        SELF: 'a',
        NOTHING: {},
        FINISH: { target: 'done', actions: 'bump' },
        USES_SELF: { actions: 'usesSelf' },
        THROWS: { guard: 'throws', target: 'b' },
        INTO_ENTRY: 'withEntry',
        INTO_ALWAYS: 'withAlways',
        INTO_NESTED: 'nested',
        INTO_DEEP: '#tiny.nested.inner',
        EFFECT: { actions: 'shout' },
        RAISE: { actions: 'raiseX' },
        PARAMS: { guard: { type: 'atLeast', params: { min: 1 } }, target: 'b' },
        IN_STATE: { guard: stateIn('b'), target: 'b' },
        NOT: { guard: not('never'), target: 'b' },
        REENTER: { target: 'a', reenter: true },
      },
    },
    b: { on: { BACK: 'a' } },
    withEntry: { entry: 'bump' },
    withExit: { exit: 'shout', on: { BACK: 'a' } },
    withAlways: { always: 'b' },
    nested: { initial: 'inner', states: { inner: {} } },
    wildcard: { on: { '*': 'b' } },
    done: { type: 'final' },
  },
});

/** XState's own answer, as engine.ts reads it. */
function throughXState(machine: AnyStateMachine, state: State, event: EventObject): State | undefined {
  const snapshot = machine.resolveState({ value: state.phase, context: state.context });
  if (snapshot.status === 'done') return undefined;
  const [next] = transition(machine, snapshot, event);
  return next === snapshot ? undefined : { phase: next.value as string, context: next.context as Tiny };
}

const at = (phase: string, n = 2): State => ({ phase, context: { n, tag: '' } });
const table = readTransitionTable(tiny);

describe('readTransitionTable', () => {
  it('runs flat transitions, named guards and assign() as XState does', () => {
    const cases: [string, string][] = [
      ['a', 'BUMP_TWICE'], // assign() by function and by object, in order, each on the last one's context
      ['a', 'GUARDED'], // the first candidate's guard says no; the second is targetless
      ['a', 'SELF'], // enabled, but moves nowhere and assigns nothing: no change, as in XState
      ['a', 'NOTHING'],
      ['a', 'FINISH'], // into the final state
      ['a', 'UNKNOWN'],
      ['b', 'BACK'],
      ['done', 'BACK'], // nothing leaves a final state
    ];
    for (const [phase, type] of cases) {
      expect(table.moveFor(phase, type).kind, `${type} in ${phase}`).not.toBe('refused');
      expect(runTransition(table, at(phase), { type }), `${type} in ${phase}`).toStrictEqual(throughXState(tiny, at(phase), { type }));
    }
    expect(runTransition(table, at('a'), { type: 'BUMP_TWICE' })).toStrictEqual({ phase: 'b', context: { n: 31, tag: 'set' } });
  });

  it('refuses what it does not run: XState transitions there', () => {
    const refused: [string, string][] = [
      ...['INTO_ENTRY', 'INTO_ALWAYS', 'INTO_NESTED', 'INTO_DEEP', 'EFFECT', 'RAISE', 'PARAMS', 'IN_STATE', 'NOT', 'REENTER'].map(
        (type): [string, string] => ['a', type],
      ),
      ['a', 'xstate.done.actor.x'], // XState's own events, even unknown ones
      ['withExit', 'BACK'],
      ['withAlways', 'BACK'], // its `always` may move even on an event it does not handle
      ['nested', 'BACK'],
      ['wildcard', 'ANYTHING'],
      ['nowhere', 'BACK'],
    ];
    for (const [phase, type] of refused) {
      expect(table.moveFor(phase, type).kind, `${type} in ${phase}`).toBe('refused');
      expect(runTransition(table, at(phase), { type }), `${type} in ${phase}`).toBe(USE_XSTATE);
    }
  });

  it('hands to XState an assignment that wants the actor, and a guard that throws (XState throws its own error)', () => {
    expect(table.moveFor('a', 'USES_SELF').kind).toBe('candidates');
    expect(runTransition(table, at('a'), { type: 'USES_SELF' })).toBe(USE_XSTATE);
    expect(runTransition(table, at('a'), { type: 'THROWS' })).toBe(USE_XSTATE);
    expect(() => throughXState(tiny, at('a'), { type: 'THROWS' })).toThrow(/Unable to evaluate guard 'throws'/);
  });

  it('refuses every phase of a machine whose root handles events or has entry actions', () => {
    const states = { a: { on: { GO: 'b' } }, b: {} };
    const rootEvents = tinySetup.createMachine({ context: { n: 1, tag: '' }, initial: 'a', on: { RESET: '.a' }, states });
    const rootEntry = tinySetup.createMachine({ context: { n: 1, tag: '' }, initial: 'a', entry: 'bump', states });
    for (const machine of [rootEvents, rootEntry]) {
      const rootTable = readTransitionTable(machine);
      for (const [phase, type] of [
        ['a', 'GO'],
        ['a', 'RESET'],
        ['b', 'GO'],
      ])
        expect(rootTable.moveFor(phase!, type!).kind).toBe('refused');
    }
    expect(readTransitionTable(tinySetup.createMachine({ context: { n: 1, tag: '' }, initial: 'a', states })).moveFor('a', 'GO').kind).toBe(
      'candidates',
    );
  });
});
