import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Play, HelpCircle, Users, Tv, Languages, Tag } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/use-language';
import { useSession } from '@/lib/session/use-session';
import { authDialog, openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { openBuyGames } from '@/lib/dialogs/buy-games-store';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { importWithRetry } from '@/lib/import-with-retry';

// The profile call is loaded on demand: it brings the query library, which the landing page
// itself leaves out.
const loadProfile = () => import('@/lib/api/get-me');

const HowToPlayDialog = lazy(() => importWithRetry(() => import('./how-to-play-dialog')).then((m) => ({ default: m.HowToPlayDialog })));

/** preloadPlay starts downloading the game screen (the shell knows where it is). */
export function LandingPage({ preloadPlay }: { preloadPlay?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const session = useSession();
  const [howTo, setHowTo] = useState(false);
  const [checking, setChecking] = useState(false);
  const howToLoaded = useOpenedOnce(howTo);
  // Start Playing while signed out asks for a sign-in first; signing in (or up) in that
  // dialog then carries on into the game, while closing it drops the wish. A ref: the wish is
  // never shown, only read when the session or the dialog changes.
  const playAfterSignIn = useRef(false);
  const authOpen = authDialog.use().open;
  // An effect event: startPlaying reads the latest session, yet only the session and the
  // dialog changing run the effect below. startPlaying handles its own failures.
  const carryOnPlaying = useEffectEvent(() => void startPlaying());

  useEffect(() => {
    if (!playAfterSignIn.current) return;
    if (session.status === 'signedIn') {
      playAfterSignIn.current = false;
      carryOnPlaying();
    } else if (!authOpen) playAfterSignIn.current = false;
  }, [session.status, authOpen]);

  // What Start Playing needs next, from the first sign of intent (pointer over or down,
  // focus), so the click does not wait for the downloads.
  function prefetchPlay() {
    void loadProfile().catch(() => {});
    preloadPlay?.();
  }

  async function startPlaying() {
    if (session.status !== 'signedIn') {
      playAfterSignIn.current = true;
      openAuthDialog('signIn');
      return;
    }
    setChecking(true);
    prefetchPlay();
    try {
      // Always read a fresh balance: a game may have been bought or played on another device.
      const me = await (await loadProfile()).fetchFreshProfile();
      if (me.tokens > 0) void navigate(to('/play'));
      else {
        toast.error(t('errors.insufficient_tokens'));
        openBuyGames();
      }
    } catch (err) {
      console.error('profile refresh failed', err);
      toast.error(t('errors.generic'));
    } finally {
      setChecking(false);
    }
  }

  const features = [
    { icon: Users, text: t('landing.featureTeams') },
    { icon: Tv, text: t('landing.featureTv') },
    { icon: Languages, text: t('landing.featureArabic') },
  ];

  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-12 text-center sm:py-20">
      <h1 className="text-4xl font-extrabold leading-tight text-stone-900 sm:text-5xl">{t('landing.title')}</h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">{t('landing.description')}</p>
      <div className="mt-8 flex w-full flex-col items-stretch gap-3 sm:w-auto sm:flex-row">
        <Button
          variant="game-primary"
          size="lg"
          onClick={() => void startPlaying()}
          onPointerEnter={prefetchPlay}
          onPointerDown={prefetchPlay}
          onFocus={prefetchPlay}
          disabled={checking || session.status === 'loading'}
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
      <ul className="mt-12 grid w-full gap-3 sm:grid-cols-3">
        {features.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 rounded-2xl bg-white p-4 text-start shadow-sm">
            <Icon className="size-6 shrink-0 text-brand-600" aria-hidden />
            <span className="font-semibold text-stone-800">{text}</span>
          </li>
        ))}
      </ul>
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
