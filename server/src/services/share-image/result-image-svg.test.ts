import { describe, expect, it } from 'vitest';
import { resultImageSvg, type ResultImageData } from './result-image-svg.ts';
import { drawableName } from './image-text.ts';

// A rough measure (half an em a character): these tests read the SVG's words, not its sizes.
const art = {
  emblem: (tie: boolean) => (tie ? '<svg id="tie"/>' : '<svg id="trophy"/>'),
  measure: (s: string, size: number) => s.length * size * 0.5,
};

const data = (over: Partial<ResultImageData> = {}): ResultImageData => ({
  language: 'en',
  teams: { A: 'Falcons', B: 'Pearls' },
  totals: { A: 5, B: 3 },
  rounds: [
    { A: 2, B: 1 },
    { A: 1, B: 1 },
    { A: 1, B: 0 },
    { A: 1, B: 1 },
  ],
  playedOn: new Date('2026-11-28T12:00:00Z'),
  address: 'play.example.com',
  ...over,
});

/** The words of every <text>, with the bidi controls the image adds taken out. */
function words(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m[1]!
      .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

describe('the result image', () => {
  it('tells the winner, both teams with their totals, every round, the day and the address, in English', () => {
    const svg = resultImageSvg(data(), art);
    expect(svg).toMatch(/^<svg [^>]*width="1080" height="1350"/);
    const w = words(svg);
    expect(w).toEqual(expect.arrayContaining(['Charades', 'Falcons wins!', 'Falcons', 'Pearls', '5', '3', 'Points per round']));
    expect(w).toEqual(expect.arrayContaining(['Round 1', 'Round 2', 'Round 3', 'Round 4', 'November 28, 2026', 'play.example.com']));
    expect(svg).toContain(Buffer.from('<svg id="trophy"/>').toString('base64'));
  });

  it('says it in Arabic, right to left, with the team named as the results screen names it', () => {
    const svg = resultImageSvg(data({ language: 'ar', teams: { A: 'الصقور', B: 'فريق اللؤلؤ' }, totals: { A: 2, B: 6 } }), art);
    const w = words(svg);
    // "فريق" is added to a name that does not say it already (as game.teamLabel does).
    expect(w).toEqual(
      expect.arrayContaining(['تمثيل', 'فاز فريق اللؤلؤ!', 'الصقور', 'النقاط في كل جولة', 'الجولة 1', 'الجولة 4', '28 نوفمبر 2026']),
    );
    // Every Arabic line is embedded right to left, since the renderer lays lines out left to right.
    expect(svg).toContain('>\u202bتمثيل\u202c<');
    // The rows start on the right: a team's name is anchored at its end, near the right edge.
    expect(svg).toMatch(/<text x="970" [^>]*text-anchor="end">\u202b\u2068الصقور\u2069\u202c<\/text>/);
  });

  it('is a handshake and no winner for a tie', () => {
    const svg = resultImageSvg(data({ totals: { A: 4, B: 4 } }), art);
    expect(words(svg)).toContain("It's a tie!");
    expect(words(svg).some((x) => x.includes('wins'))).toBe(false);
    expect(svg).toContain(Buffer.from('<svg id="tie"/>').toString('base64'));
  });

  it("keeps a name's markup as text, and leaves out what the typeface cannot draw", () => {
    const svg = resultImageSvg(data({ teams: { A: '<script>x</script> & "co"', B: '🦁 Lions\u202e' } }), art);
    expect(svg).not.toContain('<script>');
    expect(words(svg)).toEqual(expect.arrayContaining(['<script>x</script> & "co" wins!', 'Lions']));
    expect(svg).not.toContain('🦁');
    expect(svg).not.toContain('\u202e');
  });

  it('the Kuwait day: a game started at 21:30 UTC was played the next day there', () => {
    const w = words(resultImageSvg(data({ playedOn: new Date('2026-11-28T21:30:00Z') }), art));
    expect(w).toContain('November 29, 2026');
  });

  it('draws totals alone for a game saved before rounds were kept', () => {
    const w = words(resultImageSvg(data({ rounds: [] }), art));
    expect(w).not.toContain('Points per round');
    expect(w).toEqual(expect.arrayContaining(['5', '3']));
  });

  it('shrinks a long name to its room, and shortens it under a round column', () => {
    const long = 'The Incredibly Long Family Team Name Xy';
    const svg = resultImageSvg(data({ teams: { A: long, B: 'B' } }), art);
    const row = svg.match(new RegExp(`font-size="(\\d+)"[^>]*>\u2068${long}\u2069<`));
    expect(Number(row![1])).toBeLessThan(52);
    expect(Number(row![1]) * long.length * 0.5).toBeLessThanOrEqual(700);
    expect(words(svg).some((x) => x.endsWith('…') && long.startsWith(x.slice(0, -1)))).toBe(true);
  });
});

describe('drawableName', () => {
  it('drops emoji (with joiners, skin tones and flags), controls and bidi marks; keeps letters and digits', () => {
    expect(drawableName('👨‍👩‍👧 Family 🇰🇼 #1 👍🏽')).toBe('Family #1');
    expect(drawableName('a\u0000b\u200fc\u2066d')).toBe('abcd');
    expect(drawableName('  فريق   البنات ')).toBe('فريق البنات');
  });
});
