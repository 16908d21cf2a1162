// What an image upload's screens say before and after sending a file (the admin's image
// field and a deck's pictures): the browser's own checks first, to spare a 2 MB upload that
// would be refused (the server still decides from the bytes), then the error code of a
// failed upload.
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES } from '@charades/shared/images';
import { ApiError } from './api-client';

/** Why `file` would be refused, or undefined. */
export function imageFileProblem(file: File): 'image_too_large' | 'image_type_invalid' | undefined {
  if (file.size > MAX_IMAGE_BYTES) return 'image_too_large';
  if (file.type && !(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'image_type_invalid';
  return undefined;
}

/** The error code of a failed upload. Too large for the balancer in front (its own 413 page)
 *  means what our limit means. */
export function imageUploadErrorCode(err: unknown): string {
  if (!(err instanceof ApiError)) return 'network_error';
  return err.code === 'payload_too_large' ? 'image_too_large' : err.code;
}
