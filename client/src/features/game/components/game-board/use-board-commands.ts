// The board's commands: one at a time (the buttons wait while one is on its way), a refusal
// other than "not now" told as a toast, and Correct's short success animation first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCommand } from '@charades/shared/schemas/games';
import type { Ack } from '@/lib/game-socket';
import { toast } from '@/lib/toast';

// docs/product.md#game-flow, #constants: Correct shows a success animation for 100 ms before ending the turn.
export const SUCCESS_ANIMATION_MS = 100;

export function useBoardCommands(send: (command: GameCommand) => Promise<Ack>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [celebrating, setCelebrating] = useState(false);

  // Started by the buttons, not awaited: send never rejects (no answer at all comes back as a
  // network_error ack), so the promise is left to finish on its own.
  function run(command: GameCommand) {
    setBusy(true);
    void send(command)
      .then((ack) => {
        if (!ack.ok && ack.error.code !== 'command_not_allowed') toast.error(t('errors.generic'));
      })
      .finally(() => setBusy(false));
  }

  function correct() {
    setCelebrating(true);
    setTimeout(() => {
      setCelebrating(false);
      run({ type: 'CORRECT' });
    }, SUCCESS_ANIMATION_MS);
  }

  return { busy, celebrating, run, correct };
}
