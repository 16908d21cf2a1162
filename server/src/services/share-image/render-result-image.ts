// The result image as PNG: the SVG of result-image-svg.ts drawn by resvg (a native renderer
// with text shaping, off the event loop in libuv's thread pool), with the app's typeface and
// no system fonts, so every server draws the same picture. Lines are measured by the same
// renderer, so a long team name is sized to the room it has.
import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { bundledPicture } from '../pictures/bundled-pictures.ts';
import { IMAGE_FONT_FAMILY, IMAGE_FONT_FILES } from './image-fonts.ts';
import { escapeXml, type MeasureText } from './image-text.ts';
import { resultImageSvg, type ResultImageData } from './result-image-svg.ts';

const TROPHY = '1f3c6.svg';
const HANDSHAKE = '1f91d.svg';

const OPTIONS: ResvgRenderOptions = {
  font: { loadSystemFonts: false, fontFiles: IMAGE_FONT_FILES, defaultFontFamily: IMAGE_FONT_FAMILY },
  logLevel: 'off',
};

/** The drawn width of one line, from the renderer's own layout of it. */
export const measureText: MeasureText = (line, size, bold) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400"><text x="10" y="200" font-family="${IMAGE_FONT_FAMILY}" font-size="${size}" font-weight="${bold ? 700 : 400}">${escapeXml(line)}</text></svg>`;
  return new Resvg(svg, OPTIONS).getBBox()?.width ?? 0;
};

export async function renderResultImage(data: ResultImageData): Promise<Buffer> {
  const [trophy, handshake] = await Promise.all([bundledPicture(TROPHY), bundledPicture(HANDSHAKE)]);
  const svg = resultImageSvg(data, { emblem: (tie) => (tie ? handshake : trophy).toString('utf8'), measure: measureText });
  return (await renderAsync(svg, OPTIONS)).asPng();
}
