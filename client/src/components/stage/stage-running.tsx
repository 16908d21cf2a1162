// The clock runs (or ran out): the acting team and the big timer. No title here, ever.
import { useTranslation } from '@/lib/use-translation';
import type { PublicGameView } from '@charades/shared/schemas/games';
import { useTeamLabel } from '@/lib/team-label';
import { cn } from '@/lib/cn';
import { GameClock } from '@/components/game/game-clock';
import { StageSkipsLeft } from './stage-turn-facts';

export function StageRunning({ view }: { view: PublicGameView }) {
  const { t } = useTranslation();
  const team = useTeamLabel()(view.teams[view.currentTeam].name);
  const timeUp = view.phase === 'timeUp';
  return (
    <div className="flex h-full flex-col items-center justify-center gap-8">
      <p
        className={cn(
          'max-w-full text-center leading-tight font-bold wrap-anywhere',
          [...team].length > 24 ? 'text-[48px]' : 'text-[56px]',
        )}
      >
        <bdi>{t('stage.acting', { team })}</bdi>
      </p>
      {/* The skips remaining, beside the clock, where the eye already is. */}
      <div className="flex items-center gap-12">
        <GameClock view={view} size="xl" skin="stage" />
        {!timeUp && <StageSkipsLeft view={view} />}
      </div>
      {timeUp && (
        <p className="text-[80px] leading-none font-extrabold text-red-400" role="status">
          {t('game.timeUp')}
        </p>
      )}
    </div>
  );
}
