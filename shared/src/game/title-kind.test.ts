import { describe, expect, it } from 'vitest';
import { titleKindOf } from './title-kind.ts';

describe('titleKindOf', () => {
  it('knows the seeded categories, mixed ones included', () => {
    expect(titleKindOf('en-hollywood-blockbusters')).toBe('film');
    expect(titleKindOf('en-sitcoms')).toBe('series');
    expect(titleKindOf('en-anime')).toBe('cartoon');
    expect(titleKindOf('ar-egyptian-classics')).toBe('film');
    expect(titleKindOf('ar-ramadan-drama')).toBe('series');
    expect(titleKindOf('ar-dubbed-cartoons')).toBe('cartoon');
    expect(titleKindOf('ar-khaleeji-series-plays')).toBe('title');
  });

  it("reads an admin's category from the words of its id, and falls back to 'title'", () => {
    expect(titleKindOf('kids-animated-classics')).toBe('cartoon');
    expect(titleKindOf('Turkish-Series')).toBe('series');
    expect(titleKindOf('eighties-movies')).toBe('film');
    expect(titleKindOf('quiz-night')).toBe('title');
    expect(titleKindOf(null)).toBe('title');
    expect(titleKindOf(undefined)).toBe('title');
  });
});
