// What an uploaded file really is, read from its bytes (issue 17 §5): never from its name or
// the content type the browser claimed. A PNG, JPEG or WebP whose header names a sane size is
// accepted; anything else (an .exe renamed .png, an SVG, a truncated file) is not. We have no
// image decoder on the server (no native dependencies), so the check is structural: the
// signature, the header that carries the dimensions, and the container's own framing.
import { crc32 } from 'node:zlib';
import type { ImageContentType } from '@charades/shared/images';

export interface ImageInfo {
  contentType: ImageContentType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image's type and size, or null when the bytes are not a PNG, JPEG or WebP we accept.
 *  A sane image too large to accept (MAX_IMAGE_SIDE) is still described: the caller refuses
 *  it with its own message, which names the limit (issue 32 §5). */
export function inspectImage(bytes: Buffer): ImageInfo | null {
  const info = pngInfo(bytes) ?? jpegInfo(bytes) ?? webpInfo(bytes);
  if (!info) return null;
  const { width, height } = info;
  if (!Number.isInteger(width) || !Number.isInteger(height)) return null;
  if (width < 1 || height < 1) return null;
  return info;
}

// PNG: the signature, then IHDR first (length 13), whose CRC must match, and an IEND chunk.
function pngInfo(b: Buffer): ImageInfo | null {
  if (b.length < 8 + 25 + 12 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (crc32(b.subarray(12, 29)) !== b.readUInt32BE(29)) return null;
  if (b.toString('latin1', b.length - 8, b.length - 4) !== 'IEND') return null;
  return { contentType: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

// JPEG: SOI, then marker segments up to a start-of-frame (SOF0-15 but DHT C4, JPG C8, DAC CC),
// which holds the height and width, then on to the first scan (SOS), whose entropy-coded data
// must not be empty, and the end-of-image marker (EOI) closing the file: a file cut short is
// refused like a PNG without IEND. A scan (SOS) before any frame is not a JPEG we accept.
function jpegInfo(b: Buffer): ImageInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  // Encoders may pad after EOI with zero bytes; anything else there means the end is missing.
  let end = b.length;
  while (end > 2 && b[end - 1] === 0x00) end -= 1;
  if (end < 4 || b[end - 2] !== 0xff || b[end - 1] !== 0xd9) return null;
  let frame: ImageInfo | null = null;
  let i = 2;
  while (i + 4 <= end - 2) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9) return null;
    const length = b.readUInt16BE(i + 2);
    if (length < 2 || i + 2 + length > end - 2) return null;
    if (marker === 0xda) {
      // The first scan: after a frame, and with coded data before the closing EOI.
      return frame && i + 2 + length < end - 2 ? frame : null;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame && !frame) {
      if (length < 8) return null;
      frame = { contentType: 'image/jpeg', height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

// WebP: RIFF <size> WEBP whose size covers the file, then VP8 (lossy), VP8L (lossless) or
// VP8X (extended) with the canvas size.
function webpInfo(b: Buffer): ImageInfo | null {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const riffSize = b.readUInt32LE(4);
  // The RIFF size counts everything after its own field; a padding byte may follow.
  if (riffSize + 8 !== b.length && riffSize + 9 !== b.length) return null;
  const chunk = b.toString('latin1', 12, 16);
  const chunkSize = b.readUInt32LE(16);
  if (20 + chunkSize > b.length) return null;
  const d = 20;
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), then the key frame's start code 9d 01 2a and 14-bit sizes.
    if (chunkSize < 10 || b[d + 3] !== 0x9d || b[d + 4] !== 0x01 || b[d + 5] !== 0x2a) return null;
    if ((b[d]! & 1) !== 0) return null; // not a key frame
    return { contentType: 'image/webp', width: b.readUInt16LE(d + 6) & 0x3fff, height: b.readUInt16LE(d + 8) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (chunkSize < 5 || b[d] !== 0x2f) return null;
    const bits = b.readUInt32LE(d + 1);
    return { contentType: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    if (chunkSize < 10) return null;
    return { contentType: 'image/webp', width: b.readUIntLE(d + 4, 3) + 1, height: b.readUIntLE(d + 7, 3) + 1 };
  }
  return null;
}
