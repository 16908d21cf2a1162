import { useTranslation } from '@/lib/use-translation';
import type { PublicGameView } from '@charades/shared/schemas/games';
import { cn } from '@/lib/cn';
import { roundBetween, scoreboardOf } from './scoreboard-teams';

export function Scoreboard({ view, compact = false }: { view: PublicGameView; compact?: boolean }) {
  const { t } = useTranslation();
  const { teams, round, totalRounds } = scoreboardOf(view);
  return (
    // On a phone held upright the round sits above the two teams, so each name gets half the
    // width instead of a third; from 640 px up it sits between them. minmax(0, 1fr) lets a
    // long name wrap instead of widening its column past the screen.
    <div className={cn('grid grid-cols-2 items-center gap-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]', compact ? 'text-sm' : '')}>
      {roundBetween(
        teams.map(({ id, team, active }, i) => (
          <div
            key={id}
            className={cn(
              // On a phone on its side: one line per team, name and score side by side.
              'min-w-0 rounded-2xl border-2 bg-white p-3 text-center shadow-sm phone-landscape:flex phone-landscape:items-center phone-landscape:justify-center phone-landscape:gap-3 phone-landscape:py-1',
              active ? 'border-brand-500 ring-4 ring-brand-200' : 'border-transparent',
              i === 0 ? 'col-start-1 row-start-2 sm:row-start-1' : 'col-start-2 row-start-2 sm:col-start-3 sm:row-start-1',
            )}
            aria-current={active ? 'true' : undefined}
          >
            {/* Up to two lines of even the longest name; the whole name is in the tooltip, in the
                score's accessible name and in the turn line under the board. */}
            <div className="line-clamp-2 font-bold wrap-anywhere text-stone-800 phone-landscape:line-clamp-1" title={team.name}>
              {team.name}
            </div>
            <div
              className={cn('font-extrabold tabular-nums text-stone-900', compact ? 'text-2xl' : 'text-4xl', 'phone-landscape:text-2xl')}
              aria-label={t('game.scoreOf', { team: team.name, count: team.score })}
            >
              {team.score}
            </div>
          </div>
        )),
        <div key="round" className="col-span-2 row-start-1 text-center text-sm font-bold text-stone-700 sm:col-span-1 sm:col-start-2">
          {t('game.roundOf', { round, total: totalRounds })}
        </div>,
      )}
    </div>
  );
}
