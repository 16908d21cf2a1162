// What the acting team has to play with this turn: the skips left in the round and, with the
// timer preset 'off', that there is no clock at all.
import { useTranslation } from '@/lib/use-translation';
import type { PublicGameView } from '@charades/shared/schemas/games';

export function StageSkipsLeft({ view }: { view: Pick<PublicGameView, 'skipsLeft'> }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-full bg-stone-800 px-8 py-3 text-[32px] font-semibold text-stone-100" data-stage-skips>
      {t('stage.skipsLeft', { count: view.skipsLeft })}
    </p>
  );
}

export function StageNoTimeLimit() {
  const { t } = useTranslation();
  return (
    <p className="rounded-[40px] border-[6px] border-stone-600 px-12 py-8 text-[64px] font-bold text-stone-100" data-stage-no-clock>
      {t('stage.noTimeLimit')}
    </p>
  );
}
