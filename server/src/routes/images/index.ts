// GET /api/images/:id (issue 17 §5): an uploaded image, public (players' category pickers and
// posters load it without signing in). The bytes never change under an id (identical uploads
// share one row, and rows are never rewritten), so it is cached for a year and its ETag is the
// SHA-256. The response is only ever an image: the stored type (decided from the bytes on
// upload), nosniff, inline, and a policy that runs nothing should it be opened as a page.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { imageIdParams } from '@charades/shared/schemas/images';
import { findImage } from '../../services/images/find-image.ts';

export const IMAGE_RESPONSE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

export default async function imageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/:id', { schema: { tags: ['content'], params: imageIdParams } }, async (request, reply) => {
    const image = await findImage({ db: app.db, id: request.params.id });
    const etag = `"${image.sha256}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', 'inline')
      .header('content-security-policy', IMAGE_RESPONSE_CSP)
      .header('cross-origin-resource-policy', 'same-origin');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.type(image.contentType).send(image.bytes);
  });
}
