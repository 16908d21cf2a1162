// The commands a client may send a game and the reasons an offered one may be disabled: plain
// data the schemas and the client take without the machine (commands.ts computes the offer).
/** Every command a client sends, in the order a command bar shows them. TIME_UP is the
 *  server's own and never offered. */
export const GAME_COMMAND_TYPES = [
  'REVEAL',
  'READY',
  'START_TIMER',
  'NEXT_TURN',
  'CORRECT',
  'INCORRECT',
  'SKIP',
  'RESET_TIMER',
  'UNDO_CORRECT',
  'SET_SHARED_MODE',
] as const;
export type GameCommandType = (typeof GAME_COMMAND_TYPES)[number];

/** Why an offered command cannot be sent now: an error code the server refuses it with too. */
export const ACTION_REASONS = ['skip_limit_reached', 'skip_no_other_title'] as const;
export type ActionReason = (typeof ACTION_REASONS)[number];

export interface GameAction {
  type: GameCommandType;
  enabled: boolean;
  reason?: ActionReason;
}
