import { useTranslation } from '@/lib/use-translation';
import { GameClock } from '@/components/game/game-clock';
import { HoldToShow } from '@/components/game/hold-to-show';
import type { StepProps } from './step-props';

/**
 * The clock runs (or has just run out): Correct / Incorrect, Pass and Reset timer. The guessing team watches the
 * clock on this phone, so the title stays hidden and the actor holds a button to peek at it;
 * once time is up it is shown.
 */
export function ClockStep({ view, commands }: StepProps) {
  const { t } = useTranslation();
  const timeUp = view.phase === 'timeUp';
  return (
    <>
      {view.currentTitle && timeUp && <p className="text-xl font-extrabold text-stone-900">{view.currentTitle.title}</p>}
      {/* Side by side on wide or landscape screens (a TV, a phone on its side). */}
      <div className="flex w-full flex-col items-center gap-5 sm:grid sm:grid-cols-2 sm:items-center">
        <div className="flex flex-col items-center gap-2">
          <GameClock view={view} size="xl" />
          {timeUp && <p className="text-lg font-bold text-red-700">{t('game.timeUp')}</p>}
        </div>
        {/* The actor's peek sits under Correct / Incorrect: on screen on a phone on its side too. */}
        <div className="flex w-full flex-col items-center gap-3">
          {commands}
          {view.currentTitle && !timeUp && <HoldToShow key={view.turn} title={view.currentTitle.title} />}
        </div>
      </div>
    </>
  );
}
