import { Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LogIn, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session/use-session';
import { openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { ACCOUNT_BUTTON } from '@/lib/focus';
import { lazyWithQueries } from '@/lib/lazy-with-queries';

const SignedInMenu = lazyWithQueries(() => import('./signed-in-menu').then((m) => m.default));

export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status !== 'signedIn') {
    return (
      <Button
        variant="ghost"
        size="icon"
        onClick={() => openAuthDialog('signIn')}
        aria-label={t('header.signInButton')}
        disabled={session.status === 'loading'}
        {...ACCOUNT_BUTTON}
      >
        <LogIn aria-hidden className="rtl:-scale-x-100" />
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <Button variant="ghost" size="sm" aria-label={t('header.userMenu')} disabled {...ACCOUNT_BUTTON}>
          <UserRound aria-hidden />
        </Button>
      }
    >
      <SignedInMenu user={session.user} />
    </Suspense>
  );
}
