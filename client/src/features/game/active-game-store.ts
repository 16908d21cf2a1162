// The game this tab is playing, for the header's shared-screen switch.
import { createStore } from '@/lib/create-store';
import type { GameCommand } from '@charades/shared/schemas/games';
import type { Ack } from '@/lib/game-socket';

export interface ActiveGame {
  isSharedMode: boolean;
  canSwitchMode: boolean;
  /** Shown as a full-screen stage (shared mode on a big screen): the page has no header. */
  onStage?: boolean;
  send: (command: GameCommand) => Promise<Ack>;
}

export const activeGame = createStore<ActiveGame | undefined>(undefined);
