// A route scope that reads every body as bytes, whatever it claims to be (a renamed .exe
// claims image/png, an SVG image/svg+xml, JSON application/json): the image service refuses
// what is not an image with image_type_invalid rather than a parser's own 415. It reads up to
// UPLOAD_READ_LIMIT_BYTES, so the service refuses more than MAX_IMAGE_BYTES with
// image_too_large after reading it whole; beyond, Fastify refuses while it reads, answered as
// the image's own 413 too, not the generic payload_too_large. For the admin's and the
// players' image uploads.
import type { FastifyInstance } from 'fastify';
import { UPLOAD_READ_LIMIT_BYTES } from '@charades/shared/images';
import { AppError } from './app-error.ts';

export function readBodiesAsImageBytes(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_READ_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((err: Error & { code?: string }) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('image_too_large');
    throw err;
  });
}

/** The request's body as read by that scope (an empty buffer when none came). */
export const bodyBytes = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
