import type { GameCommand, HostGameView } from '@charades/shared/schemas/games';

/** What every step of the board is given by the board. */
export interface StepProps {
  view: HostGameView;
  /** A command is on its way: the step's buttons wait. */
  busy: boolean;
  run: (command: GameCommand) => void;
  /** Gives the step's main button keyboard focus as the step appears (use-main-action.ts). */
  mainAction: (button: HTMLButtonElement | null) => void;
  /** The acting team's name, as players read it. */
  team: string;
}
