// A finished game's story under the winner (issue 31 §4): each round's points per team, and
// every title acted, by which team, guessed or not. Titles are text as typed, in their own
// direction (a deck's may be in the other language).
import { useTranslation } from '@/lib/use-translation';
import { Check, X } from 'lucide-react';
import type { PublicGameView } from '@charades/shared/schemas/games';
import { cn } from '@/lib/cn';

export function ResultsSummary({ view }: { view: PublicGameView }) {
  const { t } = useTranslation();
  const summary = view.summary;
  if (!summary) return null;
  return (
    <div className="w-full space-y-5 text-start">
      <table className="w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-2xl bg-white text-center shadow-sm">
        <caption className="sr-only">{t('results.perRound')}</caption>
        <thead>
          <tr className="text-sm text-stone-700">
            <th scope="col" className="p-2 text-start font-semibold">
              {t('results.round')}
            </th>
            {(['A', 'B'] as const).map((id) => (
              <th key={id} scope="col" className="p-2 font-bold text-stone-900 wrap-anywhere">
                <bdi>{view.teams[id].name}</bdi>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.rounds.map((r, i) => (
            <tr key={i} className="border-t border-stone-100">
              <th scope="row" className="p-2 text-start font-semibold text-stone-700">
                {t('results.roundNumber', { round: i + 1 })}
              </th>
              <td className="p-2 text-lg font-extrabold tabular-nums">{r.A}</td>
              <td className="p-2 text-lg font-extrabold tabular-nums">{r.B}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <h2 className="mb-2 text-lg font-bold text-stone-900">{t('results.titles')}</h2>
        <ol className="space-y-1">
          {summary.turns.map((turn, i) => (
            <li key={i} className="flex items-center gap-2 rounded-xl bg-white px-3 py-2 shadow-sm">
              <span
                className={cn(
                  'inline-flex size-6 shrink-0 items-center justify-center rounded-full',
                  turn.correct ? 'bg-green-100 text-green-800' : 'bg-stone-200 text-stone-600',
                )}
              >
                {turn.correct ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
                <span className="sr-only">{t(turn.correct ? 'results.guessed' : 'results.notGuessed')}</span>
              </span>
              <span dir="auto" className="min-w-0 flex-1 font-semibold text-stone-900 wrap-anywhere">
                {turn.title}
              </span>
              {/* A team name may be 40 letters without a space: it wraps rather than push the row out. */}
              <span className="max-w-[40%] min-w-0 text-end text-sm text-stone-600 wrap-anywhere">
                <bdi>{view.teams[turn.team].name}</bdi>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
