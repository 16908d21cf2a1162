// The result image as SVG (issue 31 §4): 1080x1350 (a portrait post), in the game's language
// and direction: the winner with a trophy (or a handshake for a tie), both teams with their
// totals, the points per round, the day it was played and the game's address. Never a title:
// a result image says who won, not what was acted. Rendered to PNG by render-result-image.ts.
// Positions are physical: the renderer anchors text by its x alone, so an Arabic image puts
// the start of each row on the right itself (RTL_X below).
import { directionOf, type Language } from '@charades/shared/languages';
import { IMAGE_FONT_FAMILY } from './image-fonts.ts';
import { drawableName, escapeXml, fittedSize, inDirection, isolate, shortened, type MeasureText } from './image-text.ts';
import { RESULT_IMAGE_TEXTS, playedOnText } from './result-image-texts.ts';

export const RESULT_IMAGE_WIDTH = 1080;
export const RESULT_IMAGE_HEIGHT = 1350;

type Team = 'A' | 'B';
const TEAMS: Team[] = ['A', 'B'];

export interface ResultImageData {
  language: Language;
  teams: Record<Team, string>;
  totals: Record<Team, number>;
  /** Points per round, in order; empty for a game saved before rounds were kept. */
  rounds: Record<Team, number>[];
  playedOn: Date;
  /** The game's address as people type it: host (and port), no scheme. */
  address: string;
}

export interface ResultImageArt {
  /** The emblem's SVG: a trophy, or a handshake for a tie. */
  emblem: (tie: boolean) => string;
  measure: MeasureText;
}

const INK = '#1c1917';
const MUTED = '#57534e';
const BRAND = '#c2410c';
const RULE = '#e7e5e4';

interface TextOptions {
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
}

function text(line: string, dir: 'rtl' | 'ltr', o: TextOptions): string {
  const weight = o.bold ? 700 : 400;
  return `<text x="${o.x}" y="${o.y}" font-family="${IMAGE_FONT_FAMILY}" font-size="${o.size}" font-weight="${weight}" fill="${o.fill ?? INK}" text-anchor="${o.anchor ?? 'middle'}">${escapeXml(inDirection(line, dir))}</text>`;
}

const rule = (y: number) => `<line x1="110" y1="${y}" x2="970" y2="${y}" stroke="${RULE}" stroke-width="3"/>`;

export function resultImageSvg(d: ResultImageData, art: ResultImageArt): string {
  const t = RESULT_IMAGE_TEXTS[d.language];
  const dir = directionOf(d.language);
  const rtl = dir === 'rtl';
  const x = (ltr: number) => (rtl ? RESULT_IMAGE_WIDTH - ltr : ltr);
  const names = { A: drawableName(d.teams.A), B: drawableName(d.teams.B) };
  const tie = d.totals.A === d.totals.B;
  const winner: Team = d.totals.A > d.totals.B ? 'A' : 'B';
  const colour = (team: Team) => (!tie && team === winner ? BRAND : INK);
  const headline = tie ? t.tie : t.winner(names[winner]);
  const emblem = Buffer.from(art.emblem(tie)).toString('base64');

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${RESULT_IMAGE_WIDTH}" height="${RESULT_IMAGE_HEIGHT}" viewBox="0 0 ${RESULT_IMAGE_WIDTH} ${RESULT_IMAGE_HEIGHT}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#9a3412"/></linearGradient></defs>',
    `<rect width="${RESULT_IMAGE_WIDTH}" height="${RESULT_IMAGE_HEIGHT}" fill="url(#bg)"/>`,
    text(t.appName, dir, { x: 540, y: 92, size: 46, bold: true, fill: '#fff7ed' }),
    `<image x="460" y="125" width="160" height="160" href="data:image/svg+xml;base64,${emblem}"/>`,
    text(headline, dir, {
      x: 540,
      y: 380,
      size: fittedSize(headline, { size: 80, min: 34, width: 960, bold: true }, art.measure),
      bold: true,
      fill: '#ffffff',
    }),
    `<rect x="60" y="435" width="960" height="${d.rounds.length > 0 ? 725 : 265}" rx="44" fill="#ffffff"/>`,
  ];
  // Both teams with their totals, names in full.
  TEAMS.forEach((team, i) => {
    const y = 535 + i * 100;
    const size = fittedSize(names[team], { size: 52, min: 26, width: 700, bold: true }, art.measure);
    parts.push(text(isolate(names[team]), dir, { x: x(110), y, size, bold: true, fill: colour(team), anchor: rtl ? 'end' : 'start' }));
    parts.push(text(String(d.totals[team]), dir, { x: x(910), y: y + 6, size: 72, bold: true, fill: colour(team) }));
  });
  if (d.rounds.length > 0) parts.push(...roundsTable(d, names, art.measure, x, colour));
  parts.push(text(playedOnText(d.playedOn, d.language), dir, { x: 540, y: 1232, size: 42, fill: '#ffffff' }));
  parts.push(text(d.address, 'ltr', { x: 540, y: 1295, size: 40, bold: true, fill: '#fff7ed' }));
  parts.push('</svg>');
  return parts.join('');
}

/** Points per round: the round's label, then team A's and team B's, under short names. */
function roundsTable(
  d: ResultImageData,
  names: Record<Team, string>,
  measure: MeasureText,
  x: (ltr: number) => number,
  colour: (team: Team) => string,
): string[] {
  const t = RESULT_IMAGE_TEXTS[d.language];
  const dir = directionOf(d.language);
  const col = { label: x(250), A: x(580), B: x(850) };
  const parts = [rule(700), text(t.perRound, dir, { x: 540, y: 765, size: 36, fill: MUTED })];
  for (const team of TEAMS) {
    const label = shortened(names[team], { size: 32, width: 250, bold: true }, measure);
    parts.push(text(isolate(label), dir, { x: col[team], y: 830, size: 32, bold: true, fill: colour(team) }));
  }
  const step = Math.min(66, 250 / d.rounds.length);
  d.rounds.forEach((round, i) => {
    const y = 905 + i * step;
    parts.push(text(t.round(i + 1), dir, { x: col.label, y, size: 38, fill: MUTED }));
    for (const team of TEAMS) parts.push(text(String(round[team]), dir, { x: col[team], y, size: 46, bold: true }));
  });
  return parts;
}
