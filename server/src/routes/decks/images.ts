// POST /api/decks/images (issue 31 §1): a signed-in player's picture for a deck title. The body
// is the file itself, read as bytes whatever it claims to be, as the admin's uploads are
// (routes/admin/images.ts); the service decides from the bytes and counts the account's quota.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_READ_LIMIT_BYTES } from '@charades/shared/images';
import { contractRoute } from '../../lib/contract-route.ts';
import { bodyBytes, readBodiesAsImageBytes } from '../../lib/upload-body.ts';
import { storeDeckImage } from '../../services/decks/store-deck-image.ts';

export default async function deckImageRoutes(app: FastifyInstance) {
  readBodiesAsImageBytes(app);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'decks.images.upload'),
    onRequest: app.authenticate,
    bodyLimit: UPLOAD_READ_LIMIT_BYTES,
    handler: (request) => storeDeckImage({ db: app.db, userId: request.user!.id, bytes: bodyBytes(request.body) }),
  });
}
