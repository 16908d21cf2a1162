import { useTranslation } from 'react-i18next';
import { Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TitleCard } from './title-card';
import { lastTitleLabelKey } from '@/components/game/last-title-label';
import type { StepProps } from './step-props';

/** After a turn: the title that was acted, then the next team's turn. */
export function TurnResultStep({ view, busy, run, mainAction, team }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-stone-700">{t(lastTitleLabelKey(view.lastTitle, view.titleKind))}</p>
      {view.lastTitle && <TitleCard title={view.lastTitle.title} posterUrl={view.lastTitle.posterUrl} />}
      {/* A long team name is cut short here; the turn line above the card shows it whole. */}
      <Button
        ref={mainAction}
        size="lg"
        variant="game-primary"
        className="max-w-full"
        onClick={() => run({ type: 'NEXT_TURN' })}
        disabled={busy}
      >
        <Play aria-hidden className="rtl:-scale-x-100" /> <span className="truncate">{t('game.nextTeamTurn', { team })}</span>
      </Button>
    </>
  );
}
