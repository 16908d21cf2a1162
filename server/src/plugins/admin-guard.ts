// The gate of /api/admin: app.requireAdmin reads the session and the role from the database
// on every request (through resolveAccessToken). Signed out: 401; user or suspended: 403;
// admin: allowed, with request.adminActor set for the audit rows of the change. A refusal
// runs before the body is read and changes nothing. It is a security event, not a staff
// action (issue 17 §3): it is counted in access_refusals per address and 10-minute window,
// never written to the audit log, so no volume of refusals can push a staff action out of
// view. Past a rate per address the caller is told to wait (429) and nothing is counted.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { AuditActor } from '../services/admin/record-audit.ts';
import { recordAccessRefusal } from '../services/admin/record-access-refusal.ts';
import { bearerToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The admin making this request, as the audit log records them. */
    adminActor?: AuditActor;
  }
}

function actorOf(request: FastifyRequest, user?: { id: string; email: string }): AuditActor {
  return { id: user?.id ?? null, email: user?.email ?? null, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export default fp(
  async (app) => {
    async function refuse(request: FastifyRequest, error: AppError, user?: { id: string; email: string; role: string }) {
      // Throws 429 (and logs nothing more) once this address has been refused too often.
      await app.enforceRateLimit('adminRefusalsPerIp', request.ip);
      // The URL without its query: searches are not evidence, and may be long.
      const path = request.url.split('?')[0]?.slice(0, 300) ?? '';
      await recordAccessRefusal({
        db: app.db,
        ip: request.ip,
        route: `${request.method} ${path}`,
        code: error.code,
        user,
        userAgent: request.headers['user-agent'] ?? null,
      });
      throw error;
    }

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      let user;
      try {
        user = await app.resolveAccessToken(bearerToken(request.headers.authorization));
      } catch (err) {
        if (err instanceof AppError) return refuse(request, err);
        throw err;
      }
      if (user.role !== 'admin') return refuse(request, new AppError('forbidden'), user);
      request.user = user;
      request.adminActor = actorOf(request, user);
    });
  },
  { name: 'admin-guard', dependencies: ['auth', 'db', 'rate-limit'] },
);
