// Every key must exist in both languages; plural keys must carry each language's forms
// (Arabic: zero, one, two, few, many, other; English: one, other).
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@charades/shared/errors';
import ar from './ar.json';
import en from './en.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const FORMS = { ar: ['zero', 'one', 'two', 'few', 'many', 'other'], en: ['one', 'other'] } as const;

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}

const flat = { ar: flatten(ar), en: flatten(en) };
const baseKeys = (lang: 'ar' | 'en') => new Set(Object.keys(flat[lang]).map((k) => k.replace(PLURAL, '')));

describe('locales', () => {
  it('have the same keys in ar and en', () => {
    const a = baseKeys('ar');
    const e = baseKeys('en');
    expect(
      [...a].filter((k) => !e.has(k)),
      'in ar.json only',
    ).toEqual([]);
    expect(
      [...e].filter((k) => !a.has(k)),
      'in en.json only',
    ).toEqual([]);
  });

  it.each(['ar', 'en'] as const)('%s has every plural form its language needs', (lang) => {
    const plurals = new Set(
      Object.keys(flat[lang])
        .filter((k) => PLURAL.test(k))
        .map((k) => k.replace(PLURAL, '')),
    );
    for (const base of plurals) {
      for (const form of FORMS[lang]) expect(flat[lang], `${base}_${form}`).toHaveProperty([`${base}_${form}`]);
    }
  });

  it('has no empty strings and keeps interpolation variables the same in both languages', () => {
    for (const lang of ['ar', 'en'] as const) {
      for (const [k, v] of Object.entries(flat[lang])) expect(v.trim(), `${lang}:${k}`).not.toBe('');
    }
    const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [k, v] of Object.entries(flat.en)) {
      const base = k.replace(PLURAL, '');
      const arMatch = Object.entries(flat.ar).find(([ak]) => ak === k || (ak.replace(PLURAL, '') === base && ak.endsWith('_other')));
      if (!arMatch || PLURAL.test(k)) continue;
      expect(vars(arMatch[1]), k).toEqual(vars(v));
    }
  });

  it('has a message for every error code the client can receive, in both languages', () => {
    // The server's codes (shared/src/errors.ts) and the client's own network_error.
    for (const code of [...ERROR_CODES, 'network_error']) {
      for (const lang of ['ar', 'en'] as const) expect(flat[lang], `${lang}: errors.${code}`).toHaveProperty([`errors.${code}`]);
    }
  });

  it('writes Arabic texts in Arabic', () => {
    const arabic = /[\u0600-\u06FF]/;
    // Admin pages are English-only by design; the language switch label names the other language.
    const exempt = (k: string) => k.startsWith('admin.') || k === 'header.switchToEnglish' || k === 'header.languageToggle';
    const notArabic = Object.entries(flat.ar).filter(([k, v]) => !exempt(k) && !arabic.test(v));
    expect(notArabic).toEqual([]);
  });
});
