// /api/admin/users/:id/notes and /two-factor: what staff keep about a person (internal notes,
// issue 32 §3) and an admin turning off a staff member's second factor (issue 32 §4).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { addPersonNote, listPersonNotes } from '../../services/admin/person-notes.ts';
import { resetTwoFactor } from '../../services/admin/reset-two-factor.ts';

export default async function adminStaffOnPersonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(app, 'admin.users.notes'),
    handler: (request) => listPersonNotes({ db: app.db, userId: request.params.id, query: request.query }),
  });

  r.route({
    ...contractRoute(app, 'admin.users.addNote'),
    handler: (request) => addPersonNote({ db: app.db, actor: request.adminActor!, userId: request.params.id, body: request.body.body }),
  });

  r.route({
    ...contractRoute(app, 'admin.users.resetTwoFactor'),
    handler: (request) =>
      resetTwoFactor({ db: app.db, actor: request.adminActor!, userId: request.params.id, reason: request.body.reason }),
  });
}
