// "My decks" beside the categories (issue 31 §1): the player's own decks to deal a game from,
// and the way to make one.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { Layers, Plus } from 'lucide-react';
import { useMyDecks } from '@/lib/api/decks';
import { useLocalizedPath } from '@/lib/use-language';

export function MyDecksSection({ onPick }: { onPick: (deckId: string) => void }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const decks = useMyDecks();
  const list = decks.data ?? [];
  return (
    <section aria-labelledby="my-decks-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-decks-heading" className="text-xl font-extrabold text-stone-900">
          {t('decks.title')}
        </h2>
        <Link
          to={to(list.length ? '/decks' : '/decks/new')}
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {list.length ? (
            t('decks.manage')
          ) : (
            <>
              <Plus aria-hidden className="size-4" /> {t('decks.new')}
            </>
          )}
        </Link>
      </div>
      {list.length === 0 ? (
        <p className="text-stone-700">{t('decks.pickerEmpty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {list.map((d) => (
            <li key={d.id} className="min-w-0">
              <button
                type="button"
                onClick={() => onPick(d.id)}
                className="flex h-full w-full flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-brand-300 bg-white p-4 text-center shadow-sm transition hover:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/60"
              >
                <Layers aria-hidden className="size-10 text-brand-600" />
                <span className="max-w-full font-bold leading-snug text-stone-900 wrap-anywhere">
                  <bdi>{d.name}</bdi>
                </span>
                <span className="text-sm text-stone-700">{t('decks.titleCount', { count: d.titleCount })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
