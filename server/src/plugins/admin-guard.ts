// The gate of /api/admin: app.requireAdmin reads the session and the role from the database
// on every request (through resolveAccessToken). Signed out: 401; user or suspended: 403; a
// staff role (issue 32 §4) the route's entry in shared/src/staff/staff-access.ts does not name:
// 403; then the second factor: an account that has one must have passed it on this session
// (403 two_factor_required), and with STAFF_TWO_FACTOR=required an account without one may
// only enrol (403 two_factor_enrolment_required). Allowed: request.adminActor is set for the
// audit rows of the change. A refusal
// runs before the body is read and changes nothing. It is a security event, not a staff
// action (issue 17 §3): it is counted in access_refusals per address and 10-minute window,
// never written to the audit log, so no volume of refusals can push a staff action out of
// view. Past a rate per address the caller is told to wait (429) and nothing is counted.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ADMIN_ROUTE_ROLES, staffMay, type AdminRouteName } from '@charades/shared/staff/staff-access';
import { isStaffRole, type StaffRole, type StaffTwoFactorMode } from '@charades/shared/staff/staff-roles';
import { AppError } from '../lib/app-error.ts';
import { sessionTwoFactor } from '../services/two-factor/two-factor-state.ts';
import type { AuditActor } from '../services/admin/record-audit.ts';
import { recordAccessRefusal } from '../services/admin/record-access-refusal.ts';
import { bearerToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** STAFF_TWO_FACTOR, for the profile's view of a staff account's second factor. */
    staffTwoFactorMode: StaffTwoFactorMode;
  }
  interface FastifyRequest {
    /** The admin making this request, as the audit log records them. */
    adminActor?: AuditActor;
    /** Their staff role (issue 32 §4), for the rules a route applies per role. */
    staffRole?: StaffRole;
  }
}

function actorOf(request: FastifyRequest, user?: { id: string; email: string }): AuditActor {
  return { id: user?.id ?? null, email: user?.email ?? null, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** The admin route a request reached, if it is one the staff table knows. */
function adminRouteOf(request: FastifyRequest): AdminRouteName | undefined {
  const name = request.routeOptions.config.routeName;
  return name && name in ADMIN_ROUTE_ROLES ? (name as AdminRouteName) : undefined;
}

export default fp<{ staffTwoFactor: StaffTwoFactorMode }>(
  async (app, { staffTwoFactor }) => {
    app.decorate('staffTwoFactorMode', staffTwoFactor);

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
      if (!isStaffRole(user.role)) return refuse(request, new AppError('forbidden'), user);
      // A route outside the table (none is: the matrix test holds every one to it) is no one's.
      const route = adminRouteOf(request);
      if (!route || !staffMay(user.role, route)) return refuse(request, new AppError('forbidden'), user);
      const factor = await sessionTwoFactor(app.db, user.id, user.sessionId);
      if (factor.enabled && !factor.passed) return refuse(request, new AppError('two_factor_required'), user);
      if (!factor.enabled && staffTwoFactor === 'required') return refuse(request, new AppError('two_factor_enrolment_required'), user);
      request.user = user;
      request.staffRole = user.role;
      request.adminActor = actorOf(request, user);
    });
  },
  { name: 'admin-guard', dependencies: ['auth', 'db', 'rate-limit'] },
);
