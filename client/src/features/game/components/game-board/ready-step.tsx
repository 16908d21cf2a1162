import { useTranslation } from 'react-i18next';
import { Timer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Countdown } from '@/components/game/countdown';
import type { StepProps } from './step-props';

/** Normal mode: the actor has read the title; the clock starts when the team is ready. */
export function ReadyStep({ view, busy, run, mainAction, team }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-center text-2xl font-bold text-stone-900">{t('game.whenReady', { team })}</p>
      <Countdown turnEndsAt={null} timeLeftMs={view.timeLeftMs} timerOff={view.timerPreset === 'off'} />
      <Button ref={mainAction} size="lg" variant="game-primary" onClick={() => run({ type: 'START_TIMER' })} disabled={busy}>
        <Timer aria-hidden /> {t('game.startTimer')}
      </Button>
    </>
  );
}
