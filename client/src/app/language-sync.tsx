// Keeps i18next, <html lang/dir> and the stored preference in step with the URL, and
// honours ?lng= and a stored English preference on the first visit to the home page.
// The preference itself is stored only when the player switches language (header toggle).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyLanguage } from '@/lib/i18n';
import { initialLanguageRedirect, languageFromPath } from '@/lib/language';

export function LanguageSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const first = useRef(true);

  useLayoutEffect(() => {
    const language = languageFromPath(location.pathname);
    applyLanguage(language);
  }, [location.pathname]);

  useEffect(() => {
    const target = initialLanguageRedirect(location.pathname, location.search);
    if (target && (first.current || location.search.includes('lng='))) {
      navigate(target + location.hash, { replace: true });
    }
    first.current = false;
  }, [location.pathname, location.search, location.hash, navigate]);

  return null;
}
