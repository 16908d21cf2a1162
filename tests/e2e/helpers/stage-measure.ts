// What a room sees on the 1920x1080 stage (issue 16), read from the page: computed font sizes
// and boxes in 1080p pixels, and whether the current title is anywhere in the markup. Shared
// by stage.spec and living-room.spec.
import { expect, type Page } from '@playwright/test';

export interface Measures {
  scale: number;
  /** Smallest visible text, in 1080p pixels (computed font size: the canvas is scaled as a whole). */
  minText: { px: number; text: string };
  /** Visible text outside the stage (the header, a banner): there should be none. */
  outside: string[];
  names: number[];
  scores: number[];
  timer: number | null;
  qr: number | null;
  link: number | null;
  /** Elements closer to an edge of the canvas than 5 % of its size. */
  outsideSafeArea: string[];
  /** Team names wider than their box. */
  overflowingNames: string[];
  /** The canvas on screen: inside the window, filling its width or its height. */
  canvas: { left: number; top: number; right: number; bottom: number; width: number; height: number };
}

/** Sizes as the stage lays them out, read from the page (getComputedStyle, getBoundingClientRect). */
export function measure(page: Page): Promise<Measures> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLElement>('[data-stage-canvas]');
    if (!canvas) throw new Error('no stage on the page');
    const box = canvas.getBoundingClientRect();
    const scale = box.width / 1920;
    const hidden = (el: Element) => {
      for (let up: Element | null = el; up; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.display === 'none' || s.visibility === 'hidden' || s.clipPath !== 'none' || s.clip !== 'auto' || s.opacity === '0')
          return true;
      }
      const r = el.getBoundingClientRect();
      return r.width <= 1 || r.height <= 1;
    };
    const fontPx = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    let minText = { px: Infinity, text: '' };
    const outside: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('script, style') || hidden(el)) continue;
      if (!canvas.contains(el)) {
        outside.push(text.slice(0, 40));
        continue;
      }
      const px = fontPx(el);
      if (px < minText.px) minText = { px, text: text.slice(0, 40) };
    }
    const edge = { x: 0.05 * box.width, y: 0.05 * box.height };
    const outsideSafeArea: string[] = [];
    const safeArea = canvas.querySelector('[data-stage-safe-area]')!;
    for (const el of safeArea.querySelectorAll('*')) {
      if (hidden(el)) continue;
      const r = el.getBoundingClientRect();
      if (
        r.left < box.left + edge.x - 0.5 ||
        r.right > box.right - edge.x + 0.5 ||
        r.top < box.top + edge.y - 0.5 ||
        r.bottom > box.bottom - edge.y + 0.5
      )
        outsideSafeArea.push(
          `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.left - box.left)},${Math.round(r.top - box.top)}..${Math.round(r.right - box.left)},${Math.round(r.bottom - box.top)}`,
        );
    }
    const all = (selector: string) => [...canvas.querySelectorAll(selector)].filter((el) => !hidden(el));
    const overflowingNames = all('[data-stage-team-name]')
      .filter(
        (el) =>
          el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > el.parentElement!.getBoundingClientRect().right + 1,
      )
      .map((el) => el.textContent ?? '');
    const timer = all('[role=timer]')[0];
    const qr = all('[data-stage-qr]')[0];
    const link = all('[data-short-url]')[0];
    const canvasBox = {
      left: box.left,
      top: box.top,
      right: box.right,
      bottom: box.bottom,
      width: document.documentElement.clientWidth,
      height: document.documentElement.clientHeight,
    };
    return {
      canvas: canvasBox,
      scale,
      minText,
      outside,
      names: all('[data-stage-team-name]').map(fontPx),
      scores: all('[data-stage-score] > [aria-hidden]').map(fontPx),
      timer: timer ? fontPx(timer) : null,
      qr: qr ? qr.getBoundingClientRect().width / scale : null,
      link: link ? fontPx(link) : null,
      outsideSafeArea,
      overflowingNames,
    };
  });
}

/** The current title nowhere in the page: no element shows it, no text or attribute holds it
 *  (as a word of its own: a title like "300" is also a number in the markup's sizes). */
export async function expectNoTitle(page: Page, title: string, label: string) {
  const found = await page.evaluate((title) => {
    const word = new RegExp(`(^|[^\\p{L}\\p{N}])${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u');
    const places: string[] = [];
    if (word.test(document.body.textContent ?? '')) places.push('text');
    for (const el of document.querySelectorAll('*'))
      for (const attr of el.attributes)
        if (!['class', 'style', 'd', 'viewBox'].includes(attr.name) && word.test(attr.value)) places.push(`${el.tagName} ${attr.name}`);
    return places;
  }, title);
  expect(found, `${label}: the title "${title}" is in the page`).toEqual([]);
}
