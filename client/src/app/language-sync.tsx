// Keeps i18next and <html lang/dir> in step with the URL. The first address was already
// settled before the router started (initial-language-redirect.ts); a later in-app link that
// carries ?lng= is honoured here. The preference itself is stored when the player switches
// language (header toggle) or follows a ?lng= link.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyLanguage } from '@/lib/i18n';
import { initialLanguageRedirect, languageFromPath } from '@/lib/language';

export function LanguageSync() {
  const location = useLocation();
  const navigate = useNavigate();

  useLayoutEffect(() => {
    const language = languageFromPath(location.pathname);
    applyLanguage(language);
  }, [location.pathname]);

  useEffect(() => {
    if (!location.search.includes('lng=')) return;
    const target = initialLanguageRedirect(location.pathname, location.search);
    if (target) void navigate(target + location.hash, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);

  return null;
}
