// Reads an XState v5 machine's own definition into a table of its transitions: for each phase
// (top-level state) and event type, the candidates in XState's order, each with its guard,
// target phase and assign() assignments, all read from the state nodes and the machine's
// implementations, so the machine stays the one source of the rules. fast-transition.ts runs it.
// Only what flat states, named guards and assign() need is read. Anything else (nested states,
// `always`, entry/exit actions, invoked actors, params, built-in guards such as not/stateIn,
// other actions, wildcard events, events on the root) makes the table refuse the (phase,
// event) it touches: the caller runs XState's own transition there, not a guess.
import { assign, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';

/** A guard as the machine holds it; XState calls it with ({context, event}, params). */
export type Guard = (args: { context: object; event: EventObject }, params: undefined) => boolean;

/** What assign() was given: a function returning a partial context, or an object whose values
 *  are values or functions, each called with ({context, event, ...}, params). */
export type Assignment = ((args: unknown, params: undefined) => object) | Record<string, unknown>;

export interface Candidate {
  guard: Guard | undefined;
  /** The phase it moves to; undefined for a targetless transition (the phase stays). */
  target: string | undefined;
  assignments: readonly Assignment[];
  /** Enabled, it neither moves nor assigns: XState hands back the very snapshot it was given,
   *  which the engine reads as "not allowed". */
  changesNothing: boolean;
}

export type Move =
  | { kind: 'candidates'; candidates: readonly Candidate[] }
  /** No transition: a final phase, or an event the phase does not handle. */
  | { kind: 'none' }
  /** The definition uses something this table does not run: XState's transition must. */
  | { kind: 'refused'; why: string };

interface PhaseRow {
  final: boolean;
  refused: Move | undefined;
  events: ReadonlyMap<string, Move>;
}

const NONE: Move = { kind: 'none' };
const UNKNOWN_PHASE: Move = { kind: 'refused', why: 'not a phase of the machine' };
const XSTATE_EVENT: Move = { kind: 'refused', why: "an XState event (xstate.*): XState's own handling" };

export class TransitionTable {
  constructor(private readonly phases: ReadonlyMap<string, PhaseRow>) {}

  moveFor(phase: string, eventType: string): Move {
    const row = this.phases.get(phase);
    if (!row) return UNKNOWN_PHASE;
    if (row.refused) return row.refused;
    if (row.final) return NONE;
    return row.events.get(eventType) ?? (eventType.startsWith('xstate.') ? XSTATE_EVENT : NONE);
  }
}

/** Something the table does not run, and why. */
class Unsupported extends Error {}

// Every assign() action shares XState's one resolver: how a genuine assign() is told apart
// from other built-in actions (raise, sendTo, enqueueActions...) that also carry a `resolve`.
const ASSIGN_RESOLVE = (assign({}) as unknown as { resolve: unknown }).resolve;

export function readTransitionTable(machine: AnyStateMachine): TransitionTable {
  const root: AnyStateNode = machine.root;
  const rootRefusal = root.type !== 'compound' ? `a ${root.type} root` : root.transitions.size ? 'events on the root' : behaviourOf(root);
  const nodes = Object.entries(root.states as Record<string, AnyStateNode>);
  const refusals = new Map(nodes.map(([phase, node]) => [phase, rootRefusal ?? refusalOfPhase(node)]));
  const rows = new Map<string, PhaseRow>();
  for (const [phase, node] of nodes) {
    const why = refusals.get(phase);
    const events = new Map<string, Move>();
    if (!why) for (const [type, transitions] of node.transitions) events.set(type, moveOf(machine, transitions, refusals));
    rows.set(phase, {
      final: node.type === 'final',
      refused: why ? { kind: 'refused', why: `${phase}: XState runs ${why}` } : undefined,
      events,
    });
  }
  return new TransitionTable(rows);
}

/** Why entering, leaving or staying in `node` takes more than moving the phase, if it does. */
function behaviourOf(node: AnyStateNode): string | undefined {
  if (node.always) return 'eventless (always) transitions';
  if (node.entry.length || node.exit.length) return 'entry or exit actions';
  if (node.invoke.length) return 'invoked actors';
  if (node.output !== undefined) return 'output';
  return undefined;
}

function refusalOfPhase(node: AnyStateNode): string | undefined {
  if (node.type !== 'atomic' && node.type !== 'final') return `a ${node.type} state`;
  if ([...node.transitions.keys()].some((type) => type === '*' || type.endsWith('.*'))) return 'wildcard events';
  return behaviourOf(node);
}

function moveOf(machine: AnyStateMachine, transitions: readonly unknown[], refusals: ReadonlyMap<string, string | undefined>): Move {
  try {
    return { kind: 'candidates', candidates: transitions.map((t) => candidateOf(machine, t as Transition, refusals)) };
  } catch (error) {
    if (error instanceof Unsupported) return { kind: 'refused', why: error.message };
    throw error;
  }
}

/** The fields of XState's transition definitions read here (see formatTransition in xstate). */
interface Transition {
  guard?: unknown;
  target?: readonly AnyStateNode[];
  actions: readonly unknown[];
  reenter: boolean;
  source: AnyStateNode;
  eventType: string;
}

function candidateOf(machine: AnyStateMachine, t: Transition, refusals: ReadonlyMap<string, string | undefined>): Candidate {
  const where = `${t.source.key} ${t.eventType}`;
  if (t.reenter) throw new Unsupported(`${where}: a reentering transition`);
  if ((t.target?.length ?? 0) > 1) throw new Unsupported(`${where}: several targets`);
  const target = t.target?.[0];
  const targetRefusal = target && (target.parent === machine.root ? refusals.get(target.key) : 'a state that is not a phase');
  if (targetRefusal) throw new Unsupported(`${where}: into ${target.id}, where XState runs ${targetRefusal}`);
  const assignments = t.actions.map((action) => assignmentOf(machine, action, where));
  return {
    guard: guardOf(machine, t.guard, where),
    target: target?.key,
    assignments,
    changesNothing: !assignments.length && (!target || target === t.source),
  };
}

function guardOf(machine: AnyStateMachine, guard: unknown, where: string): Guard | undefined {
  if (guard === undefined) return undefined;
  const fn: unknown = typeof guard === 'string' ? (machine.implementations.guards as Record<string, unknown>)[guard] : guard;
  // An object guard carries params; a string may name another guard or none; a function with
  // `check` is a built-in (and, or, not, stateIn) that needs the snapshot.
  if (typeof fn !== 'function' || 'check' in fn) throw new Unsupported(`${where}: guard ${nameOf(guard)} is not a plain function`);
  return fn as Guard;
}

function assignmentOf(machine: AnyStateMachine, action: unknown, where: string): Assignment {
  const fn: unknown = typeof action === 'string' ? (machine.implementations.actions as Record<string, unknown>)[action] : action;
  if (typeof fn !== 'function' || !('resolve' in fn) || fn.resolve !== ASSIGN_RESOLVE || !('assignment' in fn))
    throw new Unsupported(`${where}: action ${nameOf(action)} is not an assign()`);
  return fn.assignment as Assignment;
}

/** How a refusal names a guard or action: its name, or its type in object form, or inline. */
function nameOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'type' in value) return `${String(value.type)} (object form, params)`;
  return '(inline)';
}
