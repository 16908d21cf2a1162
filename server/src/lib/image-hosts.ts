// Issue 17 §5: a title's poster or a category's image is our own upload (/api/images/<id>) or
// an http(s) URL on one of the outside hosts of IMAGE_HOSTS, the ones the content security
// policy lets browsers load. Any other URL would be saved and then blocked on every screen,
// so the save is refused and the admin told to upload the image instead.
import { OWN_IMAGE_PATH } from '@charades/shared/images';
import { AppError } from './app-error.ts';

/** 'ok', or why the URL may not be saved as an image. */
export function imageUrlVerdict(
  url: string | null | undefined,
  allowedOrigins: readonly string[],
): 'ok' | 'url_invalid' | 'image_host_not_allowed' {
  if (!url || OWN_IMAGE_PATH.test(url)) return 'ok';
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return 'url_invalid';
  }
  return allowedOrigins.includes(origin) ? 'ok' : 'image_host_not_allowed';
}

export function assertImageHostAllowed(url: string | null | undefined, allowedOrigins: readonly string[]): void {
  const verdict = imageUrlVerdict(url, allowedOrigins);
  if (verdict !== 'ok') throw new AppError(verdict);
}
