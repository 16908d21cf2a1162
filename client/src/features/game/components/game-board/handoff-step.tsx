import { useTranslation } from 'react-i18next';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { StepProps } from './step-props';

/** Normal mode, before a turn: pass the phone to the actor, who reveals the title. */
export function HandoffStep({ busy, run, mainAction, team }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-center text-2xl font-bold text-stone-900">{t('game.handThePhone', { team })}</p>
      <Button ref={mainAction} size="lg" variant="game-primary" onClick={() => run({ type: 'REVEAL' })} disabled={busy}>
        <Eye aria-hidden /> {t('game.reveal')}
      </Button>
    </>
  );
}
