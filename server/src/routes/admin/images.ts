// POST /api/admin/images (issue 17 §5): upload a category image or a poster. The body is the
// file itself (the browser sends a File as is: no multipart parser, no native dependency);
// whatever content type it is sent with, the bytes decide what it is (services/images).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_READ_LIMIT_BYTES } from '@charades/shared/images';
import { AppError } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { storeImage } from '../../services/images/store-image.ts';

export default async function adminImageRoutes(app: FastifyInstance) {
  // This scope reads every body as bytes, whatever it claims to be (a renamed .exe claims
  // image/png, an SVG image/svg+xml, JSON application/json): the service refuses what is not
  // an image with image_type_invalid rather than a parser's own 415.
  app.removeAllContentTypeParsers();
  // Read up to UPLOAD_READ_LIMIT_BYTES: the service refuses more than MAX_IMAGE_BYTES with
  // image_too_large after reading it whole. Beyond, Fastify refuses while it reads: answered as
  // the image's own 413 too, not the generic payload_too_large.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_READ_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((err: Error & { code?: string }) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('image_too_large');
    throw err;
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'admin.images.upload'),
    bodyLimit: UPLOAD_READ_LIMIT_BYTES,
    handler: (request) =>
      storeImage({ db: app.db, actor: request.adminActor!, bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0) }),
  });
}
