import { useTranslation } from '@/lib/use-translation';
import { TitleCard } from './title-card';
import { lastTitleLabelKey } from '@/components/game/last-title-label';
import type { StepProps } from './step-props';

/** After a turn: the title that was acted, then the next team's turn (a long team name is cut
 *  short on its button; the turn line above the card shows it whole). */
export function TurnResultStep({ view, commands }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-stone-700">{t(lastTitleLabelKey(view.lastTitle, view.titleKind))}</p>
      {view.lastTitle && <TitleCard title={view.lastTitle.title} posterUrl={view.lastTitle.posterUrl} />}
      {commands}
    </>
  );
}
