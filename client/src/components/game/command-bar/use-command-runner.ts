// Sends a controller's commands: while one awaits its answer every button of the step it was
// pressed in waits (and the one pressed says so), a refusal other than "not now" is told as a
// toast, and Correct may first play its short success flash. A command belongs to the view it
// was pressed in (its version): once a newer view has come, that step is over and the next
// step's buttons act at once, even if the last command's answer is still on its way (a turn's
// end is answered only once it is recorded, after every screen has the next step).
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { GameCommand } from '@charades/shared/schemas/games';
import type { GameCommandType } from '@charades/shared/game/command-types';
import type { Ack } from '@/lib/game-socket';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';

// docs/product.md#game-flow, #constants: Correct shows a success animation for 100 ms before ending the turn.
export const SUCCESS_ANIMATION_MS = 100;

export interface CommandRunner {
  /** The command on its way from the view of this version, if any. */
  pendingAt: (version: number) => GameCommandType | null;
  /** Sends `command`, pressed in the view of `version`; one at a time per view. */
  run: (command: GameCommand, version: number) => void;
}

export interface RunnerOptions {
  /** Called as Correct is pressed, the command leaving SUCCESS_ANIMATION_MS later. */
  celebrate?: (on: boolean) => void;
  /** Tells every refusal itself (null as a command leaves); without it, a toast tells those
   *  other than "not now". */
  onRefused?: (code: string | null) => void;
}

export function useCommandRunner(
  send: (command: GameCommand) => Promise<Ack>,
  { celebrate, onRefused }: RunnerOptions = {},
): CommandRunner {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ type: GameCommandType; version: number } | null>(null);
  const sentAt = useRef<number | null>(null);

  const run = useCallback(
    (command: GameCommand, version: number) => {
      if (sentAt.current === version) return;
      sentAt.current = version;
      setPending({ type: command.type, version });
      onRefused?.(null);
      const go = () =>
        // Not awaited: send never rejects (no answer at all comes back as a network_error ack).
        void send(command)
          .then((ack) => {
            if (ack.ok) return;
            if (onRefused) onRefused(ack.error.code);
            else if (ack.error.code !== 'command_not_allowed') toast.error(t(errorMessageKey(ack.error.code)));
          })
          .finally(() => {
            if (sentAt.current === version) sentAt.current = null;
            setPending((p) => (p?.version === version ? null : p));
          });
      if (command.type !== 'CORRECT' || !celebrate) return go();
      celebrate(true);
      setTimeout(() => {
        celebrate(false);
        go();
      }, SUCCESS_ANIMATION_MS);
    },
    [send, celebrate, onRefused, t],
  );

  const pendingAt = useCallback((version: number) => (pending?.version === version ? pending.type : null), [pending]);
  return { pendingAt, run };
}
