// Sends a controller's commands one at a time: while one awaits its answer every button of the
// controller waits (and the one pressed says so), a refusal other than "not now" is told as a
// toast, and Correct may first play its short success flash.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCommand } from '@charades/shared/schemas/games';
import type { GameCommandType } from '@charades/shared/game/command-types';
import type { Ack } from '@/lib/game-socket';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';

// docs/product.md#game-flow, #constants: Correct shows a success animation for 100 ms before ending the turn.
export const SUCCESS_ANIMATION_MS = 100;

export interface CommandRunner {
  /** The command on its way, if any. */
  pending: GameCommandType | null;
  run: (command: GameCommand) => void;
}

/** `celebrate`: called as Correct is pressed, the command leaving SUCCESS_ANIMATION_MS later. */
export function useCommandRunner(send: (command: GameCommand) => Promise<Ack>, celebrate?: (on: boolean) => void): CommandRunner {
  const { t } = useTranslation();
  const [pending, setPending] = useState<GameCommandType | null>(null);
  const busy = useRef(false);

  const run = useCallback(
    (command: GameCommand) => {
      if (busy.current) return;
      busy.current = true;
      setPending(command.type);
      const go = () =>
        // Not awaited: send never rejects (no answer at all comes back as a network_error ack).
        void send(command)
          .then((ack) => {
            if (!ack.ok && ack.error.code !== 'command_not_allowed') toast.error(t(errorMessageKey(ack.error.code)));
          })
          .finally(() => {
            busy.current = false;
            setPending(null);
          });
      if (command.type !== 'CORRECT' || !celebrate) return go();
      celebrate(true);
      setTimeout(() => {
        celebrate(false);
        go();
      }, SUCCESS_ANIMATION_MS);
    },
    [send, celebrate, t],
  );

  return { pending, run };
}
