import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { LANGUAGES } from '@charades/shared/languages';
import { Button } from '@/components/ui/button';
import { languageFromPath, localizePath, storeLanguage } from '@/lib/language';
import { loadLanguage } from '@/lib/i18n';
import { sessionStore } from '@/lib/session/session-store';
import { updateLanguage } from '@/features/auth/api/update-language';

export function LanguageToggle() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = languageFromPath(location.pathname);
  // The next language of the list (with two, the other one).
  const next = LANGUAGES[(LANGUAGES.indexOf(current) + 1) % LANGUAGES.length]!;

  function toggle() {
    storeLanguage(next);
    void navigate(localizePath(location.pathname, next) + location.search + location.hash);
    // Remember it on the account too (e-mails use it).
    // A failure changes nothing visible, so it is only logged.
    if (sessionStore.getAccessToken()) updateLanguage(next).catch((err: unknown) => console.warn('language not saved', err));
  }

  // The other language's messages download on the first sign of intent, so the switch
  // (which waits for them, see LanguageSync) is as quick as when both were in the entry.
  const prefetch = () => void loadLanguage(next).catch(() => {});

  // WCAG 2.5.3: the name starts with the letters the button shows, so "click EN" works by voice.
  const code = next.toUpperCase();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={toggle}
      onPointerEnter={prefetch}
      onPointerDown={prefetch}
      onFocus={prefetch}
      lang={next}
      aria-label={`${code} — ${t(`header.switchTo.${next}`)}`}
    >
      {code}
    </Button>
  );
}
