// Every key must exist in every language (LANGUAGES, one <code>.json each); plural keys must
// carry each language's forms (Intl's: Arabic zero, one, two, few, many, other; English one, other).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@charades/shared/errors';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@charades/shared/languages';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const formsOf = (lang: Language) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}

const read = (lang: Language) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `${lang}.json`), 'utf8')) as Record<string, unknown>;
const flat = Object.fromEntries(LANGUAGES.map((lang) => [lang, flatten(read(lang))])) as Record<Language, Record<string, string>>;
const baseKeys = (lang: Language) => new Set(Object.keys(flat[lang]).map((k) => k.replace(PLURAL, '')));
const others = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE);

describe('locales', () => {
  it.each(others)(`have the same keys in ${DEFAULT_LANGUAGE} and %s`, (lang) => {
    const a = baseKeys(DEFAULT_LANGUAGE);
    const e = baseKeys(lang);
    expect(
      [...a].filter((k) => !e.has(k)),
      `in ${DEFAULT_LANGUAGE}.json only`,
    ).toEqual([]);
    expect(
      [...e].filter((k) => !a.has(k)),
      `in ${lang}.json only`,
    ).toEqual([]);
  });

  it.each(LANGUAGES)('%s has every plural form its language needs', (lang) => {
    const plurals = new Set(
      Object.keys(flat[lang])
        .filter((k) => PLURAL.test(k))
        .map((k) => k.replace(PLURAL, '')),
    );
    for (const base of plurals) {
      for (const form of formsOf(lang)) expect(flat[lang], `${base}_${form}`).toHaveProperty([`${base}_${form}`]);
    }
  });

  it('has no empty strings and keeps interpolation variables the same in every language', () => {
    for (const lang of LANGUAGES) {
      for (const [k, v] of Object.entries(flat[lang])) expect(v.trim(), `${lang}:${k}`).not.toBe('');
    }
    const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const lang of others) {
      for (const [k, v] of Object.entries(flat[lang])) {
        const base = k.replace(PLURAL, '');
        const match = Object.entries(flat[DEFAULT_LANGUAGE]).find(
          ([ak]) => ak === k || (ak.replace(PLURAL, '') === base && ak.endsWith('_other')),
        );
        if (!match || PLURAL.test(k)) continue;
        expect(vars(match[1]), `${lang}: ${k}`).toEqual(vars(v));
      }
    }
  });

  it('has a message for every error code the client can receive, in every language', () => {
    // The server's codes (shared/src/errors.ts) and the client's own network_error.
    for (const code of [...ERROR_CODES, 'network_error']) {
      for (const lang of LANGUAGES) expect(flat[lang], `${lang}: errors.${code}`).toHaveProperty([`errors.${code}`]);
    }
  });

  it('writes Arabic texts in Arabic', () => {
    const arabic = /[\u0600-\u06FF]/;
    // Admin pages are English-only by design; the language switch's labels name each other language in its own.
    const exempt = (k: string) =>
      k.startsWith('admin.') || (k.startsWith('header.switchTo.') && k !== 'header.switchTo.ar') || k === 'header.languageToggle';
    const notArabic = Object.entries(flat.ar).filter(([k, v]) => !exempt(k) && !arabic.test(v));
    expect(notArabic).toEqual([]);
  });
});
