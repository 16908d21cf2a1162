// The commands a client may send a game, and which of them the machine takes in a state: the
// one answer to "what may be pressed now" (issue 33). The server narrows it per viewer
// (server/src/game/command-rules.ts) and sends it in every view as `actions`; the client's
// command bar draws it. A command the machine handles in the phase is offered, enabled when a
// guard lets it through; the machine's own table says which (fast-transition.ts), so the offer
// and the acceptance are one rule.
import { accepts, type GameState } from './engine.ts';
import { gameTransitions } from './fast-transition.ts';
import { anotherTitleLeft, skipsLeftOf, type GameEvent } from './machine.ts';
import { GAME_COMMAND_TYPES, type ActionReason, type GameAction, type GameCommandType } from './command-types.ts';
import type { GameCommand } from '../schemas/games.ts';

/** The machine event a client's command becomes, stamped with the server's `now` where the
 *  machine reads the time. */
export function eventOf(command: GameCommand, now: number): GameEvent {
  switch (command.type) {
    case 'START_TIMER':
    case 'CORRECT':
    case 'INCORRECT':
    case 'UNDO_CORRECT':
      return { type: command.type, now };
    default:
      return command;
  }
}

/** The machine event a command type becomes at `now`; SET_SHARED_MODE as the switch to the other mode. */
export function commandEvent(type: GameCommandType, state: GameState, now: number): GameEvent {
  return eventOf(type === 'SET_SHARED_MODE' ? { type, enabled: !state.context.isSharedMode } : { type }, now);
}

/** Whether the machine handles `type` in the state's phase at all (guards aside). */
export function phaseHandles(state: GameState, type: GameCommandType): boolean {
  return gameTransitions.moveFor(state.phase, type).kind !== 'none';
}

/** Why the machine refuses `event` in `state`: a reason a player is told for a Pass, else
 *  command_not_allowed. */
export function machineRefusal(state: GameState, event: GameEvent): ActionReason | 'command_not_allowed' {
  if (event.type !== 'SKIP' || !phaseHandles(state, 'SKIP')) return 'command_not_allowed';
  if (skipsLeftOf(state.context) <= 0) return 'skip_limit_reached';
  return anotherTitleLeft(state.context) ? 'command_not_allowed' : 'skip_no_other_title';
}

/** Commands whose refusal is worth a disabled button with its reason; others are offered only
 *  when they act (an Undo past its window simply goes). */
const SHOWN_DISABLED: ReadonlySet<GameCommandType> = new Set(['SKIP']);

/** What the machine offers in `state` at `now` to a viewer who may send every command. */
export function machineActions(state: GameState, now: number): GameAction[] {
  if (state.phase === 'finished') return [];
  const actions: GameAction[] = [];
  for (const type of GAME_COMMAND_TYPES) {
    if (!phaseHandles(state, type)) continue;
    const event = commandEvent(type, state, now);
    if (accepts(state, event)) actions.push({ type, enabled: true });
    else if (SHOWN_DISABLED.has(type)) actions.push({ type, enabled: false, reason: machineRefusal(state, event) as ActionReason });
  }
  return actions;
}
