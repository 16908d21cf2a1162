// /api/admin/users: list, a person's page (profile, ledger, games), add/remove or set games,
// suspend/reinstate/give or take a staff role, delete (docs/product.md#screens, #server-calls; issue 17 §4,
// issue 32 §4). The guard in index.ts has already checked the caller's role may call the route
// and set request.adminActor and request.staffRole.
import { sendCsv } from '../../lib/csv-reply.ts';
import { exportUsers } from '../../services/admin/export-users.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONFIRM_ADMIN_DELETE_HEADER } from '@charades/shared/schemas/admin';
import { contractRoute } from '../../lib/contract-route.ts';
import { listUsers } from '../../services/admin/list-users.ts';
import { setUserTokens } from '../../services/admin/set-user-tokens.ts';
import { setUserRole } from '../../services/admin/set-user-role.ts';
import { deleteUser } from '../../services/admin/delete-user.ts';
import { findPerson } from '../../services/admin/find-person.ts';
import { listPersonLedger } from '../../services/admin/list-person-ledger.ts';
import { listPersonGames } from '../../services/admin/list-person-games.ts';
import { adjustUserTokens } from '../../services/admin/adjust-user-tokens.ts';

export default async function adminUserRoutes(app: FastifyInstance) {
  findPersonRoutes(app);
  changePersonRoutes(app);
}

/** The list, its CSV and a person's page: profile, ledger and games. */
function findPersonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(app, 'admin.users.list'),
    handler: (request) => listUsers({ db: app.db, query: request.query }),
  });

  r.route({
    ...contractRoute(app, 'admin.users.export'),
    handler: async (request, reply) => {
      const { page: _page, pageSize: _pageSize, ...filters } = request.query;
      const { csv, rows, total } = await exportUsers({ db: app.db, filters });
      return sendCsv(reply, csv, 'users.csv', { rows, total });
    },
  });

  r.route({
    ...contractRoute(app, 'admin.users.get'),
    handler: (request) => findPerson({ db: app.db, userId: request.params.id }),
  });

  r.route({
    ...contractRoute(app, 'admin.users.ledger'),
    handler: (request) => listPersonLedger({ db: app.db, userId: request.params.id, query: request.query }),
  });

  r.route({
    ...contractRoute(app, 'admin.users.games'),
    handler: (request) => listPersonGames({ db: app.db, userId: request.params.id, query: request.query }),
  });
}

/** Games added, removed or set; a role given or taken (suspension included); a deletion. */
function changePersonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(app, 'admin.users.adjustTokens'),
    handler: (request) =>
      adjustUserTokens({
        db: app.db,
        actor: request.adminActor!,
        actorRole: request.staffRole!,
        userId: request.params.id,
        delta: request.body.delta,
        reason: request.body.reason,
      }),
  });

  r.route({
    ...contractRoute(app, 'admin.users.setTokens'),
    handler: (request) =>
      setUserTokens({
        db: app.db,
        actor: request.adminActor!,
        userId: request.params.id,
        tokens: request.body.tokens,
        expectedTokens: request.body.expectedTokens,
        reason: request.body.reason,
      }),
  });

  r.route({
    ...contractRoute(app, 'admin.users.setRole'),
    handler: async (request) => {
      const user = await setUserRole({
        db: app.db,
        actor: request.adminActor!,
        userId: request.params.id,
        role: request.body.role,
        reason: request.body.reason,
      });
      if (user.role === 'suspended') {
        // As the Suspend dialog says: their open games close at once, every viewer told.
        await app.games.closeAccountGames(user.id);
        // The live-sessions check would close the sockets within 2 s; this closes them now.
        app.endAccountSockets(user.id, 'account_suspended');
      }
      return user;
    },
  });

  r.route({
    ...contractRoute(app, 'admin.users.delete'),
    handler: async (request) => {
      const userId = request.params.id;
      const confirmed = request.headers[CONFIRM_ADMIN_DELETE_HEADER] === 'true';
      await deleteUser({ db: app.db, actor: request.adminActor!, userId, adminDeleteConfirmed: confirmed });
      app.endAccountSockets(userId, 'unauthorized');
      return { ok: true as const };
    },
  });
}
