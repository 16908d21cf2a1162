import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LogOut, ShoppingCart, History, UserRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { User } from '@charades/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { stripLanguage } from '@/lib/language';
import { useLocalizedPath } from '@/lib/use-language';
import { queryClient } from '@/lib/query-client';
import { signOut } from '@/features/auth/api/sign-out';
import { sessionStore } from '@/lib/session/session-store';
import { openBuyGames } from '@/lib/dialogs/buy-games-store';
import { ACCOUNT_BUTTON, accountButton, focusWhenReady } from '@/lib/focus';
import { TokenBadge } from './token-badge';

/** The signed-in user's menu; loaded only once someone is signed in. */
export default function SignedInMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [signingOut, setSigningOut] = useState(false);
  const onPlay = stripLanguage(location.pathname) === '/play';

  async function doSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } catch (err) {
      // The server may be unreachable; this device forgets the session either way.
      console.warn('sign out request failed', err);
    } finally {
      sessionStore.signedOut();
      queryClient.clear();
      setSigningOut(false);
      toast(t('auth.signedOut'));
      navigate(to('/'));
      // This menu gives way to the sign-in button: keep keyboard focus on that spot.
      focusWhenReady(accountButton);
    }
  }

  const suspended = user.role === 'suspended';
  return (
    <DropdownMenu dir={document.documentElement.dir as 'rtl' | 'ltr'}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('header.userMenu')} {...ACCOUNT_BUTTON}>
          <UserRound aria-hidden />
          {user.tokens > 0 && !onPlay && !suspended && <TokenBadge tokens={user.tokens} />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel dir="ltr" className="text-start">{user.email}</DropdownMenuLabel>
        {/* A suspended account is offered nothing but signing out. */}
        {!suspended && (
          <>
            <DropdownMenuLabel>{t('header.tokens', { count: user.tokens })}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={openBuyGames}>
              <ShoppingCart aria-hidden /> {t('header.buyGames')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate(to('/past-games'))}>
              <History aria-hidden /> {t('header.pastGames')}
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={(e) => { e.preventDefault(); void doSignOut(); }} disabled={signingOut}>
          <LogOut aria-hidden className="rtl:-scale-x-100" /> {signingOut ? t('common.signingOut') : t('common.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
