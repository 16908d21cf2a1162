// Keeps the translator (lib/translator.ts) and <html lang/dir> in step with the URL. The first address was already
// settled before the router started (initial-language-redirect.ts); a later in-app link that
// carries ?lng= is honoured here. The preference itself is stored when the player switches
// language (header toggle) or follows a ?lng= link.
// Only what the first page says in its language is downloaded at start (lib/i18n.ts). Moving
// to another page (the toggle, the back button, a link) suspends here until all of its
// language's messages are in: the router changes address inside a transition, so React keeps
// the page as it was meanwhile and the new one never shows in the wrong language or direction,
// nor a key in place of a message.
import { use, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyLanguage, pageMessages } from '@/lib/i18n';
import { initialLanguageRedirect, languageFromPath } from '@/lib/language';

export function LanguageSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const language = languageFromPath(location.pathname);
  // The history entry the app started on (the back button may return to it).
  const [firstKey] = useState(location.key);
  const pending = pageMessages(language, location.key === firstKey);
  if (pending) use(pending);

  useLayoutEffect(() => {
    applyLanguage(languageFromPath(location.pathname));
  }, [location.pathname]);

  useEffect(() => {
    if (!location.search.includes('lng=')) return;
    const target = initialLanguageRedirect(location.pathname, location.search);
    if (target) void navigate(target + location.hash, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);

  return null;
}
