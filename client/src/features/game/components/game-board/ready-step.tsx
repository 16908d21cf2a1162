import { useTranslation } from '@/lib/use-translation';
import { GameClock } from '@/components/game/game-clock';
import type { StepProps } from './step-props';

/** Normal mode: the actor has read the title; the clock starts when the team is ready. */
export function ReadyStep({ view, commands, team }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-center text-2xl font-bold text-stone-900">{t('game.whenReady', { team })}</p>
      <GameClock view={view} stopped />
      {commands}
    </>
  );
}
