// The URL decides a page's language: /en/... is English, every other player path Arabic,
// /admin always English. These helpers move a path between the two languages. A page opened
// from outside follows the stored preference first (docs/product.md#screens: path, then local storage), by
// moving to the path of that language; see initialLanguageRedirect.
export type Language = 'ar' | 'en';
export const LANGUAGES: Language[] = ['ar', 'en'];
export const DEFAULT_LANGUAGE: Language = 'ar';
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

export function languageFromPath(pathname: string): Language {
  if (isAdminPath(pathname)) return 'en';
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ar';
}

/** The path without its /en prefix: '/en/play' → '/play', '/en' → '/'. */
export function stripLanguage(pathname: string): string {
  if (pathname === '/en') return '/';
  if (pathname.startsWith('/en/')) return pathname.slice(3);
  return pathname;
}

/** The same page in the given language. */
export function localizePath(pathname: string, language: Language): string {
  const base = stripLanguage(pathname);
  if (language === 'ar') return base;
  return base === '/' ? '/en' : `/en${base}`;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function readStoredLanguage(): Language | undefined {
  try {
    const v = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return v === 'ar' || v === 'en' ? v : undefined;
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
 * if anywhere: `?lng=` wins (and is stored); else an Arabic player path moves to its English
 * twin, query kept, when English is the stored preference. Admin pages never move; shared
 * links move only for ?lng=.
 * Returns undefined to stay.
 */
export function initialLanguageRedirect(pathname: string, search: string): string | undefined {
  if (isAdminPath(pathname)) return undefined;
  const params = new URLSearchParams(search);
  const lng = params.get('lng');
  if (lng === 'ar' || lng === 'en') {
    storeLanguage(lng);
    params.delete('lng');
    const rest = params.toString();
    const target = localizePath(pathname, lng) + (rest ? `?${rest}` : '');
    return target;
  }
  if (readStoredLanguage() === 'en' && languageFromPath(pathname) === 'ar' && !isSharedLinkPath(pathname)) {
    return localizePath(pathname, 'en') + search;
  }
  return undefined;
}
