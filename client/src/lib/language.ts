// The URL decides a page's language: a language's route prefix (LANGUAGE_FACTS, /en/... for
// English) says which, every other player path is in the default language (Arabic), /admin is
// always English. These helpers move a path between the languages. A page opened from outside
// follows the stored preference first (docs/product.md#screens: path, then local storage), by
// moving to the path of that language; see initialLanguageRedirect.
import {
  ADMIN_LANGUAGE,
  DEFAULT_LANGUAGE,
  LANGUAGE_FACTS,
  LANGUAGES,
  isLanguage,
  pathInLanguage,
  type Language,
} from '@charades/shared/languages';

// The name i18next gave it, which the app used until issue 34: players' stored choices stay.
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Links made to be passed to someone else: the reveal link in a QR code and the share link.
 * Their sender chose the language (an English game's QR code adds ?lng=en; an Arabic one has
 * no prefix), so the receiving phone's own stored preference does not override it.
 */
export function isSharedLinkPath(pathname: string): boolean {
  return /^\/(reveal|share)(\/|$)/.test(stripLanguage(pathname));
}

/** The language whose route prefix the path starts with, if any ('/en' and '/en/…', not '/english'). */
function prefixedLanguage(pathname: string): Language | undefined {
  return LANGUAGES.find((language) => {
    const prefix = LANGUAGE_FACTS[language].routePrefix;
    return prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  });
}

export function languageFromPath(pathname: string): Language {
  if (isAdminPath(pathname)) return ADMIN_LANGUAGE;
  return prefixedLanguage(pathname) ?? DEFAULT_LANGUAGE;
}

/** The path without its language prefix: '/en/play' → '/play', '/en' → '/'. */
export function stripLanguage(pathname: string): string {
  const language = prefixedLanguage(pathname);
  if (!language) return pathname;
  const prefix = LANGUAGE_FACTS[language].routePrefix;
  return pathname === prefix ? '/' : pathname.slice(prefix.length);
}

/** The same page in the given language. */
export function localizePath(pathname: string, language: Language): string {
  return pathInLanguage(stripLanguage(pathname), language);
}

export function readStoredLanguage(): Language | undefined {
  try {
    const v = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the URL still carries the language
  }
}

/**
 * Where a page opened from outside (typed, bookmarked, from an e-mail or a reload) should go,
 * if anywhere: `?lng=` wins (and is stored); else a player path of the default language (Arabic)
 * moves to its twin in the stored preference (English), query kept. Admin pages never move; shared
 * links move only for ?lng=.
 * Returns undefined to stay.
 */
export function initialLanguageRedirect(pathname: string, search: string): string | undefined {
  if (isAdminPath(pathname)) return undefined;
  const params = new URLSearchParams(search);
  const lng = params.get('lng');
  if (isLanguage(lng)) {
    storeLanguage(lng);
    params.delete('lng');
    const rest = params.toString();
    const target = localizePath(pathname, lng) + (rest ? `?${rest}` : '');
    return target;
  }
  const stored = readStoredLanguage();
  if (stored && stored !== DEFAULT_LANGUAGE && languageFromPath(pathname) === DEFAULT_LANGUAGE && !isSharedLinkPath(pathname)) {
    return localizePath(pathname, stored) + search;
  }
  return undefined;
}
