// The URL decides a page's language: /en/... is English, every other player path Arabic,
// /admin always English. These helpers move a path between the two languages.
export type Language = 'ar' | 'en';
export const LANGUAGES: Language[] = ['ar', 'en'];
export const DEFAULT_LANGUAGE: Language = 'ar';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
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
 * Where a first navigation should go, if anywhere: `?lng=` wins, then (only at the home
 * page, where the path says nothing chosen) the stored preference. Returns undefined to stay.
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
  if (pathname === '/' && readStoredLanguage() === 'en') return '/en' + search;
  return undefined;
}
