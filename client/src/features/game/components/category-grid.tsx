import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import type { Category } from '@charades/shared/schemas/content';
import { Button } from '@/components/ui/button';
import { ImageOrLetterTile } from '@/components/ui/image-or-letter-tile';
import { MyDecksSection } from './my-decks-section';

export function CategoryGrid({
  categories,
  loading,
  failed,
  onPick,
  onPickDeck,
  onBack,
}: {
  categories: Category[] | undefined;
  loading: boolean;
  failed: boolean;
  onPick: (c: Category) => void;
  onPickDeck: (deckId: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  if (loading)
    return (
      <p role="status" className="p-8 text-center text-stone-700">
        {t('common.loading')}
      </p>
    );
  if (failed || !categories || categories.length === 0) {
    return (
      <div className="mx-auto max-w-md p-8 text-center">
        <p role={failed ? 'alert' : 'status'} className="text-lg text-stone-800">
          {failed ? t('errors.unableToLoadCategories') : t('game.noCategories')}
        </p>
        <Button className="mt-6" variant="outline" onClick={onBack}>
          <ArrowRight aria-hidden className="ltr:rotate-180" /> {t('common.back')}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-5xl px-4 py-6">
      <h1 id="categories-heading" className="mb-5 text-2xl font-extrabold text-stone-900 sm:text-3xl">
        {t('game.chooseCategory')}
      </h1>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {categories.map((c) => (
          <li key={c.id} className="min-w-0">
            <button
              type="button"
              onClick={() => onPick(c)}
              className="flex h-full w-full flex-col items-center gap-3 rounded-2xl border-2 border-transparent bg-white p-4 text-center shadow-sm transition hover:border-brand-400 hover:shadow-md focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/60"
            >
              <ImageOrLetterTile
                src={c.imageUrl}
                name={c.title}
                className="size-20 rounded-xl"
                imageClassName="object-cover"
                tileClassName="bg-brand-100 text-4xl font-extrabold text-brand-700"
              />
              {/* A category title may be 100 characters with no space (admins name them): it wraps anywhere. */}
              <span className="max-w-full font-bold leading-snug text-stone-900 wrap-anywhere">{c.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <MyDecksSection onPick={onPickDeck} />
    </section>
  );
}
