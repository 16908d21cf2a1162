// Authentication for routes: app.authenticate reads the Bearer token, then the session and
// the role from the database on every request, so revocation, suspension and deletion take
// effect at once. Routes that suspended users may still call opt in with allowSuspended.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { authSessions, profiles } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { createAccessTokenIssuer, type AccessTokenIssuer } from '../services/auth/access-token.ts';
import type { AuthUser } from '../services/auth/auth-user.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokenIssuer;
    // Properties, not methods: routes pass them by reference as hooks.
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    authenticateAllowSuspended: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    resolveAccessToken(token: string | undefined): Promise<AuthUser>;
    /** The session's user as the database sees it now, or undefined if it has ended. */
    loadSessionUser(userId: string, sessionId: string): Promise<AuthUser | undefined>;
    /** The users of those sessions that are still valid, in one read. */
    loadSessionUsers(sessionIds: string[]): Promise<AuthUser[]>;
    /** Whether every one of these is still what loadSessionUsers would answer now (the same
     *  session live, with the same user, role and e-mail), in one count. */
    sessionUsersUnchanged(users: AuthUser[]): Promise<boolean>;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export default fp<{ secret: string; ttlSeconds: number }>(
  async (app, { secret, ttlSeconds }) => {
    const issuer = createAccessTokenIssuer(secret, ttlSeconds);
    app.decorate('accessTokens', issuer);
    app.decorateRequest('user', undefined);

    // A session counts while it is neither revoked nor expired.
    const sessionIsLive = and(isNull(authSessions.revokedAt), gt(authSessions.expiresAt, sql`now()`));

    // Runs on every authenticated request: built once as a prepared statement instead of
    // through the query builder each time.
    const sessionUserQuery = app.db
      .select({ id: profiles.id, email: profiles.email, role: profiles.role })
      .from(profiles)
      .innerJoin(authSessions, eq(authSessions.userId, profiles.id))
      .where(and(eq(profiles.id, sql.placeholder('userId')), eq(authSessions.id, sql.placeholder('sessionId')), sessionIsLive))
      .prepare('load_session_user');

    async function loadSessionUser(userId: string, sessionId: string): Promise<AuthUser | undefined> {
      const [row] = await sessionUserQuery.execute({ userId, sessionId });
      return row ? { ...row, sessionId } : undefined;
    }
    app.decorate('loadSessionUser', loadSessionUser);

    async function loadSessionUsers(sessionIds: string[]): Promise<AuthUser[]> {
      if (sessionIds.length === 0) return [];
      return app.db
        .select({ id: profiles.id, email: profiles.email, role: profiles.role, sessionId: authSessions.id })
        .from(authSessions)
        .innerJoin(profiles, eq(profiles.id, authSessions.userId))
        .where(and(inArray(authSessions.id, sessionIds), sessionIsLive));
    }
    app.decorate('loadSessionUsers', loadSessionUsers);

    // The live sessions' background re-read (game/live-sessions.ts) finds nothing changed
    // nearly every time: a count of the sessions still as held answers it, instead of every
    // user's row read, sent and decoded again (issue 18: 10,000 signed-in TVs re-read every
    // second). One field fewer or more in AuthUser must be matched here too.
    async function sessionUsersUnchanged(users: AuthUser[]): Promise<boolean> {
      if (users.length === 0) return true;
      const held = users.map((u) => [u.sessionId, u.id, u.role, u.email].join(' '));
      const [row] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(authSessions)
        .innerJoin(profiles, eq(profiles.id, authSessions.userId))
        .where(
          and(
            inArray(
              authSessions.id,
              users.map((u) => u.sessionId),
            ),
            sessionIsLive,
            inArray(sql`concat_ws(' ', ${authSessions.id}, ${profiles.id}, ${profiles.role}, ${profiles.email})`, held),
          ),
        );
      return row?.n === users.length;
    }
    app.decorate('sessionUsersUnchanged', sessionUsersUnchanged);

    async function resolveAccessToken(token: string | undefined): Promise<AuthUser> {
      if (!token) throw new AppError('unauthorized');
      const claims = await issuer.verify(token);
      const user = await loadSessionUser(claims.userId, claims.sessionId);
      if (!user) throw new AppError('unauthorized');
      return user;
    }
    app.decorate('resolveAccessToken', resolveAccessToken);

    app.decorate('authenticateAllowSuspended', async (request: FastifyRequest) => {
      request.user = await resolveAccessToken(bearerToken(request.headers.authorization));
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const user = await resolveAccessToken(bearerToken(request.headers.authorization));
      if (user.role === 'suspended') throw new AppError('account_suspended');
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
