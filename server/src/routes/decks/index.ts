// /api/decks (issue 31 §1): a signed-in player's own decks, sharing by code, copies and
// reports. Every route is the caller's own: a deck of someone else is "not found", except
// through a live share code.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { detailOf } from '../../services/decks/deck-views.ts';
import { ownDeck, sharedDeck } from '../../services/decks/find-deck.ts';
import { listDecks, openSharedDeck } from '../../services/decks/list-decks.ts';
import { reportDeck } from '../../services/decks/report-deck.ts';
import { copyDeck, createDeck, deleteDeck, updateDeck } from '../../services/decks/save-deck.ts';
import { shareDeck } from '../../services/decks/share-deck.ts';

export default async function deckRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  r.route({
    ...contractRoute(app, 'decks.list'),
    handler: (request) => listDecks({ db: app.db, userId: request.user!.id }),
  });
  r.route({
    ...contractRoute(app, 'decks.create'),
    handler: async (request, reply) =>
      reply.code(201).send(await createDeck({ db: app.db, userId: request.user!.id, content: request.body })),
  });
  r.route({
    ...contractRoute(app, 'decks.get'),
    handler: async (request) => detailOf(app.db, await ownDeck(app.db, request.user!.id, request.params.id)),
  });
  r.route({
    ...contractRoute(app, 'decks.update'),
    handler: (request) => updateDeck({ db: app.db, userId: request.user!.id, deckId: request.params.id, patch: request.body }),
  });
  r.route({
    ...contractRoute(app, 'decks.delete'),
    handler: async (request) => {
      await deleteDeck({ db: app.db, userId: request.user!.id, deckId: request.params.id });
      return { ok: true as const };
    },
  });
  r.route({
    ...contractRoute(app, 'decks.share'),
    handler: (request) => shareDeck({ db: app.db, userId: request.user!.id, deckId: request.params.id, enabled: request.body.enabled }),
  });

  // By share code: counted per player, a good code or a bad one.
  r.route({
    ...contractRoute(app, 'decks.shared'),
    handler: async (request) => {
      await app.enforceRateLimit('deckCodePerUser', request.user!.id);
      return openSharedDeck({ db: app.db, userId: request.user!.id, code: request.params.code });
    },
  });
  r.route({
    ...contractRoute(app, 'decks.copy'),
    handler: async (request, reply) => {
      await app.enforceRateLimit('deckCodePerUser', request.user!.id);
      const source = await sharedDeck(app.db, request.params.code);
      return reply.code(201).send(await copyDeck({ db: app.db, userId: request.user!.id, source }));
    },
  });
  r.route({
    ...contractRoute(app, 'decks.report'),
    handler: async (request) => {
      await app.enforceRateLimit('deckCodePerUser', request.user!.id);
      await app.enforceRateLimit('deckReportsPerUser', request.user!.id);
      await reportDeck({ db: app.db, userId: request.user!.id, code: request.params.code, reason: request.body.reason });
      return { ok: true as const };
    },
  });
}
