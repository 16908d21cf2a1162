import { describe, expect, it } from 'vitest';
import { secondsText } from './game-settings';

describe('secondsText', () => {
  it.each([
    [90_000, 'en', '90 seconds'],
    [1_000, 'en', '1 second'],
    [90_000, 'ar', '90 ثانية'],
    [2_000, 'ar', 'ثانيتان'],
    [3_000, 'ar', '3 ثوان'],
  ])('%i ms in %s is %s (the language’s own plural, Western digits)', (ms, lang, text) => {
    expect(secondsText(ms, lang)).toBe(text);
  });
});
