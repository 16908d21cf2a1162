import { describe, expect, it } from 'vitest';
import { languageOfSelection } from './use-seen-languages';

describe('the language of a bulk move (issue 32 §5)', () => {
  const seen = new Map([
    ['a', 'en'],
    ['b', 'en'],
    ['c', 'ar'],
  ] as const);

  it('is the one language of the selected titles', () => {
    expect(languageOfSelection(new Set(['a', 'b']), seen)).toBe('en');
    expect(languageOfSelection(new Set(['c']), seen)).toBe('ar');
  });

  it('is mixed when both languages are selected, and unknown when nothing is', () => {
    expect(languageOfSelection(new Set(['a', 'c']), seen)).toBe('mixed');
    expect(languageOfSelection(new Set(), seen)).toBeNull();
    expect(languageOfSelection(new Set(['never-shown']), seen)).toBeNull();
  });
});
