import { describe, expect, it } from 'vitest';
import {
  ADMIN_LANGUAGE,
  DEFAULT_LANGUAGE,
  LANGUAGE_FACTS,
  LANGUAGES,
  directionOf,
  isLanguage,
  pathInLanguage,
  type Language,
} from './languages.ts';
import { languageSchema } from './schemas/auth.ts';

describe('the languages', () => {
  it('are a list of distinct codes with the default and the admin area among them', () => {
    expect(LANGUAGES.length).toBeGreaterThan(0);
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
    for (const l of LANGUAGES) expect(l).toMatch(/^[a-z]{2,3}$/);
    expect(LANGUAGES).toContain(DEFAULT_LANGUAGE);
    expect(LANGUAGES).toContain(ADMIN_LANGUAGE);
    // Arabic first: the game is Arabic-first (docs/product.md).
    expect(LANGUAGES[0]).toBe(DEFAULT_LANGUAGE);
  });

  it('have their facts, and only theirs', () => {
    expect(Object.keys(LANGUAGE_FACTS).sort()).toEqual([...LANGUAGES].sort());
    for (const l of LANGUAGES) expect(LANGUAGE_FACTS[l].locale.split('-')[0]).toBe(l);
  });

  it('give the default language the paths without a prefix, and every other one a prefix of its own', () => {
    const prefixes = LANGUAGES.map((l) => LANGUAGE_FACTS[l].routePrefix);
    expect(LANGUAGES.filter((l) => LANGUAGE_FACTS[l].routePrefix === '')).toEqual([DEFAULT_LANGUAGE]);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes.filter(Boolean)) expect(prefix).toMatch(/^\/[a-z-]+$/);
  });

  it('make Arabic the default, right to left at /, and English left to right at /en', () => {
    expect(DEFAULT_LANGUAGE).toBe('ar');
    expect(ADMIN_LANGUAGE).toBe('en');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(LANGUAGE_FACTS.en.routePrefix).toBe('/en');
  });

  it('tell a language code from anything else', () => {
    for (const l of LANGUAGES) expect(isLanguage(l)).toBe(true);
    for (const v of ['fr', 'AR', '', ' en', null, undefined, 1, 'constructor', '__proto__', 'toString']) expect(isLanguage(v)).toBe(false);
  });

  it('validate with the same list', () => {
    for (const l of LANGUAGES) expect(languageSchema.parse(l)).toBe(l);
    expect(languageSchema.safeParse('fr').success).toBe(false);
    expect(languageSchema.options).toEqual([...LANGUAGES]);
  });

  it.each([
    ['/play', 'ar', '/play'],
    ['/play', 'en', '/en/play'],
    ['/', 'ar', '/'],
    ['/', 'en', '/en'],
    ['/j/ROOM23', 'en', '/en/j/ROOM23'],
  ] as [string, Language, string][])('puts %s in %s as %s', (path, language, expected) => {
    expect(pathInLanguage(path, language)).toBe(expected);
  });
});
