// POST /api/admin/images (issue 17 §5): upload a category image or a poster. The body is the
// file itself (the browser sends a File as is: no multipart parser, no native dependency);
// whatever content type it is sent with, the bytes decide what it is (services/images).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_READ_LIMIT_BYTES } from '@charades/shared/images';
import { contractRoute } from '../../lib/contract-route.ts';
import { bodyBytes, readBodiesAsImageBytes } from '../../lib/upload-body.ts';
import { storeImage } from '../../services/images/store-image.ts';

export default async function adminImageRoutes(app: FastifyInstance) {
  readBodiesAsImageBytes(app);

  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'admin.images.upload'),
    bodyLimit: UPLOAD_READ_LIMIT_BYTES,
    handler: (request) => storeImage({ db: app.db, actor: request.adminActor!, bytes: bodyBytes(request.body) }),
  });
}
