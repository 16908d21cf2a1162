// How a key becomes a text (lib/translator.ts), with the real locale files where the rule is
// about them (Arabic's six plural forms) and small bundles where it is about the mechanism.
import { describe, expect, it, vi } from 'vitest';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import { Translator } from './translator';

// Keys outside the typed list, for the small bundles below.
const loose = (translator: Translator) => translator.t as (key: string, options?: object) => string;

describe('Translator', () => {
  it("picks Arabic's plural form for each count, and English's", () => {
    const translator = new Translator('ar', { ar, en });
    const forms = [0, 1, 2, 3, 11, 100].map((count) => translator.t('game.secondsLeft', { count }));
    // Six counts, six different forms (zero, one, two, few, many, other).
    expect(new Set(forms).size).toBe(6);
    expect(forms[0]).toBe(ar.game.secondsLeft_zero.replace('{{count}}', '0'));
    expect(forms[3]).toBe(ar.game.secondsLeft_few.replace('{{count}}', '3'));
    expect(forms[4]).toBe(ar.game.secondsLeft_many.replace('{{count}}', '11'));
    expect(translator.t('game.secondsLeft', { count: 1, lng: 'en' })).toBe(en.game.secondsLeft_one.replace('{{count}}', '1'));
    expect(translator.t('game.secondsLeft', { count: 90, lng: 'en' })).toBe(en.game.secondsLeft_other.replace('{{count}}', '90'));
  });

  it('takes _zero for 0 where the language has it, else the plural form, else the key itself', () => {
    const t = loose(
      new Translator('en', { en: { a: { n_zero: 'none', n_one: 'one', n_other: '{{count}} of them' }, b: { plain: 'just {{count}}' } } }),
    );
    expect(t('a.n', { count: 0 })).toBe('none');
    expect(t('a.n', { count: 1 })).toBe('one');
    expect(t('a.n', { count: 7 })).toBe('7 of them');
    expect(t('b.plain', { count: 3 })).toBe('just 3');
  });

  it('puts each value in once, as typed: a value holding {{…}} or $t(…) stays as it is', () => {
    const t = loose(new Translator('en', { en: { s: { hi: 'Hi {{name}} of {{ team }}, {{missing}}!' } } }));
    expect(t('s.hi', { name: '{{team}}', team: '$t(s.hi)' })).toBe('Hi {{team}} of $t(s.hi), !');
    expect(t('s.hi', { name: '<b>x</b>', team: 0 })).toBe('Hi <b>x</b> of 0, !');
  });

  it('falls back to the default language, then to defaultValue, then to the key', () => {
    const translator = new Translator('en', { ar: { s: { only: 'بالعربية' } }, en: { s: { both: 'both' } } });
    const t = loose(translator);
    expect(t('s.both')).toBe('both');
    expect(t('s.only')).toBe('بالعربية');
    expect(t('s.none', { defaultValue: 'myfatoorah' })).toBe('myfatoorah');
    expect(t('s.none')).toBe('s.none');
    // A section is not a text, nor is anything on an object's prototype.
    expect(t('s')).toBe('s');
    expect(t('s.constructor')).toBe('s.constructor');
    expect(translator.exists('s.only')).toBe(true);
    expect(translator.exists('s.none')).toBe(false);
    expect(translator.exists('__proto__.toString')).toBe(false);
  });

  it('adds a bundle into the sections already there, later texts winning', () => {
    const translator = new Translator('en', { en: { s: { a: 'A', b: 'B' } } });
    translator.addMessages('en', { s: { b: 'B2', c: 'C' }, admin: { x: 'X' } });
    const t = loose(translator);
    expect([t('s.a'), t('s.b'), t('s.c'), t('admin.x')]).toEqual(['A', 'B2', 'C', 'X']);
  });

  it('tells its listeners when the language changes, not when it is set again', () => {
    const translator = new Translator('ar', { ar: { s: { w: 'كلمة' } }, en: { s: { w: 'word' } } });
    const listener = vi.fn();
    const stop = translator.subscribe(listener);
    translator.setLanguage('ar');
    expect(listener).not.toHaveBeenCalled();
    translator.setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(loose(translator)('s.w')).toBe('word');
    expect(loose(translator)('s.w', { lng: 'ar' })).toBe('كلمة');
    stop();
    translator.setLanguage('ar');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
