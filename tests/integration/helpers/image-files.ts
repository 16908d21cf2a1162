// Tiny real image files, built from their bytes: a PNG encoded here (zlib), and a JPEG and
// WebP a browser's canvas encoder wrote (Chromium's toDataURL), kept as their bytes. The WebP
// helpers rebuild the three container forms (VP8, VP8L, VP8X) around real bitstreams.
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A width x height RGB PNG of one colour (or a gradient by `seed`, so files differ). */
export function makePng(width: number, height: number, rgb: [number, number, number] = [225, 29, 72], seed = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + width * 3);
  const raw: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) row.set([(rgb[0] + seed * x) & 255, (rgb[1] + y) & 255, rgb[2]], 1 + x * 3);
    raw.push(Buffer.from(row));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.concat(raw))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG grown to exactly `size` bytes with an ancillary chunk (viewers skip it). */
export function pngOfSize(size: number): Buffer {
  const png = makePng(2, 2, [10, 20, 30], 7);
  const data = Buffer.alloc(size - png.length - 12);
  const chunk = Buffer.alloc(data.length + 12);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('zPad', 4, 'latin1');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
}

/** A 3x2 baseline JPEG (Chromium's canvas encoder, quality 0.8). */
export const JPEG_3X2 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQABW1/9k=',
  'base64',
);

/** Where JPEG_3X2's first scan (SOS) starts and where its coded data begins. */
function jpegScan(): { sos: number; data: number } {
  let i = 2;
  while (JPEG_3X2[i] === 0xff && JPEG_3X2[i + 1] !== 0xda) i += 2 + JPEG_3X2.readUInt16BE(i + 2);
  return { sos: i, data: i + 2 + JPEG_3X2.readUInt16BE(i + 2) };
}
/** JPEG_3X2's marker segments before its scan: a frame, tables, and nothing to draw. */
export const jpegHeadersOnly = () => JPEG_3X2.subarray(0, jpegScan().sos);
/** JPEG_3X2 with its scan header and end marker but no coded data between them. */
export const jpegWithoutScanData = () => Buffer.concat([JPEG_3X2.subarray(0, jpegScan().data), Buffer.from([0xff, 0xd9])]);

function riff(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}
function webpChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}
/** Chromium's 2x3 lossy and lossless bitstreams. */
const VP8_2X3 = Buffer.from('0AEAnQEqAgADAAFAJiWgAnS6AfgAA7AA/u9RL/7nA9nA9nA/jr/+bAgZofOgAA==', 'base64');
const VP8L_2X3 = Buffer.from('LwGAAAAH0LGWdL3/gYjofwAA', 'base64').subarray(0, 17);

/** A 2x3 lossy WebP (simple form: one VP8 chunk). */
export const webpLossy = () => riff([webpChunk('VP8 ', VP8_2X3)]);
/** A 2x3 lossless WebP (simple form: one VP8L chunk). */
export const webpLossless = () => riff([webpChunk('VP8L', VP8L_2X3)]);
/** A 2x3 extended WebP: a VP8X header naming the canvas, then the lossy bitstream. */
export function webpExtended(): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(2 - 1, 4, 3);
  vp8x.writeUIntLE(3 - 1, 7, 3);
  return riff([webpChunk('VP8X', vp8x), webpChunk('VP8 ', VP8_2X3)]);
}
