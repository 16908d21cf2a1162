// GET /api/pictures/:file (issue 31 §2): a picture card's picture, one of the bundled emoji
// SVGs. Public like uploaded images, cached for a year (a file never changes under its name),
// and served so that it can only ever be an image: nosniff, a policy that runs nothing.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bundledPicture } from '../../services/pictures/bundled-pictures.ts';
import { IMAGE_RESPONSE_CSP } from '../images/index.ts';

const params = z.object({ file: z.string().max(80, 'image_not_found') });

export default async function pictureRoutes(app: FastifyInstance) {
  app.get('/:file', { schema: { tags: ['content'], params } }, async (request, reply) => {
    const bytes = await bundledPicture((request.params as z.infer<typeof params>).file);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', 'inline')
      .header('content-security-policy', IMAGE_RESPONSE_CSP)
      .header('cross-origin-resource-policy', 'same-origin')
      .type('image/svg+xml')
      .send(bytes);
  });
}
