// The strip across the top of the stage: both teams and their scores, the round between
// them, the team whose turn it is lit up. Names are the players' own text, up to 40 letters
// with no space: each sits in <bdi> and wraps anywhere; longer names take a smaller size.
import { useTranslation } from '@/lib/use-translation';
import type { PublicGameView } from '@charades/shared/schemas/games';
import { cn } from '@/lib/cn';
import { roundBetween, scoreboardOf } from '@/components/game/scoreboard-teams';

/** 64 px for a short name, down to 48 px (the floor for names on the stage) for the longest. */
export function nameSize(name: string): string {
  const length = [...name].length;
  if (length <= 14) return 'text-[64px]';
  if (length <= 24) return 'text-[56px]';
  return 'text-[48px]';
}

export function StageScoreboard({ view }: { view: PublicGameView }) {
  const { t } = useTranslation();
  const { teams, round, totalRounds } = scoreboardOf(view);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-stretch gap-8" data-stage-scoreboard>
      {roundBetween(
        teams.map(({ id, team, active }) => (
          <div
            key={id}
            className={cn(
              'flex min-w-0 items-center gap-8 rounded-[40px] border-[6px] px-10 py-4',
              active ? 'border-brand-400 bg-stone-800' : 'border-stone-700 bg-stone-900',
            )}
            aria-current={active ? 'true' : undefined}
          >
            <p className={cn('min-w-0 flex-1 leading-[1.1] font-bold wrap-anywhere', nameSize(team.name))} data-stage-team-name>
              <bdi>{team.name}</bdi>
            </p>
            <p className="text-[96px] leading-none font-extrabold tabular-nums" data-stage-score>
              {/* A block: an inline span's box is the font's full height, well above the 5 % margin. */}
              <span aria-hidden className="block">
                {team.score}
              </span>
              <span className="sr-only">{t('game.scoreOf', { team: team.name, count: team.score })}</span>
            </p>
          </div>
        )),
        <p key="round" className="self-center text-center text-[36px] font-bold text-stone-200">
          {t('game.roundOf', { round, total: totalRounds })}
        </p>,
      )}
    </div>
  );
}
