// /api/auth: sign-up, sign-in, refresh (rotating cookie), sign-out, recover, reset, confirm.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { signUpUser } from '../../services/auth/sign-up-user.ts';
import { verifyCredentials } from '../../services/auth/verify-credentials.ts';
import { startSession } from '../../services/auth/start-session.ts';
import { refreshSession } from '../../services/auth/refresh-session.ts';
import { revokeSession, sessionIdForRefreshToken } from '../../services/auth/rotate-refresh-token.ts';
import { resetPassword } from '../../services/auth/reset-password.ts';
import { confirmEmail } from '../../services/auth/confirm-email.ts';
import { sendConfirmationEmail } from '../../services/auth/send-confirmation-email.ts';
import { resendConfirmationEmail } from '../../services/auth/resend-confirmation-email.ts';
import { sendPasswordResetEmail } from '../../services/auth/send-password-reset-email.ts';
import { challengeIfNeeded } from '../../services/two-factor/sign-in-challenge.ts';
import { bearerToken } from '../../plugins/auth.ts';
import twoFactorRoutes, { type TwoFactorRoutesOptions } from './two-factor.ts';
import { clearRefreshCookie, knownDevices, refreshCookieOf, setRefreshCookie, type KnownDevices } from './cookies.ts';
import { DEFAULT_LANGUAGE } from '@charades/shared/languages';

export interface AuthRoutesOptions {
  /** Signs device cookies (services/auth/device-cookie.ts). */
  deviceSecret: string;
  refreshTtlDays: number;
  /** REFRESH_REUSE_GRACE_SECONDS (services/auth/rotate-refresh-token.ts). */
  refreshReuseGraceSeconds: number;
  requireEmailConfirmation: boolean;
}

export default async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const devices = knownDevices(opts.deviceSecret);
  const sessionOptions: SessionOptions = {
    db: app.db,
    tokens: app.accessTokens,
    refreshTtlDays: opts.refreshTtlDays,
    staffTwoFactor: app.staffTwoFactorMode,
  };
  signUpRoute(app, opts, devices, sessionOptions);
  signInRoute(app, opts, devices, sessionOptions);
  await app.register(twoFactorRoutes, { sessionOptions });
  refreshRoute(app, opts);
  signOutRoute(app);
  emailLinkRoutes(app);
}

type SessionOptions = TwoFactorRoutesOptions['sessionOptions'];

// E-mail links use the address players' devices reach (PUBLIC_URL, else the LAN address a
// server on every interface is reached at), never localhost: each phone's own.
const mail = (app: FastifyInstance) => ({ db: app.db, mailer: app.mailer, publicUrl: app.publicOrigin() });

function signUpRoute(app: FastifyInstance, opts: AuthRoutesOptions, devices: KnownDevices, sessionOptions: SessionOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(app, 'auth.signUp'),
    handler: async (request, reply) => {
      await app.enforceRateLimit('signUpPerIp', request.ip);
      const { email, password, language } = request.body;
      const created = await signUpUser({ db: app.db, email, password, language, confirmed: !opts.requireEmailConfirmation });
      if (opts.requireEmailConfirmation) {
        // The account exists now whatever happens to the e-mail; if sending fails, the user
        // asks for it again through /resend.
        await sendConfirmationEmail({ ...mail(app), userId: created.userId, email, language: language ?? DEFAULT_LANGUAGE }).catch((err) =>
          request.log.error({ err }, 'confirmation e-mail failed'),
        );
        return { confirmationRequired: true as const, user: { id: created.userId, email: created.email } };
      }
      devices.remember(request, reply, email);
      const started = await startSession({ ...sessionOptions, userId: created.userId, userAgent: request.headers['user-agent'] });
      setRefreshCookie(request, reply, started.refreshToken, started.refreshExpiresAt);
      return started.session;
    },
  });
}

