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
//   See app.throttleSignIn below for the bound on an attacker's guesses.
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
  // Issue 32 §4: codes of a staff sign-in's second step from one address (each challenge also
  // dies after 5 wrong codes), and enrolment steps per account.
  twoFactorPerIp: { limit: 30, windowMs: 15 * 60_000 },
  twoFactorEnrolPerUser: { limit: 20, windowMs: 10 * 60_000 },
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
  // Deck share codes (issue 31): opened, copied or reported, counted per player, good or bad.
  deckCodePerUser: { limit: 60, windowMs: 10 * 60_000 },
  // Reports of shared decks: a person reports a few, not a flood for staff to read.
  deckReportsPerUser: { limit: 10, windowMs: 60 * 60_000 },
  // Result images to share (issue 31 §4): each one drawn takes some CPU; a finished game's
  // image is kept once drawn, and a party shares a few.
  resultImagePerIp: { limit: 30, windowMs: 10 * 60_000 },
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

// An account past signInFailuresPerAccount (app.throttleSignIn below): each address
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

export interface SignInAttempt {
  email: string;
  ip: string;
  /** The device id of a valid known-device cookie for this account, if one came. */
  device: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** Throws 429 past the limit; otherwise answers the counter as it stands after this hit. */
    enforceRateLimit(name: RateLimitName, key: string): Promise<RateLimitHit>;
    /** How hard a sign-in attempt may try (see below): counts it up front, so parallel attempts
     *  cannot slip past, and throws 429 or waits. Answers the function that gives the attempt
     *  back; call it unless the attempt failed on the password. */
    throttleSignIn(attempt: SignInAttempt): Promise<() => Promise<void>>;
  }
}

export default fp<{ scale: number; prefix: string }>(
  async (app, { scale, prefix }) => {
    const limiter = app.redis ? createRedisRateLimiter(app.redis, prefix) : createMemoryRateLimiter();
    app.decorate('rateLimiter', limiter);
    const keyOf = (name: RateLimitName, key: string) => `${name}:${key.toLowerCase()}`;
    // Gives back the hit of an attempt that turned out not to count (see RateLimiter.undo).
    const release = (name: RateLimitName, key: string) => limiter.undo(keyOf(name, key));
    const hit = async (name: RateLimitName, key: string): Promise<RateLimitHit> => {
      const { limit, windowMs } = RATE_LIMITS[name];
      const scaled = Math.ceil(limit * scale);
      const result = await limiter.hit(keyOf(name, key), scaled, windowMs);
      return { allowed: result.allowed, count: result.count, limit: scaled, resetInMs: result.resetInMs };
    };
    // Every refusal, enforced here or decided by a policy, is counted once, in one place.
    const refusal = (name: RateLimitName, retryAfterMs: number) => {
      app.metrics.rateLimited(name);
      return rateLimitedError(retryAfterMs);
    };
    const enforce = async (name: RateLimitName, key: string) => {
      const result = await hit(name, key);
      if (!result.allowed) throw refusal(name, result.resetInMs);
      return result;
    };
    app.decorate('enforceRateLimit', enforce);

    // How hard a sign-in attempt may try, decided before the password is looked at (so neither
    // a refusal nor a delay says anything about the password).
    //
    // The problem this shape solves: a hard ceiling per account (100 wrong passwords from any
    // addresses, then every new device refused) let anyone with 11 addresses lock the owner out
    // of every new device for 15 minutes. Nothing but the address tells the owner's new device
    // from an attacker's, so the account-wide limit now binds the addresses that produced
    // failures, not the account: once the account is past its ceiling, an address gets 3 wrong
    // passwords for it instead of 10, and every attempt from an unknown device waits 100 ms per
    // wrong password past the ceiling, at most 2 s, a wait served on the server rather than a
    // refusal. The owner's address has no failures, so the owner signs in after at most 2 s; an
    // attacker must bring a new address every 3 guesses and wait on each.
    //
    // The bound, per account and 15-minute window, for wrong passwords checked from unknown
    // devices coming from A addresses: at most min(10·A, 100 + 3·A) — the ceiling, then 3 per
    // address that had fewer than 3 failures when it was passed — each of those past the
    // ceiling held up to 2 s; and every address has only 30 sign-in attempts per window over
    // all accounts (signInPerIp). Known devices (a signed cookie only a successful sign-in to
    // this account hands out) get 10 per device. The owner is refused only on an address that
    // itself produced 3 failures past the ceiling (a shared NAT with the attacker): another
    // network, a known device, or a password reset e-mail still gets them in.
    app.decorate('throttleSignIn', async ({ email, ip, device }: SignInAttempt) => {
      const counted: [RateLimitName, string][] = [];
      const giveBack = async () => {
        await Promise.all(counted.map(([name, key]) => release(name, key)));
      };
      if (device) {
        await enforce('signInFailuresPerAccountAddress', `${email}|device:${device}`);
        counted.push(['signInFailuresPerAccountAddress', `${email}|device:${device}`]);
        return giveBack;
      }
      await enforce('signInPerIp', ip);
      const fromHere = await enforce('signInFailuresPerAccountAddress', `${email}|${ip}`);
      counted.push(['signInFailuresPerAccountAddress', `${email}|${ip}`]);
      const account = await hit('signInFailuresPerAccount', email);
      counted.push(['signInFailuresPerAccount', email]);
      const pastCeiling = account.count - account.limit;
      if (pastCeiling > 0) {
        // 3 of this address's 10 (both scaled alike by RATE_LIMIT_SCALE), this attempt included.
        const budget = Math.ceil(
          (SIGN_IN_UNDER_ATTACK.failuresPerAddress * fromHere.limit) / RATE_LIMITS.signInFailuresPerAccountAddress.limit,
        );
        if (fromHere.count > budget) {
          // Refused attempts do not feed the account's delay.
          await release('signInFailuresPerAccount', email);
          throw refusal('signInFailuresPerAccount', fromHere.resetInMs);
        }
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(SIGN_IN_UNDER_ATTACK.maxDelayMs, pastCeiling * SIGN_IN_UNDER_ATTACK.delayStepMs)),
        );
      }
      return giveBack;
    });
  },
  { name: 'rate-limit', dependencies: ['redis', 'metrics'] },
);
