// The auth routes' two cookies, both httpOnly, same-site strict and sent only to /api/auth:
// the rotating refresh token, and the known-device tag a successful sign-in leaves
// (services/auth/device-cookie.ts; the sign-in limits treat such a device apart).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createDeviceCookies, DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../../services/auth/device-cookie.ts';

const REFRESH_COOKIE = 'refresh_token';
const PATH = '/api/auth';

const options = (request: FastifyRequest) =>
  ({ path: PATH, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' }) as const;

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE];
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(REFRESH_COOKIE, token, { ...options(request), expires });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, options(request));
}

export interface KnownDevices {
  /** The device id of a valid known-device cookie for this account, if one came. */
  of(request: FastifyRequest, email: string): string | undefined;
  /** The browser that signed up or signed in to this account is one of its known devices. */
  remember(request: FastifyRequest, reply: FastifyReply, email: string): void;
}

export function knownDevices(secret: string): KnownDevices {
  const devices = createDeviceCookies(secret);
  return {
    of: (request, email) => devices.verify(request.cookies[DEVICE_COOKIE], email),
    remember: (request, reply, email) => {
      reply.setCookie(DEVICE_COOKIE, devices.issue(email), { ...options(request), maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 });
    },
  };
}
