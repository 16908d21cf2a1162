import { useTranslation } from 'react-i18next';
import { Check, RotateCcw, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Countdown } from '@/components/game/countdown';
import { HoldToShow } from '@/components/game/hold-to-show';
import type { StepProps } from './step-props';

/**
 * The clock runs (or has just run out): Correct / Incorrect. The guessing team watches the
 * clock on this phone, so the title stays hidden and the actor holds a button to peek at it;
 * once time is up it is shown.
 */
export function ClockStep({ view, busy, run, mainAction, onCorrect }: StepProps & { onCorrect: () => void }) {
  const { t } = useTranslation();
  const timeUp = view.phase === 'timeUp';
  return (
    <>
      {view.currentTitle && timeUp && <p className="text-xl font-extrabold text-stone-900">{view.currentTitle.title}</p>}
      {/* Side by side on wide or landscape screens (a TV, a phone on its side). */}
      <div className="flex w-full flex-col items-center gap-5 sm:grid sm:grid-cols-2 sm:items-center">
        <div className="flex flex-col items-center gap-2">
          <Countdown turnEndsAt={view.turnEndsAt} timeLeftMs={view.timeLeftMs} size="xl" timerOff={view.timerPreset === 'off'} />
          {timeUp && <p className="text-lg font-bold text-red-700">{t('game.timeUp')}</p>}
        </div>
        {/* The actor's peek sits under Correct / Incorrect: on screen on a phone on its side too. */}
        <div className="flex w-full flex-col items-center gap-3">
          <div className="grid w-full max-w-md grid-cols-2 gap-3">
            <Button ref={mainAction} size="lg" variant="success" onClick={onCorrect} disabled={busy}>
              <Check aria-hidden /> {t('game.correct')}
            </Button>
            <Button size="lg" variant="destructive" onClick={() => run({ type: 'INCORRECT' })} disabled={busy}>
              <X aria-hidden /> {t('game.incorrect')}
            </Button>
          </div>
          {view.currentTitle && !timeUp && <HoldToShow key={view.turn} title={view.currentTitle.title} />}
        </div>
      </div>
      {!timeUp && !view.isSharedMode && (
        <Button variant="ghost" onClick={() => run({ type: 'RESET_TIMER' })} disabled={busy}>
          <RotateCcw aria-hidden /> {t('game.resetTimer')}
        </Button>
      )}
    </>
  );
}
