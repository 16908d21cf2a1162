// Text for the result image's SVG. Team names are the players' own: escaped, so they stay
// text and never become markup; stripped of controls and of bidi marks that could turn the
// line around; stripped of emoji, which the typeface has no glyph for (they would be boxes).
// The renderer (resvg) always lays a line out left to right, whatever its `direction`, so an
// Arabic line is wrapped in a right-to-left embedding, and a name inside a sentence in an
// isolate, as a browser does with dir="auto".

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

// C0/C1 controls; bidi marks, embeddings, overrides and isolates; emoji (pictographs, their
// joiner, variation selector, keycap, skin tones, flag letters and tag characters).
const UNDRAWN = new Set([
  0x061c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x20e3, 0xfe0f,
]);
const UNDRAWN_RANGES: [number, number][] = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
  [0x1f1e6, 0x1f1ff],
  [0x1f3fb, 0x1f3ff],
  [0xe0020, 0xe007f],
];
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

function drawable(char: string): boolean {
  const cp = char.codePointAt(0)!;
  if (UNDRAWN.has(cp) || UNDRAWN_RANGES.some(([from, to]) => cp >= from && cp <= to)) return false;
  return !PICTOGRAPH.test(char);
}

/** A player's name as the image can draw it: what the typeface holds, trimmed. */
export function drawableName(text: string): string {
  return [...text].filter(drawable).join('').replace(/\s+/g, ' ').trim();
}

/** `name` isolated from the sentence around it (first strong character decides, as dir=auto). */
export const isolate = (name: string) => `\u2068${name}\u2069`;

/** A whole line in its direction: a right-to-left line (Arabic) is embedded right to left. */
export function inDirection(line: string, dir: 'rtl' | 'ltr'): string {
  return dir === 'rtl' ? `\u202b${line}\u202c` : line;
}

/** How wide a line is drawn at a size, in pixels (render-result-image.ts asks the renderer). */
export type MeasureText = (line: string, size: number, bold: boolean) => number;

/** The largest size at most `size`, and at least `min`, at which `line` fits `width`. */
export function fittedSize(line: string, o: { size: number; min: number; width: number; bold: boolean }, measure: MeasureText): number {
  const drawn = measure(line, o.size, o.bold);
  return drawn <= o.width ? o.size : Math.max(o.min, Math.floor((o.size * o.width) / drawn));
}

/** `name` cut with an ellipsis until it fits `width` at `size` (a column's short label). */
export function shortened(name: string, o: { size: number; width: number; bold: boolean }, measure: MeasureText): string {
  let chars = [...name];
  while (chars.length > 1 && measure(chars.length < [...name].length ? `${chars.join('')}…` : name, o.size, o.bold) > o.width) {
    chars = chars.slice(0, Math.max(1, Math.floor(chars.length * 0.9)));
  }
  return chars.length < [...name].length ? `${chars.join('').trimEnd()}…` : name;
}
