// Every player route is defined once and mounted twice: under / (Arabic) and /en (English).
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, useRouteError, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSync } from './language-sync';
import { PlayerLayout } from './player-layout';
import { AppToaster } from './app-toaster';
import { LandingPage } from '@/features/landing/components/landing-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';

// Only the landing page is in the first download; every other screen loads when visited.
const AdminApp = lazy(() => import('@/features/admin/admin-app'));
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const PlayPage = named(() => import('@/features/game/components/play-page'), 'PlayPage');
const ResetPasswordPage = named(() => import('@/features/auth/components/reset-password-page'), 'ResetPasswordPage');
const ConfirmEmailPage = named(() => import('@/features/auth/components/confirm-email-page'), 'ConfirmEmailPage');
const SuspendedPage = named(() => import('@/features/auth/components/suspended-page'), 'SuspendedPage');
const RevealPage = named(() => import('@/features/reveal/components/reveal-page'), 'RevealPage');
const SharePage = named(() => import('@/features/share/components/share-page'), 'SharePage');
const DemoRevealPage = named(() => import('@/features/reveal/components/demo-reveal-page'), 'DemoRevealPage');
const ThankYouPage = named(() => import('@/features/payments/components/thank-you-page'), 'ThankYouPage');
const PastGamesPage = named(() => import('@/features/past-games/components/past-games-page'), 'PastGamesPage');

function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <div role="alert" className="p-8 text-center">
      <h1 className="text-2xl font-bold">{t('errors.unexpectedApplicationError')}</h1>
    </div>
  );
}

export const playerRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'play', element: <PlayPage /> },
  { path: 'past-games', element: <PastGamesPage /> },
  { path: 'thank-you', element: <ThankYouPage /> },
  { path: 'share/:shareId', element: <SharePage /> },
  { path: 'reveal/:code', element: <RevealPage /> },
  { path: 'r/:shortCode', element: <RevealPage /> },
  { path: 'demo-reveal/:id?', element: <DemoRevealPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'confirm-email', element: <ConfirmEmailPage /> },
  { path: 'suspended', element: <SuspendedPage /> },
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

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/admin/*',
        element: (
          <Suspense fallback={null}>
            <AdminApp />
          </Suspense>
        ),
      },
      { path: '/en', element: <PlayerLayout />, children: playerRoutes },
      { path: '/', element: <PlayerLayout />, children: playerRoutes },
    ],
  },
]);
