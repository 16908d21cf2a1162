import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { Clapperboard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { stripLanguage } from '@/lib/language';
import { useMediaQuery, DESKTOP_QUERY } from '@/lib/use-media-query';
import { useLocalizedPath } from '@/lib/use-language';
import { useSession } from '@/lib/session/use-session';
import { openBuyGames } from '@/lib/dialogs/buy-games-store';
import { LanguageToggle } from './language-toggle';
import { UserMenu } from './user-menu';
import { SharedModeSwitch } from './shared-mode-switch';
import { ShowOnTvButton } from '@/features/tv/components/show-on-tv-button';

export function Header() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const location = useLocation();
  const session = useSession();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const onPlay = stripLanguage(location.pathname) === '/play';
  const showBuy = desktop && session.status === 'signedIn' && session.user.tokens === 0 && !onPlay;

  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-3 sm:px-4">
        {/* On the narrowest phones the name gives way before the controls do. */}
        <Link
          to={to('/')}
          className="flex min-w-0 items-center gap-2 rounded-lg text-xl font-extrabold text-brand-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/60"
          aria-label={t('header.home')}
        >
          <Clapperboard className="size-7 shrink-0 text-brand-600" aria-hidden />
          <span className="truncate max-[359px]:hidden">{t('common.appName')}</span>
        </Link>
        <div className="ms-auto flex items-center gap-1">
          {showBuy && (
            <Button size="sm" onClick={openBuyGames}>
              {t('header.buyGames')}
            </Button>
          )}
          {onPlay && session.status === 'signedIn' && <ShowOnTvButton />}
          {onPlay && <SharedModeSwitch />}
          <LanguageToggle />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
