import type { HostGameView } from '@charades/shared/schemas/games';

/** What every step of the board is given by the board. */
export interface StepProps {
  view: HostGameView;
  /** The step's commands (the one command bar, drawn from the view's actions): each step puts
   *  them where its layout wants them. */
  commands: React.ReactNode;
  /** The acting team's name, as players read it. */
  team: string;
}
