// /share/<id>: a live, read-only scoreboard for spectators. Never shows a title.
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import type { SpectatorGameView } from '@charades/shared/schemas/games';
import { PageCard } from '@/components/layout/page-card';
import { useLiveGame } from '@/lib/live-game/use-live-game';
import { GameClock } from '@/components/game/game-clock';
import { Scoreboard } from '@/components/game/scoreboard';
import { Results } from '@/components/game/results';
import { useTeamLabel } from '@/lib/team-label';
import { LoadingStatus } from '@/components/layout/loading-status';

export function SharePage() {
  const { t } = useTranslation();
  const { shareId } = useParams();
  const teamLabel = useTeamLabel();
  const { view, status } = useLiveGame<SpectatorGameView>(shareId ? { shareId } : undefined, undefined);
  if (status === 'error')
    return (
      <PageCard title={t('share.title')}>
        <p role="alert">{t('errors.game_not_found')}</p>
      </PageCard>
    );
  if (!view) return <LoadingStatus />;
  if (view.status === 'completed') return <Results view={view} shareId={shareId} />;
  // Closed before its end (the owner's account was suspended): the score as it stood.
  if (view.closed)
    return (
      <PageCard title={view.categoryTitle ?? t('share.title')}>
        <p role="status">{t('gameScreen.closed')}</p>
        <Scoreboard view={view} />
      </PageCard>
    );
  return (
    <section aria-labelledby="share-heading" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 wrap-anywhere">
      <h1 id="share-heading" className="text-center text-2xl font-extrabold text-stone-900">
        {view.categoryTitle ?? t('share.title')}
      </h1>
      <Scoreboard view={view} />
      <p className="text-center font-semibold text-stone-700">
        {t('game.teamTurn', { team: teamLabel(view.teams[view.currentTeam].name) })}
      </p>
      <GameClock view={view} size="xl" />
    </section>
  );
}
