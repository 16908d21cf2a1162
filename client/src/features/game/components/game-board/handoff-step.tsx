import { useTranslation } from '@/lib/use-translation';
import type { StepProps } from './step-props';

/** Normal mode, before a turn: pass the phone to the actor, who reveals the title (and, just
 *  after a Correct, the host may take it back). */
export function HandoffStep({ commands, team }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-center text-2xl font-bold text-stone-900">{t('game.handThePhone', { team })}</p>
      {commands}
    </>
  );
}
