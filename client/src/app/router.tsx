// Every player route is defined once and mounted once per language, under its route prefix
// (LANGUAGE_FACTS): / for Arabic, /en for English.
// Declarative routing (<BrowserRouter> + useRoutes): the app loads no data through the
// router, and the data router (createBrowserRouter) costs the first download 16 KB gzip.
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { LANGUAGE_FACTS, LANGUAGES } from '@charades/shared/languages';
import { LanguageSync } from './language-sync';
import { PlayerLayout } from './player-layout';
import { AppToaster } from './app-toaster';
import { LoadingStatus } from '@/components/layout/loading-status';
import { lazyScreen, lazyWithQueries } from '@/lib/lazy-with-queries';
import { loadAdminMessages } from '@/lib/i18n';
import { stripLanguage } from '@/lib/language';
import { LandingPage } from '@/features/landing/components/landing-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';

// Only the landing page is in the first download; every other screen loads when visited.
const AdminApp = lazyWithQueries(() => Promise.all([import('@/features/admin/admin-app'), loadAdminMessages()]).then(([m]) => m.default));
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazyWithQueries(() => load().then((m) => m[name]));
const loadPlayPage = () => import('@/features/game/components/play-page');
const PlayPage = named(loadPlayPage, 'PlayPage');
// The landing page's Start Playing fetches the game screen ahead of the click.
const preloadPlay = () => void loadPlayPage().catch(() => {});
const ResetPasswordPage = named(() => import('@/features/auth/components/reset-password-page'), 'ResetPasswordPage');
const ConfirmEmailPage = named(() => import('@/features/auth/components/confirm-email-page'), 'ConfirmEmailPage');
const SuspendedPage = named(() => import('@/features/auth/components/suspended-page'), 'SuspendedPage');
const RevealPage = named(() => import('@/features/reveal/components/reveal-page'), 'RevealPage');
// The room page and its seat screen use no query hook (nor does any dialog they open: each loads
// its own provider), so a guest's phone does not download the query library.
const JoinPage = lazyScreen(() => import('@/features/room/components/join-page').then((m) => m.JoinPage));

/** What the app's first frame needs besides its messages: on the room page, its screen (index.html's
 *  head script has been fetching it), so that frame is the join form over the prerendered one. */
export function firstScreenReady(pathname: string): Promise<unknown> {
  return /^\/j\/[^/]+\/?$/.test(stripLanguage(pathname)) ? JoinPage.load() : Promise.resolve();
}
const SharePage = named(() => import('@/features/share/components/share-page'), 'SharePage');
const DemoRevealPage = named(() => import('@/features/reveal/components/demo-reveal-page'), 'DemoRevealPage');
const ThankYouPage = named(() => import('@/features/payments/components/thank-you-page'), 'ThankYouPage');
const TvPage = named(() => import('@/features/tv/components/tv-page'), 'TvPage');
const TvLinkPage = named(() => import('@/features/tv/components/tv-link-page'), 'TvLinkPage');
const PastGamesPage = named(() => import('@/features/past-games/components/past-games-page'), 'PastGamesPage');
const DecksPage = named(() => import('@/features/decks/components/decks-page'), 'DecksPage');
const DeckEditorPage = named(() => import('@/features/decks/components/deck-editor-page'), 'DeckEditorPage');
const SharedDeckPage = named(() => import('@/features/decks/components/shared-deck-page'), 'SharedDeckPage');
const AboutPage = named(() => import('@/features/about/about-page'), 'AboutPage');

function RouteError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="p-8 text-center">
      <h1 className="text-2xl font-bold">{t('errors.unexpectedApplicationError')}</h1>
    </div>
  );
}

/** A screen that throws while drawing (or whose code fails to download) shows RouteError in
 *  place of the whole app, as the data router's errorElement did; moving to another address
 *  (the back button) tries again. */
class RouteErrorBoundary extends Component<{ locationKey: string; children: ReactNode }, { failed: boolean; locationKey: string }> {
  state = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { locationKey: string }, state: { failed: boolean; locationKey: string }) {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export const playerRoutes: RouteObject[] = [
  { index: true, element: <LandingPage preloadPlay={preloadPlay} /> },
  { path: 'play', element: <PlayPage /> },
  { path: 'past-games', element: <PastGamesPage /> },
  { path: 'decks', element: <DecksPage /> },
  { path: 'decks/new', element: <DeckEditorPage /> },
  { path: 'decks/:id', element: <DeckEditorPage /> },
  { path: 'd/:code', element: <SharedDeckPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'thank-you', element: <ThankYouPage /> },
  { path: 'share/:shareId', element: <SharePage /> },
  { path: 'reveal/:code', element: <RevealPage /> },
  { path: 'r/:shortCode', element: <RevealPage /> },
  { path: 'j/:code', element: <JoinPage /> },
  { path: 'demo-reveal/:id?', element: <DemoRevealPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'confirm-email', element: <ConfirmEmailPage /> },
  { path: 'suspended', element: <SuspendedPage /> },
  { path: 'tv', element: <TvPage /> },
  { path: 'tv/link', element: <TvLinkPage /> },
  { path: '*', element: <NotFoundPage /> },
];

function Root() {
  return (
    <>
      <LanguageSync />
      <Outlet />
      <AppToaster />
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        path: '/admin/*',
        element: (
          <Suspense fallback={<LoadingStatus />}>
            <AdminApp />
          </Suspense>
        ),
      },
      ...LANGUAGES.map((language) => ({
        path: LANGUAGE_FACTS[language].routePrefix || '/',
        element: <PlayerLayout />,
        children: playerRoutes,
      })),
    ],
  },
];

/** The app's screens; rendered inside <BrowserRouter> (main.tsx). */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      {/* Shown only if something suspends outside a transition (LanguageSync, see there). */}
      <Suspense fallback={<LoadingStatus />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
