// /api/auth: sign-up, sign-in, refresh (rotating cookie), sign-out, recover, reset, confirm.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmBody,
  okResponse,
  recoverBody,
  resetBody,
  sessionResponse,
  signInBody,
  signUpBody,
  signUpResponse,
} from '@charades/shared/schemas/auth';
import { AppError } from '../../lib/app-error.ts';
import { getProfile } from '../../services/profile/get-profile.ts';
import { signUpUser } from '../../services/auth/sign-up-user.ts';
import { verifyCredentials } from '../../services/auth/verify-credentials.ts';
import { issueSession } from '../../services/auth/issue-session.ts';
import { revokeSession, rotateRefreshToken, sessionIdForRefreshToken } from '../../services/auth/rotate-refresh-token.ts';
import { findUserByEmail } from '../../services/auth/find-user-by-email.ts';
import { createOneTimeToken } from '../../services/auth/one-time-token.ts';
import { resetPassword } from '../../services/auth/reset-password.ts';
import { confirmEmail } from '../../services/auth/confirm-email.ts';
import { confirmationEmail, passwordResetEmail } from '../../services/mail/auth-emails.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { sessionRoom } from '../../game/socket-gateway.ts';
import { createDeviceCookies, DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../../services/auth/device-cookie.ts';
import { throttleSignIn } from './sign-in-throttle.ts';

const REFRESH_COOKIE = 'refresh_token';
const RESET_TTL_MS = 60 * 60_000;
const CONFIRM_TTL_MS = 24 * 60 * 60_000;

export interface AuthRoutesOptions {
  publicUrl: string;
  /** Signs device cookies (services/auth/device-cookie.ts). */
  deviceSecret: string;
  refreshTtlDays: number;
  requireEmailConfirmation: boolean;
}

export default async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const devices = createDeviceCookies(opts.deviceSecret);

  function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
    reply.setCookie(REFRESH_COOKIE, token, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      expires,
    });
  }
  function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
    reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' });
  }

  // The browser that signed up or signed in to this account is one of its known devices.
  function rememberDevice(request: FastifyRequest, reply: FastifyReply, email: string) {
    reply.setCookie(DEVICE_COOKIE, devices.issue(email), {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    });
  }

  async function sendConfirmation(userId: string, to: string, language: 'ar' | 'en') {
    const token = await createOneTimeToken({ db: app.db, userId, purpose: 'email_confirmation', ttlMs: CONFIRM_TTL_MS });
    await app.mailer.send(confirmationEmail({ to, token, publicUrl: opts.publicUrl, language }));
  }

  async function sessionFor(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const issued = await issueSession({
      db: app.db,
      tokens: app.accessTokens,
      userId,
      userAgent: request.headers['user-agent'],
      refreshTtlDays: opts.refreshTtlDays,
    });
    setRefreshCookie(request, reply, issued.refreshToken, issued.refreshExpiresAt);
    const user = await getProfile({ db: app.db, userId });
    if (!user) throw new AppError('unauthorized');
    return { accessToken: issued.accessToken, expiresAt: issued.expiresAt, expiresIn: issued.expiresIn, user };
  }

  r.post('/signup', { schema: { tags: ['auth'], body: signUpBody, response: { 200: signUpResponse } } }, async (request, reply) => {
    await app.enforceRateLimit('signUpPerIp', request.ip);
    const { email, password, language } = request.body;
    const created = await signUpUser({
      db: app.db,
      email,
      password,
      language,
      confirmed: !opts.requireEmailConfirmation,
    });
    if (opts.requireEmailConfirmation) {
      // The account exists now whatever happens to the e-mail; if sending fails, the user
      // asks for it again through /resend.
      await sendConfirmation(created.userId, email, language ?? 'ar').catch((err) =>
        request.log.error({ err }, 'confirmation e-mail failed'),
      );
      return { confirmationRequired: true as const, user: { id: created.userId, email: created.email } };
    }
    rememberDevice(request, reply, email);
    return sessionFor(request, reply, created.userId);
  });

  r.post('/signin', { schema: { tags: ['auth'], body: signInBody, response: { 200: sessionResponse } } }, async (request, reply) => {
    const { email, password } = request.body;
    // See sign-in-throttle.ts for why the limits are shaped this way.
    const device = devices.verify(request.cookies[DEVICE_COOKIE], email);
    // Only a wrong password counts: anything else gives the attempt back.
    const giveBack = await throttleSignIn(app, { email, ip: request.ip, device });
    let userId: string;
    try {
      ({ userId } = await verifyCredentials({
        db: app.db,
        email,
        password,
        requireConfirmedEmail: opts.requireEmailConfirmation,
      }));
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'invalid_credentials')) await giveBack().catch(() => {});
      throw err;
    }
    await giveBack();
    rememberDevice(request, reply, email);
    return sessionFor(request, reply, userId);
  });

  r.post('/refresh', { schema: { tags: ['auth'], response: { 200: sessionResponse } } }, async (request, reply) => {
    await app.enforceRateLimit('refreshPerIp', request.ip);
    const presented = request.cookies[REFRESH_COOKIE];
    if (!presented) throw new AppError('refresh_token_missing');
    try {
      const rotated = await rotateRefreshToken({ db: app.db, refreshToken: presented });
      setRefreshCookie(request, reply, rotated.refreshToken, rotated.refreshExpiresAt);
      const access = await app.accessTokens.sign({ userId: rotated.userId, sessionId: rotated.sessionId });
      const user = await getProfile({ db: app.db, userId: rotated.userId });
      if (!user) throw new AppError('unauthorized');
      return { accessToken: access.token, expiresAt: access.expiresAt, expiresIn: access.expiresIn, user };
    } catch (err) {
      clearRefreshCookie(request, reply);
      throw err;
    }
  });

  r.post('/signout', { schema: { tags: ['auth'], response: { 200: okResponse } } }, async (request, reply) => {
    // Sign-out always succeeds for the caller; it revokes whatever session it can identify.
    const presented = request.cookies[REFRESH_COOKIE];
    let sessionId = presented ? await sessionIdForRefreshToken({ db: app.db, refreshToken: presented }) : undefined;
    if (!sessionId) {
      const user = await app.resolveAccessToken(bearerToken(request.headers.authorization)).catch(() => undefined);
      sessionId = user?.sessionId;
    }
    if (sessionId) {
      await revokeSession({ db: app.db, sessionId, reason: 'sign_out' });
      // Live game sockets of this device end with its session, on every server, and so do
      // the TVs it paired.
      app.io?.in(sessionRoom(sessionId)).disconnectSockets(true);
      app.tv.sessionEnded(sessionId);
    }
    clearRefreshCookie(request, reply);
    return { ok: true as const };
  });

  r.post('/recover', { schema: { tags: ['auth'], body: recoverBody, response: { 200: okResponse } } }, async (request) => {
    const { email, language } = request.body;
    await app.enforceRateLimit('recoverPerIp', request.ip);
    await app.enforceRateLimit('recoverPerEmailAddress', `${email}|${request.ip}`);
    await app.enforceRateLimit('recoverPerEmail', email);
    // Answer at once and do the work afterwards: the reply is the same, and takes the same
    // time, whether or not the account exists.
    void (async () => {
      const user = await findUserByEmail({ db: app.db, email });
      if (!user) return;
      const token = await createOneTimeToken({ db: app.db, userId: user.id, purpose: 'password_reset', ttlMs: RESET_TTL_MS });
      await app.mailer.send(passwordResetEmail({ to: user.email, token, publicUrl: opts.publicUrl, language: language ?? 'ar' }));
    })().catch((err) => request.log.error({ err }, 'password reset e-mail failed'));
    return { ok: true as const };
  });

  r.post('/resend', { schema: { tags: ['auth'], body: recoverBody, response: { 200: okResponse } } }, async (request) => {
    const { email, language } = request.body;
    await app.enforceRateLimit('recoverPerIp', request.ip);
    await app.enforceRateLimit('resendPerEmail', email);
    // Same answer whether or not the account exists or is already confirmed.
    void (async () => {
      const user = await findUserByEmail({ db: app.db, email });
      if (!user || user.emailConfirmedAt) return;
      await sendConfirmation(user.id, user.email, language ?? 'ar');
    })().catch((err) => request.log.error({ err }, 'confirmation e-mail failed'));
    return { ok: true as const };
  });

  r.post('/reset', { schema: { tags: ['auth'], body: resetBody, response: { 200: okResponse } } }, async (request) => {
    await app.enforceRateLimit('resetPerIp', request.ip);
    await resetPassword({ db: app.db, token: request.body.token, password: request.body.password });
    return { ok: true as const };
  });

  r.post('/confirm', { schema: { tags: ['auth'], body: confirmBody, response: { 200: okResponse } } }, async (request) => {
    await confirmEmail({ db: app.db, token: request.body.token });
    return { ok: true as const };
  });
}
