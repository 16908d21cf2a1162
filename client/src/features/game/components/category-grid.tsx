import { useTranslation } from '@/lib/use-translation';
import { ArrowRight } from 'lucide-react';
import type { Category } from '@charades/shared/schemas/content';
import { Button } from '@/components/ui/button';
import { ImageOrLetterTile } from '@/components/ui/image-or-letter-tile';
import { MyDecksSection } from './my-decks-section';
import { FamilyOnlySwitch } from './family-only-switch';
import { useCategories } from '../api/categories';
import { useFamilyOnly } from '../use-family-only';
import type { Language } from '@charades/shared/languages';

/** The categories to pick from, as "Family only" (remembered for the account) filters them. */
export function CategoryStep({
  language,
  ...rest
}: { language: Language } & Omit<Parameters<typeof CategoryGrid>[0], 'categories' | 'loading' | 'failed' | 'familyOnly' | 'onFamilyOnly'>) {
  const [familyOnly, setFamilyOnly] = useFamilyOnly();
  const categories = useCategories(language, familyOnly);
  return (
    <CategoryGrid
      categories={categories.data}
      loading={categories.isLoading}
      failed={categories.isError}
      familyOnly={familyOnly}
      onFamilyOnly={setFamilyOnly}
      {...rest}
    />
  );
}

export function CategoryGrid({
  categories,
  loading,
  failed,
  onPick,
  onPickDeck,
  familyOnly,
  onFamilyOnly,
  onBack,
}: {
  categories: Category[] | undefined;
  loading: boolean;
  failed: boolean;
  onPick: (c: Category) => void;
  onPickDeck: (deckId: string) => void;
  familyOnly: boolean;
  onFamilyOnly: (on: boolean) => void;
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
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 id="categories-heading" className="text-2xl font-extrabold text-stone-900 sm:text-3xl">
          {t('game.chooseCategory')}
        </h1>
        <FamilyOnlySwitch on={familyOnly} onChange={onFamilyOnly} />
      </div>
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
              {c.featured && (
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900" data-featured>
                  {t('game.featured')}
                </span>
              )}
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
