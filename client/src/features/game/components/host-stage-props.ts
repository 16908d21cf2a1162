// What the host's stage (host-stage.tsx) is given, in a file of its own so its buttons
// (host-stage-actions.tsx) can name the same props without importing the stage that draws them.
import type { HostGameView } from '@charades/shared/schemas/games';
import type { CommandRunner } from '@/components/game/command-bar/use-command-runner';

export interface HostStageProps {
  view: HostGameView;
  /** Sends the stage's commands, one at a time. */
  runner: CommandRunner;
  /** Focuses each step's main button when it appears. */
  mainAction: (button: HTMLButtonElement | null) => void;
  onNewGame: () => void;
  onDone: () => void;
  onExit: () => void;
}
