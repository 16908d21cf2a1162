import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialLanguageRedirect, isSharedLinkPath, languageFromPath, localizePath, stripLanguage } from './language';

// The node test environment has no localStorage; give the helpers a real in-memory one.
beforeEach(() => {
  const data = new Map<string, string>();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('language from the URL', () => {
  it.each([
    ['/', 'ar'],
    ['/play', 'ar'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/past-games', 'en'],
    ['/english', 'ar'],
    ['/admin', 'en'],
    ['/admin/users', 'en'],
    ['/reveal/abc', 'ar'],
  ])('%s is %s', (path, lang) => {
    expect(languageFromPath(path)).toBe(lang);
  });

  it.each([
    ['/', 'en', '/en'],
    ['/play', 'en', '/en/play'],
    ['/en/play', 'ar', '/play'],
    ['/en', 'ar', '/'],
    ['/en/play', 'en', '/en/play'],
    ['/reset-password', 'en', '/en/reset-password'],
  ] as const)('localizes %s to %s as %s', (path, lang, expected) => {
    expect(localizePath(path, lang)).toBe(expected);
  });

  it('strips only a real /en segment', () => {
    expect(stripLanguage('/english/x')).toBe('/english/x');
    expect(stripLanguage('/en/x')).toBe('/x');
  });
});

describe('first-visit redirects', () => {
  it('follows ?lng= and remembers it', () => {
    expect(initialLanguageRedirect('/', '?lng=en')).toBe('/en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(initialLanguageRedirect('/en/play', '?lng=ar&x=1')).toBe('/play?x=1');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });

  it('ignores an unknown ?lng=', () => {
    expect(initialLanguageRedirect('/', '?lng=fr')).toBeUndefined();
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });

  it('sends a visitor who chose English to the English twin of any player page, query kept', () => {
    expect(initialLanguageRedirect('/', '')).toBeUndefined();
    expect(initialLanguageRedirect('/play', '')).toBeUndefined();
    localStorage.setItem('i18nextLng', 'en');
    expect(initialLanguageRedirect('/', '')).toBe('/en');
    expect(initialLanguageRedirect('/play', '?game=abc')).toBe('/en/play?game=abc');
    expect(initialLanguageRedirect('/past-games', '')).toBe('/en/past-games');
    expect(initialLanguageRedirect('/reset-password', '?token=t')).toBe('/en/reset-password?token=t');
    expect(initialLanguageRedirect('/en/play', '?game=abc')).toBeUndefined();
    expect(initialLanguageRedirect('/admin', '')).toBeUndefined();
    expect(initialLanguageRedirect('/admin/users', '?lng=ar')).toBeUndefined();
  });

  it('keeps Arabic pages Arabic for a visitor who chose Arabic', () => {
    localStorage.setItem('i18nextLng', 'ar');
    expect(initialLanguageRedirect('/play', '')).toBeUndefined();
    expect(initialLanguageRedirect('/en/play', '')).toBeUndefined();
  });

  it('leaves shared links in the language their sender chose', () => {
    localStorage.setItem('i18nextLng', 'en');
    expect(isSharedLinkPath('/reveal/abc')).toBe(true);
    expect(isSharedLinkPath('/en/share/abc')).toBe(true);
    expect(isSharedLinkPath('/revealed')).toBe(false);
    expect(initialLanguageRedirect('/reveal/abc', '')).toBeUndefined();
    expect(initialLanguageRedirect('/share/abc', '')).toBeUndefined();
    expect(initialLanguageRedirect('/reveal/abc', '?lng=en')).toBe('/en/reveal/abc');
    expect(initialLanguageRedirect('/revealed', '')).toBe('/en/revealed');
  });
});
