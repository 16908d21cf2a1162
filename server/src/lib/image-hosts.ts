// Issue 17 §5: a title's poster or a category's image is our own upload (/api/images/<id>) or
// an http(s) URL on one of the outside hosts of IMAGE_HOSTS, the ones the content security
// policy lets browsers load. Any other URL would be saved and then blocked on every screen,
// so the save is refused and the admin told to upload the image instead.
import { OWN_IMAGE_PATH } from '@charades/shared/images';
import { AppError } from './app-error.ts';

export function assertImageHostAllowed(url: string | null | undefined, allowedOrigins: readonly string[]): void {
  if (!url || OWN_IMAGE_PATH.test(url)) return;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    throw new AppError('url_invalid');
  }
  if (!allowedOrigins.includes(origin)) throw new AppError('image_host_not_allowed');
}
