import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { Header } from '@/app/shell/header';
import { LoadingStatus } from '@/components/layout/loading-status';
import { stripLanguage } from '@/lib/language';
import { useSession } from '@/lib/session/use-session';
import { authDialog } from '@/lib/dialogs/auth-dialog-store';
import { buyGamesDialog } from '@/lib/dialogs/buy-games-store';
import { useReopenBuyAfterSignIn } from '@/lib/dialogs/use-reopen-buy-after-sign-in';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { lazyWithQueries } from '@/lib/lazy-with-queries';
import { useLocalizedPath } from '@/lib/use-language';
import { useProfileRefresh } from './use-profile-refresh';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation';
import { PHONE_LANDSCAPE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { activeGame } from '@/features/game/active-game-store';

// Dialogs load the first time they open, keeping them out of the landing page's download.
const AuthDialog = lazyWithQueries(() => import('@/features/auth/components/auth-dialog').then((m) => m.AuthDialog));
const BuyGamesDialog = lazyWithQueries(() => import('@/features/payments/components/buy-games-dialog').then((m) => m.BuyGamesDialog));

export function PlayerLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const to = useLocalizedPath();
  const game = activeGame.use();
  const authOpened = useOpenedOnce(authDialog.use().open);
  const buyOpened = useOpenedOnce(buyGamesDialog.use());
  const path = stripLanguage(location.pathname);
  useProfileRefresh(path === '/play' && !!game);
  useReopenBuyAfterSignIn();
  useFocusHeadingOnNavigation(location.pathname);
  // docs/product.md#screens: on small landscape screens in shared mode the header gives its room to the game.
  // A big screen in shared mode is a stage (issue 16) with no header either; its Exit button
  // brings the header, and with it the shared-screen switch, back.
  const smallLandscape = useMediaQuery(PHONE_LANDSCAPE_QUERY);
  // The TV page (issue 16) is seen from the sofa: no header at all.
  const hideHeader = path === '/tv' || (path === '/play' && ((smallLandscape && !!game?.isSharedMode) || !!game?.onStage));

  // A suspended account sees only /suspended; anyone else is sent away from it.
  if (session.status === 'signedIn' && session.user.role === 'suspended' && path !== '/suspended') {
    return <Navigate to={to('/suspended')} replace />;
  }
  if (path === '/suspended' && session.status !== 'loading' && (session.status === 'signedOut' || session.user.role !== 'suspended')) {
    return <Navigate to={to('/')} replace />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      {!hideHeader && <Header />}
      <main id="main" className="flex-1">
        <Suspense fallback={<LoadingStatus />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        {authOpened && <AuthDialog />}
        {buyOpened && <BuyGamesDialog />}
      </Suspense>
    </div>
  );
}
