// Skip ("طاف" / "Pass"): the current title goes back to the pool and the next one takes its
// place, without ending the turn or stopping the clock. Each team has SKIPS_PER_ROUND a round.
// Shown while the title is on show and the turn is live (the phases the server accepts a SKIP
// in); with no skip left it stays in place, focusable, and says why instead of acting.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipForward } from 'lucide-react';
import type { GameCommand, PublicGameView } from '@charades/shared/schemas/games';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { errorMessageKey } from '@/lib/error-message-key';
import type { Ack } from '@/lib/game-socket';
import { cn } from '@/lib/cn';

type SkipView = Pick<PublicGameView, 'phase' | 'titleOnShow' | 'skipsLeft' | 'status'>;

/** Whether the turn is in a phase a skip may come in: its title on show (the server's rule,
 *  view.titleOnShow) and the clock not yet run out. */
export function skipPhase(view: SkipView): boolean {
  return view.status === 'in_progress' && view.titleOnShow && view.phase !== 'timeUp';
}

export function SkipButton({
  view,
  send,
  className,
  buttonClassName,
}: {
  view: SkipView;
  send: (command: GameCommand) => Promise<Ack>;
  className?: string;
  /** The button's own size (the stage's are 1080p-sized; `className` sizes only the wrapper). */
  buttonClassName?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  if (!skipPhase(view)) return null;
  // The server counts a skip as left only while another title can take the current one's place.
  const reason = view.skipsLeft <= 0 ? t('game.skipNoneLeft') : undefined;

  function skip() {
    if (reason || busy) return;
    setBusy(true);
    void send({ type: 'SKIP' })
      .then((ack) => {
        if (!ack.ok && ack.error.code !== 'command_not_allowed') toast.error(t(errorMessageKey(ack.error.code)));
      })
      .finally(() => setBusy(false));
  }

  return (
    <div className={cn('flex flex-col items-center gap-1', className)}>
      <Button
        variant="outline"
        onClick={skip}
        // aria-disabled rather than disabled: a keyboard player who just spent the last skip
        // keeps focus here and hears why it no longer acts.
        aria-disabled={!!reason || busy}
        aria-describedby={reason ? reasonId : undefined}
        className={cn(buttonClassName, reason && 'cursor-not-allowed opacity-60')}
        data-skips-left={view.skipsLeft}
      >
        <SkipForward aria-hidden className="rtl:-scale-x-100" /> {t('game.skip', { count: view.skipsLeft })}
      </Button>
      {reason && (
        <p id={reasonId} className="text-sm text-stone-700">
          {reason}
        </p>
      )}
    </div>
  );
}