function signInRoute(app: FastifyInstance, opts: AuthRoutesOptions, devices: KnownDevices, sessionOptions: SessionOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(app, 'auth.signIn'),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      // See app.throttleSignIn (plugins/rate-limit.ts) for why the limits are shaped this way.
      // Only a wrong password counts: anything else gives the attempt back.
      const giveBack = await app.throttleSignIn({ email, ip: request.ip, device: devices.of(request, email) });
      let userId: string;
      try {
        ({ userId } = await verifyCredentials({ db: app.db, email, password, requireConfirmedEmail: opts.requireEmailConfirmation }));
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'invalid_credentials')) await giveBack().catch(() => {});
        throw err;
      }
      await giveBack();
      devices.remember(request, reply, email);
      // A staff account with a second factor signs in only after its code (issue 32 §4):
      // /api/auth/2fa/verify trades this challenge and the code for the session.
      const challenge = await challengeIfNeeded(app.db, userId);
      if (challenge) return { twoFactorRequired: true as const, challenge };
      const started = await startSession({ ...sessionOptions, userId, userAgent: request.headers['user-agent'] });
      setRefreshCookie(request, reply, started.refreshToken, started.refreshExpiresAt);
      return started.session;
    },
  });
}

function refreshRoute(app: FastifyInstance, opts: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(app, 'auth.refresh'),
    handler: async (request, reply) => {
      await app.enforceRateLimit('refreshPerIp', request.ip);
      const presented = refreshCookieOf(request);
      if (!presented) throw new AppError('refresh_token_missing');
      try {
        const refreshed = await refreshSession({
          db: app.db,
          tokens: app.accessTokens,
          refreshToken: presented,
          graceSeconds: opts.refreshReuseGraceSeconds,
          staffTwoFactor: app.staffTwoFactorMode,
        });
        setRefreshCookie(request, reply, refreshed.refreshToken, refreshed.refreshExpiresAt);
        return refreshed.session;
      } catch (err) {
        clearRefreshCookie(request, reply);
        throw err;
      }
    },
  });
}

function signOutRoute(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(app, 'auth.signOut'),
    handler: async (request, reply) => {
      // Sign-out always succeeds for the caller; it revokes whatever session it can identify.
      const presented = refreshCookieOf(request);
      let sessionId = presented ? await sessionIdForRefreshToken({ db: app.db, refreshToken: presented }) : undefined;
      if (!sessionId) {
        const user = await app.resolveAccessToken(bearerToken(request.headers.authorization)).catch(() => undefined);
        sessionId = user?.sessionId;
      }
      if (sessionId) {
        await revokeSession({ db: app.db, sessionId, reason: 'sign_out' });
        // Live game sockets of this device end with its session, on every server, and so do
        // the TVs it paired.
        app.endSessionSockets(sessionId);
        app.tv.sessionEnded(sessionId);
      }
      clearRefreshCookie(request, reply);
      return { ok: true as const };
    },
  });
}

/** What the e-mailed links lead to: recover, resend, reset, confirm. */
function emailLinkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(app, 'auth.recover'),
    handler: async (request) => {
      const { email, language } = request.body;
      await app.enforceRateLimit('recoverPerIp', request.ip);
      await app.enforceRateLimit('recoverPerEmailAddress', `${email}|${request.ip}`);
      await app.enforceRateLimit('recoverPerEmail', email);
      // Answer at once and do the work afterwards: the reply is the same, and takes the same
      // time, whether or not the account exists.
      void sendPasswordResetEmail({ ...mail(app), email, language: language ?? DEFAULT_LANGUAGE }).catch((err) =>
        request.log.error({ err }, 'password reset e-mail failed'),
      );
      return { ok: true as const };
    },
  });

  r.route({
    ...contractRoute(app, 'auth.resend'),
    handler: async (request) => {
      const { email, language } = request.body;
      await app.enforceRateLimit('recoverPerIp', request.ip);
      await app.enforceRateLimit('resendPerEmail', email);
      // Same answer whether or not the account exists or is already confirmed.
      void resendConfirmationEmail({ ...mail(app), email, language: language ?? DEFAULT_LANGUAGE }).catch((err) =>
        request.log.error({ err }, 'confirmation e-mail failed'),
      );
      return { ok: true as const };
    },
  });

  r.route({
    ...contractRoute(app, 'auth.reset'),
    handler: async (request) => {
      await app.enforceRateLimit('resetPerIp', request.ip);
      await resetPassword({ db: app.db, token: request.body.token, password: request.body.password });
      return { ok: true as const };
    },
  });

  r.route({
    ...contractRoute(app, 'auth.confirm'),
    handler: async (request) => {
      await confirmEmail({ db: app.db, token: request.body.token });
      return { ok: true as const };
    },
  });
}
