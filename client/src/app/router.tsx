// Every player route is defined once and mounted twice: under / (Arabic) and /en (English).
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, useRouteError, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSync } from './language-sync';
import { PlayerLayout } from './player-layout';
import { AppToaster } from './providers';
import { LandingPage } from '@/features/landing/components/landing-page';
import { PlayPage } from '@/features/game/components/play-page';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { ConfirmEmailPage } from '@/features/auth/components/confirm-email-page';
import { SuspendedPage } from '@/features/auth/components/suspended-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RevealPage } from '@/features/reveal/components/reveal-page';
import { SharePage } from '@/features/share/components/share-page';
import { PastGamesPage } from '@/features/past-games/components/past-games-page';

const AdminApp = lazy(() => import('@/features/admin/admin-app'));

function Placeholder({ titleKey }: { titleKey: 'common.appName' }) {
  const { t } = useTranslation();
  return <PlaceholderPage title={t(titleKey)} />;
}

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
  { path: 'thank-you', element: <Placeholder titleKey="common.appName" /> },
  { path: 'share/:shareId', element: <SharePage /> },
  { path: 'reveal/:code', element: <RevealPage /> },
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
