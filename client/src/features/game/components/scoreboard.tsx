import { useTranslation } from 'react-i18next';
import type { PublicGameView } from '@charades/shared/schemas/games';
import { cn } from '@/lib/cn';

export function Scoreboard({ view, compact = false }: { view: PublicGameView; compact?: boolean }) {
  const { t } = useTranslation();
  const round = Math.min(view.currentRound, 4);
  return (
    <div className={cn('grid grid-cols-[1fr_auto_1fr] items-center gap-2', compact ? 'text-sm' : '')}>
      {(['A', 'B'] as const).map((id, i) => {
        const team = view.teams[id];
        const active = view.status === 'in_progress' && view.currentTeam === id;
        return (
          <div
            key={id}
            className={cn(
              'rounded-2xl border-2 bg-white p-3 text-center shadow-sm',
              active ? 'border-brand-500 ring-4 ring-brand-200' : 'border-transparent',
              i === 1 && 'col-start-3',
            )}
            aria-current={active ? 'true' : undefined}
          >
            <div className="truncate font-bold text-stone-800">{team.name}</div>
            <div className={cn('font-extrabold tabular-nums text-stone-900', compact ? 'text-2xl' : 'text-4xl')} aria-label={t('game.scoreOf', { team: team.name, count: team.score })}>
              {team.score}
            </div>
          </div>
        );
      }).flatMap((el, i) =>
        i === 0
          ? [el, <div key="round" className="col-start-2 row-start-1 text-center text-sm font-bold text-stone-700">{t('game.roundOf', { round, total: 4 })}</div>]
          : [el],
      )}
    </div>
  );
}
