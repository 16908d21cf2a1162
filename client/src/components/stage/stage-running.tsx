// The clock runs (or ran out): the acting team and the big timer. No title here, ever.
import { useTranslation } from 'react-i18next';
import type { PublicGameView } from '@charades/shared/schemas/games';
import { useTeamLabel } from '@/lib/team-label';
import { StageTimer } from './stage-timer';
import { StageNoTimeLimit, StageSkipsLeft } from './stage-turn-facts';

export function StageRunning({ view }: { view: PublicGameView }) {
  const { t } = useTranslation();
  const team = useTeamLabel()(view.teams[view.currentTeam].name);
  const timeUp = view.phase === 'timeUp';
  return (
    <div className="flex h-full flex-col items-center justify-center gap-8">
      <p className="max-w-full text-center text-[56px] leading-tight font-bold wrap-anywhere">
        <bdi>{t('stage.acting', { team })}</bdi>
      </p>
      {view.timerPreset === 'off' && !timeUp ? (
        <StageNoTimeLimit />
      ) : (
        <StageTimer turnEndsAt={view.turnEndsAt} timeLeftMs={view.timeLeftMs} />
      )}
      {timeUp ? (
        <p className="text-[80px] leading-none font-extrabold text-red-400" role="status">
          {t('game.timeUp')}
        </p>
      ) : (
        <StageSkipsLeft view={view} />
      )}
    </div>
  );
}
