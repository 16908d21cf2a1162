// Named limits for abuse-prone endpoints. app.enforceRateLimit(name, key) throws 429
// rate_limited with Retry-After when the key has used up its window.
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '../lib/rate-limiter.ts';

// Sign-in and recovery are limited so that guessing stays bounded without letting someone
// elsewhere lock the owner out of their account (a limit keyed on the e-mail alone would):
// - signInPerIp: every attempt from an address, whatever the account (spraying, CPU).
// - signInFailuresPerAccountAddress: wrong passwords for one account from one address, or
//   from one known device (see below). Only failures count; a success gives its hit back.
// - signInFailuresPerAccount: wrong passwords for one account from devices it has never been
//   signed in on, from all addresses together. Reaching it means a guessing attack spread over
//   many addresses. It is NOT a refusal for everyone (that let 11 addresses lock the owner out
//   of every new device): past it, SIGN_IN_UNDER_ATTACK applies (an address gets only a few
//   wrong passwords for the account, and every attempt waits a short growing delay), so the
//   owner on a new device from an address of their own still signs in, after at most 2 s.
//   See routes/auth/sign-in-throttle.ts for the bound on an attacker's guesses.
// A "known device" carries the signed cookie a successful sign-in to that account left there
// (OWASP's device cookies). It is counted per device instead, and neither the address budget
// nor the account's slowdown applies to it.
// - recoverPerEmailAddress: reset e-mails for one account asked for from one address.
// - recoverPerEmail: the ceiling for one account from all addresses together, so its mailbox is
//   not flooded. Every request under it sent the owner a working link, so reaching it does not
//   keep the owner out either: the newest e-mail in their mailbox resets the password.
export const RATE_LIMITS = {
  signInPerIp: { limit: 30, windowMs: 15 * 60_000 },
  signInFailuresPerAccountAddress: { limit: 10, windowMs: 15 * 60_000 },
  signInFailuresPerAccount: { limit: 100, windowMs: 15 * 60_000 },
  signUpPerIp: { limit: 10, windowMs: 60 * 60_000 },
  recoverPerIp: { limit: 10, windowMs: 60 * 60_000 },
  recoverPerEmailAddress: { limit: 3, windowMs: 60 * 60_000 },
  recoverPerEmail: { limit: 10, windowMs: 60 * 60_000 },
  resendPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  // Every reset attempt from an address, good link or bad: a person needs one or two.
  resetPerIp: { limit: 10, windowMs: 60 * 60_000 },
  refreshPerIp: { limit: 120, windowMs: 60_000 },
  // Typed short codes of reveal links are short enough to guess at a rate.
  shortCodePerIp: { limit: 30, windowMs: 10 * 60_000 },
  // TV pairing codes (issue 16) are short: guesses are counted per player and per address,
  // good code or bad. A TV asks for a code about every five minutes, and on each reload.
  tvPairPerUser: { limit: 10, windowMs: 10 * 60_000 },
  tvPairPerIp: { limit: 30, windowMs: 10 * 60_000 },
  tvCodePerIp: { limit: 60, windowMs: 10 * 60_000 },
  // Room codes too; a whole party joins from one Wi-Fi address (a look-up and a join each,
  // up to 12 phones, and some typing mistakes).
  roomCodePerIp: { limit: 60, windowMs: 10 * 60_000 },
  // Coupon codes can be guessed at a rate; a player types a few.
  couponAttemptsPerUser: { limit: 30, windowMs: 10 * 60_000 },
  // Each purchase asks the payment gateway for an invoice.
  paymentsPerUser: { limit: 20, windowMs: 10 * 60_000 },
  // The thank-you page asks about six times per visit (plus "Check again"); guessing references
  // or hammering one costs this and no more. Gateway reads are throttled per payment as well
  // (PAYMENT_VERIFY_READ_INTERVAL_MS).
  verifyPerUser: { limit: 60, windowMs: 10 * 60_000 },
  // Each refused admin request is counted in access_refusals (issue 17); past this an address
  // is told to wait and nothing more is written for it.
  adminRefusalsPerIp: { limit: 60, windowMs: 10 * 60_000 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

// An account past signInFailuresPerAccount (routes/auth/sign-in-throttle.ts): each address
// may have this many wrong passwords for it in the window (instead of 10), and every attempt
// from an unknown device waits delayStepMs per wrong password past the ceiling, at most
// maxDelayMs. A person mistypes once or twice; an attacker needs a new address every 3 guesses.
export const SIGN_IN_UNDER_ATTACK = { failuresPerAddress: 3, delayStepMs: 100, maxDelayMs: 2_000 } as const;

/** The 429 every limit answers with: Retry-After in whole seconds, at least 1. */
function rateLimitedError(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('rate_limited', { headers: { 'retry-after': String(seconds) } });
}

export interface RateLimitHit {
  allowed: boolean;
  /** Hits in the window, this one included, and the window's (scaled) limit. */
  count: number;
  limit: number;
  /** Until the window ends. */
  resetInMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** Throws 429 past the limit; otherwise answers the counter as it stands after this hit. */
    enforceRateLimit(name: RateLimitName, key: string): Promise<RateLimitHit>;
    /** Counts a hit like enforceRateLimit but answers instead of throwing, for policies that
     *  weigh several counters together (the sign-in throttle). */
    hitRateLimit(name: RateLimitName, key: string): Promise<RateLimitHit>;
    /** The 429 of a refusal by `name` (counted in the metrics), for a policy that decides
     *  the refusal itself from hitRateLimit's counters; throw it. */
    rateLimitRefusal(name: RateLimitName, retryAfterMs: number): AppError;
    /** Gives back the hit of an attempt that turned out not to count (see RateLimiter.undo). */
    releaseRateLimit(name: RateLimitName, key: string): Promise<void>;
  }
}

export default fp<{ scale: number; prefix: string }>(
  async (app, { scale, prefix }) => {
    const limiter = app.redis ? createRedisRateLimiter(app.redis, prefix) : createMemoryRateLimiter();
    app.decorate('rateLimiter', limiter);
    const keyOf = (name: RateLimitName, key: string) => `${name}:${key.toLowerCase()}`;
    app.decorate('releaseRateLimit', (name: RateLimitName, key: string) => limiter.undo(keyOf(name, key)));
    const hit = async (name: RateLimitName, key: string): Promise<RateLimitHit> => {
      const { limit, windowMs } = RATE_LIMITS[name];
      const scaled = Math.ceil(limit * scale);
      const result = await limiter.hit(keyOf(name, key), scaled, windowMs);
      return { allowed: result.allowed, count: result.count, limit: scaled, resetInMs: result.resetInMs };
    };
    app.decorate('hitRateLimit', hit);
    // Every refusal, enforced here or decided by a policy, is counted once, in one place.
    const refusal = (name: RateLimitName, retryAfterMs: number) => {
      app.metrics.rateLimited(name);
      return rateLimitedError(retryAfterMs);
    };
    app.decorate('rateLimitRefusal', refusal);
    app.decorate('enforceRateLimit', async (name: RateLimitName, key: string) => {
      const result = await hit(name, key);
      if (!result.allowed) throw refusal(name, result.resetInMs);
      return result;
    });
  },
  { name: 'rate-limit', dependencies: ['redis', 'metrics'] },
);
