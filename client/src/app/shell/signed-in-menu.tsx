import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { History, Layers, LogOut, ShieldCheck, ShoppingCart, UserRound } from 'lucide-react';
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
import { useSignOut } from '@/lib/api/sign-out';
import { openBuyGames } from '@/lib/dialogs/buy-games-store';
import { ACCOUNT_BUTTON, accountButton, focusWhenReady } from '@/lib/focus';
import { TokenBadge } from './token-badge';

/** The signed-in user's menu; loaded only once someone is signed in. */
export default function SignedInMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const signOut = useSignOut();
  const onPlay = stripLanguage(location.pathname) === '/play';

  async function doSignOut() {
    // Signed out on this device even when the server cannot be reached (the hook logs it).
    await signOut.mutateAsync().catch(() => {});
    toast(t('auth.signedOut'));
    void navigate(to('/'));
    // This menu gives way to the sign-in button: keep keyboard focus on that spot.
    focusWhenReady(accountButton);
  }

  const suspended = user.role === 'suspended';
  const showBadge = user.tokens > 0 && !onPlay && !suspended;
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links and
    // buttons stay focusable (axe: aria-hidden-focus). Escape, a click outside or choosing an
    // item still closes it, and focus returns to the account button.
    <DropdownMenu dir={document.documentElement.dir as 'rtl' | 'ltr'} modal={false}>
      <DropdownMenuTrigger asChild>
        {/* WCAG 2.5.3: the badge's digit is part of the button's name (label in name). */}
        <Button
          variant="ghost"
          size="sm"
          aria-label={showBadge ? t('header.userMenuWithTokens', { count: user.tokens }) : t('header.userMenu')}
          {...ACCOUNT_BUTTON}
        >
          <UserRound aria-hidden />
          {showBadge && <TokenBadge tokens={user.tokens} />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel dir="ltr" className="text-start">
          {user.email}
        </DropdownMenuLabel>
        {/* A suspended account is offered nothing but signing out. */}
        {!suspended && (
          <>
            <DropdownMenuLabel>{t('header.tokens', { count: user.tokens })}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={openBuyGames}>
              <ShoppingCart aria-hidden /> {t('header.buyGames')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void navigate(to('/past-games'))}>
              <History aria-hidden /> {t('header.pastGames')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void navigate(to('/decks'))}>
              <Layers aria-hidden /> {t('header.myDecks')}
            </DropdownMenuItem>
            {/* Staff reach their area from the game (its paths are English whatever this page's language). */}
            {user.role === 'admin' && (
              <DropdownMenuItem onSelect={() => void navigate('/admin')}>
                <ShieldCheck aria-hidden /> {t('header.adminPanel')}
              </DropdownMenuItem>
            )}
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={(e) => {
            e.preventDefault();
            void doSignOut();
          }}
          disabled={signOut.isPending}
        >
          <LogOut aria-hidden className="rtl:-scale-x-100" /> {signOut.isPending ? t('common.signingOut') : t('common.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
