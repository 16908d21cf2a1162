import { describe, expect, it } from 'vitest';
import { hasVisibleCharacter, isSafeText, teamNameOf, trimInvisibleEdges } from './text-rules.ts';

describe('text rules', () => {
  it('refuses control characters and lone surrogates, keeps every other character', () => {
    for (const bad of ['a\u0000', '\u0007', 'x\u007f', '\u0085', '\ud800', 'a\udc00b', '\n'])
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    for (const ok of ['الصقور', 'Owls 🦉', '👨‍👩‍👧', 'a\u200bb', 'é', '\u{1F600}']) expect(isSafeText(ok), ok).toBe(true);
  });

  it('finds no visible character in spaces, format characters and fillers', () => {
    for (const blank of [
      '',
      ' ',
      '\u200b',
      '\u200b\u200c\u200d',
      '\u00a0\u2003\u3000',
      '\u200e\u200f',
      '\ufeff',
      '\u3164',
      '\u115f\u1160',
      '\uffa0',
      '\u2800',
      '\u00ad',
      '\u034f',
    ]) {
      expect(hasVisibleCharacter(blank), JSON.stringify(blank)).toBe(false);
    }
    for (const name of ['A', 'ب', '7', '!', '🦉', '٣']) expect(hasVisibleCharacter(name), name).toBe(true);
  });

  it('trims spaces and format characters at both ends only', () => {
    expect(trimInvisibleEdges('\u200b\u00a0 الصقور \u200f\u2003')).toBe('الصقور');
    expect(trimInvisibleEdges('Red\u200bTeam')).toBe('Red\u200bTeam');
    expect(teamNameOf('  \u200b ')).toBeUndefined();
    expect(teamNameOf('\u200b Owls \u200b')).toBe('Owls');
    expect(teamNameOf('❤️')).toBe('❤️');
  });
});
