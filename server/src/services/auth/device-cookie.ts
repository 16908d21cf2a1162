// OWASP's "device cookies": a successful sign-in leaves a signed token in the browser that
// says "this device has signed in to this account before". Sign-in limits treat such a device
// apart from everyone else, so attackers elsewhere cannot lock the owner out (plugins/rate-limit).
// The token binds the account's e-mail and a random nonce with an HMAC: it cannot be made for
// an account one has never signed in to, and it says nothing about the account by itself.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'known_device';
export const DEVICE_COOKIE_DAYS = 365;

export interface DeviceCookies {
  issue(email: string): string;
  /** The device's nonce when the cookie was issued to this e-mail's account, else undefined. */
  verify(cookie: string | undefined, email: string): string | undefined;
}

export function createDeviceCookies(secret: string): DeviceCookies {
  // A key of its own, derived from the app secret, so device tags and access tokens never share one.
  const key = createHmac('sha256', secret).update('charades device cookie v1').digest();
  const tag = (email: string, nonce: string) => createHmac('sha256', key).update(`${email.toLowerCase()}\n${nonce}`).digest();
  return {
    issue(email) {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${tag(email, nonce).toString('base64url')}`;
    },
    verify(cookie, email) {
      if (!cookie) return undefined;
      const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(cookie);
      const [, nonce, mac] = match ?? [];
      if (!nonce || !mac) return undefined;
      // Compared as canonical text, so no other spelling of the same bytes passes.
      const expected = Buffer.from(tag(email, nonce).toString('base64url'));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    },
  };
}
