// Under a team's score on the room's screen at the end (issue 31 §4): the titles it acted,
// guessed ones ticked, the others crossed and dimmed. Every one was shown to the room after
// its turn; titles are text as typed, each in its own direction.
import { useTranslation } from '@/lib/use-translation';
import { Check, X } from 'lucide-react';
import type { GameSummary } from '@charades/shared/schemas/games';
import { cn } from '@/lib/cn';

export function StageTeamTitles({ turns }: { turns: GameSummary['turns'] }) {
  const { t } = useTranslation();
  if (turns.length === 0) return null;
  return (
    <ol className="min-w-0 flex-1 space-y-1 text-start text-[28px] leading-snug" aria-label={t('results.titles')} data-stage-titles>
      {turns.map((turn, i) => (
        <li key={i} className={cn('flex items-center gap-3', turn.correct ? 'text-white' : 'text-stone-400')}>
          {turn.correct ? <Check aria-hidden className="size-8 shrink-0 text-green-400" /> : <X aria-hidden className="size-8 shrink-0" />}
          <span className="sr-only">{t(turn.correct ? 'results.guessed' : 'results.notGuessed')}</span>
          <span dir="auto" className="line-clamp-2 min-w-0 flex-1 font-semibold wrap-anywhere">
            {turn.title}
          </span>
        </li>
      ))}
    </ol>
  );
}
