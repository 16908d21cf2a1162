// A turn is over: the title it was, and whose turn comes next.
import { useTranslation } from '@/lib/use-translation';
import type { HostGameView, TvGameView } from '@charades/shared/schemas/games';
import { useTeamLabel } from '@/lib/team-label';
import { StageTitleCard } from './stage-title-card';

export function StageTurnResult({ view }: { view: HostGameView | TvGameView }) {
  const { t } = useTranslation();
  const next = useTeamLabel()(view.teams[view.currentTeam].name);
  return (
    <div className="flex h-full items-center justify-center">
      {view.lastTitle && (
        <StageTitleCard title={view.lastTitle} kind={view.titleKind}>
          <p className="max-w-full text-[40px] leading-tight font-bold text-brand-300 wrap-anywhere">
            <bdi>{t('stage.upNext', { team: next })}</bdi>
          </p>
        </StageTitleCard>
      )}
    </div>
  );
}
