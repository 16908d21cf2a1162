// /api/admin/users: list, set games, suspend/reinstate/demote, delete (SPEC §2, §7). The
// guard in index.ts has already checked the caller is an admin and set request.adminActor.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserSchema,
  CONFIRM_ADMIN_DELETE_HEADER,
  deletedResponse,
  idParams,
  setRoleBody,
  setTokensBody,
  userListQuery,
  userListResponse,
} from '@charades/shared/schemas/admin';
import { listUsers } from '../../services/admin/list-users.ts';
import { setUserTokens } from '../../services/admin/set-user-tokens.ts';
import { setUserRole } from '../../services/admin/set-user-role.ts';
import { deleteUser } from '../../services/admin/delete-user.ts';

const userParams = idParams('user_not_found');

export default async function adminUserRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/users', { schema: { tags: ['admin'], querystring: userListQuery, response: { 200: userListResponse } } }, (request) =>
    listUsers({ db: app.db, query: request.query }),
  );

  r.patch(
    '/users/:id/tokens',
    { schema: { tags: ['admin'], params: userParams, body: setTokensBody, response: { 200: adminUserSchema } } },
    (request) => setUserTokens({ db: app.db, actor: request.adminActor!, userId: request.params.id, tokens: request.body.tokens }),
  );

  r.patch(
    '/users/:id/role',
    { schema: { tags: ['admin'], params: userParams, body: setRoleBody, response: { 200: adminUserSchema } } },
    async (request) => {
      const user = await setUserRole({ db: app.db, actor: request.adminActor!, userId: request.params.id, role: request.body.role });
      if (user.role === 'suspended') {
        // As the Suspend dialog says: their open games close at once, every viewer told.
        await app.games.closeAccountGames(user.id);
        // The live-sessions check would close the sockets within 2 s; this closes them now.
        app.endAccountSockets(user.id, 'account_suspended');
      }
      return user;
    },
  );

  r.delete('/users/:id', { schema: { tags: ['admin'], params: userParams, response: { 200: deletedResponse } } }, async (request) => {
    const userId = request.params.id;
    const confirmed = request.headers[CONFIRM_ADMIN_DELETE_HEADER] === 'true';
    await deleteUser({ db: app.db, actor: request.adminActor!, userId, adminDeleteConfirmed: confirmed });
    app.endAccountSockets(userId, 'unauthorized');
    return { ok: true as const };
  });
}
