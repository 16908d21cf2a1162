import { describe, expect, it } from 'vitest';
import { normalizeTitle } from './title-search.ts';

describe('normalizeTitle', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['آدم', 'ادم'],
    ['ٱلله', 'الله'],
    ['مدرسة', 'مدرسه'],
    ['مستشفى', 'مستشفي'],
    ['مُحَمَّد', 'محمد'],
    ['الـعـراب', 'العراب'],
    ['  The   GODFATHER ', 'the godfather'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeTitle(input)).toBe(expected);
  });

  it('makes the forms a person may type of one title equal', () => {
    expect(normalizeTitle('الأسد الملك')).toBe(normalizeTitle('الاسد الملك'));
    expect(normalizeTitle('باب الحارة')).toBe(normalizeTitle('باب الحاره'));
    expect(normalizeTitle('على بابا')).toBe(normalizeTitle('علي بابا'));
    expect(normalizeTitle('العراب')).not.toBe(normalizeTitle('الغراب'));
  });
});
