// /api/admin/decks (issue 31 §1): the queue of reported decks, and hiding or showing one.
// The guard of the admin scope (index.ts) has already checked the role and set adminActor.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { listAdminDecks } from '../../services/admin/decks/list-reported-decks.ts';
import { moderateDeck } from '../../services/admin/decks/moderate-deck.ts';

export default async function adminDeckRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(app, 'admin.decks.list'),
    handler: (request) => listAdminDecks({ db: app.db, reported: request.query.reported === 'true' }),
  });
  r.route({
    ...contractRoute(app, 'admin.decks.update'),
    handler: (request) =>
      moderateDeck({
        db: app.db,
        actor: request.adminActor!,
        deckId: request.params.id,
        hidden: request.body.hidden,
        reason: request.body.reason,
        mailer: app.mailer,
        publicUrl: app.publicOrigin(),
        log: request.log,
      }),
  });
}
