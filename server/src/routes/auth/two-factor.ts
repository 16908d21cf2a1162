// /api/auth/2fa (issue 32 §4): a staff member enrols an authenticator app (enroll, then confirm
// with its first code, which answers the recovery codes), and a staff sign-in's second step
// (verify: the challenge the password step answered, and a code) gives the session.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { startSession } from '../../services/auth/start-session.ts';
import { confirmTwoFactor, enrollTwoFactor } from '../../services/two-factor/enroll-two-factor.ts';
import { verifyChallenge } from '../../services/two-factor/sign-in-challenge.ts';
import { setRefreshCookie } from './cookies.ts';

export interface TwoFactorRoutesOptions {
  sessionOptions: Omit<Parameters<typeof startSession>[0], 'userId'>;
}

export default async function twoFactorRoutes(app: FastifyInstance, { sessionOptions }: TwoFactorRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(app, 'auth.twoFactorEnroll'),
    onRequest: app.authenticate,
    handler: async (request) => {
      await app.enforceRateLimit('twoFactorEnrolPerUser', request.user!.id);
      return enrollTwoFactor({ db: app.db, userId: request.user!.id });
    },
  });

  r.route({
    ...contractRoute(app, 'auth.twoFactorConfirm'),
    onRequest: app.authenticate,
    handler: async (request) => {
      const user = request.user!;
      await app.enforceRateLimit('twoFactorEnrolPerUser', user.id);
      const actor = { id: user.id, email: user.email, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
      const recoveryCodes = await confirmTwoFactor({ db: app.db, actor, sessionId: user.sessionId, code: request.body.code });
      return { recoveryCodes };
    },
  });

  r.route({
    ...contractRoute(app, 'auth.twoFactorVerify'),
    handler: async (request, reply) => {
      await app.enforceRateLimit('twoFactorPerIp', request.ip);
      const { userId } = await verifyChallenge({ db: app.db, challenge: request.body.challenge, code: request.body.code });
      const started = await startSession({ ...sessionOptions, userId, userAgent: request.headers['user-agent'], twoFactorPassed: true });
      setRefreshCookie(request, reply, started.refreshToken, started.refreshExpiresAt);
      return started.session;
    },
  });
}
