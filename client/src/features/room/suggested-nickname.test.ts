import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@charades/shared/languages';
import { suggestedNickname } from './suggested-nickname';

describe('suggestedNickname', () => {
  it('is a friendly name in the page language, within the nickname limit', () => {
    for (const language of LANGUAGES) {
      for (const r of [0, 0.31, 0.5, 0.999]) {
        const name = suggestedNickname(language, () => r);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(24);
        expect(/[\u0600-\u06FF]/.test(name)).toBe(language === 'ar');
      }
    }
    expect(suggestedNickname('en', () => 0)).not.toBe(suggestedNickname('en', () => 0.5));
    // After a refusal, never the name just found taken.
    const taken = suggestedNickname('ar', () => 0);
    for (const r of [0, 0.5, 0.999]) expect(suggestedNickname('ar', () => r, taken)).not.toBe(taken);
  });
});
