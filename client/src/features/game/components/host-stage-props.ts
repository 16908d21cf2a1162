// What the host's stage (host-stage.tsx) is given, in a file of its own so its buttons
// (host-stage-actions.tsx) can name the same props without importing the stage that draws them.
import type { GameCommand, HostGameView } from '@charades/shared/schemas/games';
import type { Ack } from '@/lib/game-socket';

export interface HostStageProps {
  view: HostGameView;
  busy: boolean;
  run: (command: GameCommand) => void;
  /** Sends a command and hands back its answer (the Skip button tells its own refusals). */
  send: (command: GameCommand) => Promise<Ack>;
  onCorrect: () => void;
  /** Focuses each step's main button when it appears. */
  mainAction: (button: HTMLButtonElement | null) => void;
  onNewGame: () => void;
  onDone: () => void;
  onExit: () => void;
}
