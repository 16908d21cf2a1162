// Arabic screens write numbers with one digit set, the Western digits (0-9) that prices,
// dates, scores and the clock use everywhere: a how-to text with ٩٠ beside a clock showing
// 1:30 looks like two different apps.
import { describe, expect, it } from 'vitest';
import { Translator } from '../lib/translator';
import ar from './ar.json';
import { formatDateTime, formatMoney, formatPrice } from '../lib/format';

const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

function flatten(obj: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? flatten(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)] as [string, string]],
  );
}

describe('Arabic digits', () => {
  it('ar.json uses no Arabic-Indic or Persian digits', () => {
    const offenders = flatten(ar).filter(([, text]) => ARABIC_INDIC_DIGIT.test(text));
    expect(offenders).toEqual([]);
  });

  it('numbers put into Arabic texts stay Western', async () => {
    const translator = new Translator('ar', { ar });
    // Keys come from the file itself here, not from the typed key list the app uses.
    const t = translator.t as (key: string, options: object) => string;
    const keys = new Set(flatten(ar).map(([k]) => k.replace(/_(zero|one|two|few|many|other)$/, '')));
    const values = { price: formatPrice(3.5), round: 2, total: 4, correct: 3, team: 'الصقور', category: 'أفلام', email: 'a@b.c' };
    for (const count of [0, 1, 2, 3, 11, 90, 100, 1000]) {
      for (const key of keys) {
        const text = t(key, { ...values, count });
        expect(text, key).not.toMatch(ARABIC_INDIC_DIGIT);
      }
    }
    expect(t('game.secondsLeft', { count: 90 })).toContain('90');
  });

  it('formatted prices and dates use Western digits', () => {
    for (const text of [formatMoney('3.5', 'KD'), formatDateTime(new Date(2026, 8, 29, 19, 45).toISOString())]) {
      expect(text).toMatch(/^[0-9./:\- A-Z]+$/);
    }
  });
});
