import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { Play, HelpCircle, Users, Tv, Languages, Tag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/use-language';
import { openBuyGames } from '@/lib/dialogs/buy-games-store';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { importWithRetry } from '@/lib/import-with-retry';
import { withMessages } from '@/lib/lazy-with-queries';
import { useStartPlaying } from '../use-start-playing';

const HowToPlayDialog = lazy(() =>
  importWithRetry(withMessages(() => import('./how-to-play-dialog'))).then((m) => ({ default: m.HowToPlayDialog })),
);

/** preloadPlay starts downloading the game screen (the shell knows where it is). */
export function LandingPage({ preloadPlay }: { preloadPlay?: () => void }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [howTo, setHowTo] = useState(false);
  const howToLoaded = useOpenedOnce(howTo);
  const play = useStartPlaying(preloadPlay);

  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-12 text-center sm:py-20">
      <h1 className="text-4xl font-extrabold leading-tight text-stone-900 sm:text-5xl">{t('landing.title')}</h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">{t('landing.description')}</p>
      <div className="mt-8 flex w-full flex-col items-stretch gap-3 sm:w-auto sm:flex-row">
        <Button
          variant="game-primary"
          size="lg"
          onClick={() => void play.startPlaying()}
          onPointerEnter={play.prefetchPlay}
          onPointerDown={play.prefetchPlay}
          onFocus={play.prefetchPlay}
          disabled={play.disabled}
        >
          <Play aria-hidden /> {t('landing.startPlaying')}
        </Button>
        <Button variant="outline" size="lg" onClick={() => setHowTo(true)}>
          <HelpCircle aria-hidden /> {t('landing.howToPlay')}
        </Button>
      </div>
      {/* docs/product.md#players-and-purpose, #roles: visitors may browse the packages too; buying asks them to sign in. */}
      <Button variant="link" className="mt-3" onClick={openBuyGames}>
        <Tag aria-hidden /> {t('landing.viewPackages')}
      </Button>
      <FeatureList />
      <Link to={to('/about')} className="mt-10 text-sm font-semibold text-stone-700 underline underline-offset-4 hover:text-brand-800">
        {t('about.link')}
      </Link>
      {howToLoaded && (
        <Suspense fallback={null}>
          <HowToPlayDialog open={howTo} onOpenChange={setHowTo} />
        </Suspense>
      )}
    </div>
  );
}

function FeatureList() {
  const { t } = useTranslation();
  const features = [
    { icon: Users, text: t('landing.featureTeams') },
    { icon: Tv, text: t('landing.featureTv') },
    { icon: Languages, text: t('landing.featureArabic') },
  ];
  return (
    <ul className="mt-12 grid w-full gap-3 sm:grid-cols-3">
      {features.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-3 rounded-2xl bg-white p-4 text-start shadow-sm">
          <Icon className="size-6 shrink-0 text-brand-600" aria-hidden />
          <span className="font-semibold text-stone-800">{text}</span>
        </li>
      ))}
    </ul>
  );
}
