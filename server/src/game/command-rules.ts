// Who may send which command to a game, and what each viewer is offered (issue 33): the
// machine's offer (shared/src/game/commands.ts) narrowed to the viewer. game-service.ts refuses
// by these rules and views.ts offers by them, so a view's `actions` and the server's answer
// never disagree (command-rules.test.ts runs every phase, mode and viewer through both).
import { isFinished, type GameState } from '@charades/shared/game/engine';
import { machineActions } from '@charades/shared/game/commands';
import type { GameAction, GameCommandType } from '@charades/shared/game/command-types';
import { UNDO_CORRECT_WINDOW_MS } from '@charades/shared/game/constants';
import type { GameRecord } from './record.ts';

/** Who sends a command: the game's owner (host screen, TV controller), the server
 *  (deadlines), or a phone's seat in the room, which may only play its own turn. */
export type Actor = { kind: 'user'; userId: string } | { kind: 'system' } | { kind: 'seat'; seatId: string };

/** Who a view is for: the host (its owner's screens), one seat's phone, or someone who only
 *  watches (a paired TV, a reveal phone, a spectator). */
export type Viewer = { kind: 'host' } | { kind: 'seat'; seatId: string } | { kind: 'watcher' };

// What an acting seat's phone may send: its Ready, the turn's outcome, its Pass, and taking
// back its own Correct.
const SEAT_COMMANDS: ReadonlySet<string> = new Set<GameCommandType>(['START_TIMER', 'CORRECT', 'INCORRECT', 'SKIP', 'UNDO_CORRECT']);

/** Whether this seat may send `type` now, its turn aside from the machine: the acting seat,
 *  or for an undo the seat that acted the turn its Correct ended. */
export function seatMaySend(record: GameRecord, seatId: string, type: string): boolean {
  if (!SEAT_COMMANDS.has(type)) return false;
  if (type === 'UNDO_CORRECT') return record.beforeCorrect?.actorSeatId === seatId;
  return record.room?.actorSeatId === seatId;
}

const NONE: readonly GameAction[] = Object.freeze([]);

// A change is sent to the host and every seat with one `now`: the machine's offer is read once
// for all of them. States are never changed in place, so the same object means the same offer.
let last: { state: GameState; now: number; offer: readonly GameAction[] } | undefined;

function machineOffer(state: GameState, now: number): readonly GameAction[] {
  if (last?.state !== state || last.now !== now) last = { state, now, offer: machineActions(state, now) };
  return last.offer;
}

/** The commands `viewer` may send `record` at `now`, in command-bar order. */
export function actionsFor(record: GameRecord, viewer: Viewer, now: number): readonly GameAction[] {
  if (viewer.kind === 'watcher' || record.closed || isFinished(record.state)) return NONE;
  const offered = machineOffer(record.state, now);
  if (viewer.kind === 'host') return offered;
  return offered.filter((action) => seatMaySend(record, viewer.seatId, action.type));
}

/** Until when the last Correct may be taken back, when `actions` offers it. */
export function undoUntilOf(record: GameRecord, actions: readonly GameAction[]): number | undefined {
  const undo = record.state.context.undo;
  return undo && actions.some((a) => a.type === 'UNDO_CORRECT') ? undo.at + UNDO_CORRECT_WINDOW_MS : undefined;
}
