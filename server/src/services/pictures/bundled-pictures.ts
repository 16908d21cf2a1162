// The picture cards' pictures (issue 31 §2): emoji SVGs of the Twemoji set that the npm
// package @twemoji/svg ships (graphics CC-BY 4.0, credited on the about screen), read from the
// installed package, never fetched from anywhere at run time. A file is read once and kept.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AppError } from '../../lib/app-error.ts';

const FILE = /^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,9}\.svg$/;
const dir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
const cache = new Map<string, Buffer>();

/** The bytes of `file` ('1f418.svg'); picture_not_found for any other name or a missing file. */
export async function bundledPicture(file: string): Promise<Buffer> {
  if (!FILE.test(file)) throw new AppError('image_not_found');
  const kept = cache.get(file);
  if (kept) return kept;
  try {
    const bytes = await readFile(path.join(dir, file));
    cache.set(file, bytes);
    return bytes;
  } catch {
    throw new AppError('image_not_found');
  }
}
