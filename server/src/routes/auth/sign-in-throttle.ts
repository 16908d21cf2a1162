// How hard a sign-in attempt may try, decided before the password is looked at (so neither a
// refusal nor a delay says anything about the password). Counters and sizes: RATE_LIMITS and
// SIGN_IN_UNDER_ATTACK in plugins/rate-limit.ts.
//
// The problem this shape solves: a hard ceiling per account (100 wrong passwords from any
// addresses, then every new device refused) let anyone with 11 addresses lock the owner out of
// every new device for 15 minutes. Nothing but the address tells the owner's new device from
// an attacker's, so the account-wide limit now binds the addresses that produced failures, not
// the account: once the account is past its ceiling, an address gets 3 wrong passwords for it
// instead of 10, and every attempt from an unknown device waits 100 ms per wrong password past
// the ceiling, at most 2 s, a wait served on the server rather than a refusal. The owner's
// address has no failures, so the owner signs in after at most 2 s; an attacker must bring a
// new address every 3 guesses and wait on each.
//
// The bound, per account and 15-minute window, for wrong passwords checked from unknown
// devices coming from A addresses: at most min(10·A, 100 + 3·A) — the ceiling, then 3 per
// address that had fewer than 3 failures when it was passed — each of those past the ceiling
// held up to 2 s; and every address has only 30 sign-in attempts per window over all
// accounts (signInPerIp). Known devices (a signed cookie only a successful sign-in to this
// account hands out) get 10 per device. The owner is refused only on an address that itself
// produced 3 failures past the ceiling (a shared NAT with the attacker): another network, a
// known device, or a password reset e-mail still gets them in.
import type { FastifyInstance } from 'fastify';
import { RATE_LIMITS, SIGN_IN_UNDER_ATTACK, type RateLimitName } from '../../plugins/rate-limit.ts';

export interface SignInAttempt {
  email: string;
  ip: string;
  /** The device id of a valid known-device cookie for this account, if one came. */
  device: string | undefined;
}

/** Counts the attempt up front (parallel attempts cannot slip past) and throws 429 or waits.
 *  Answers the function that gives the attempt back when it did not fail on the password. */
export async function throttleSignIn(app: FastifyInstance, { email, ip, device }: SignInAttempt): Promise<() => Promise<void>> {
  const counted: [RateLimitName, string][] = [];
  const giveBack = async () => {
    await Promise.all(counted.map(([name, key]) => app.releaseRateLimit(name, key)));
  };
  if (device) {
    await app.enforceRateLimit('signInFailuresPerAccountAddress', `${email}|device:${device}`);
    counted.push(['signInFailuresPerAccountAddress', `${email}|device:${device}`]);
    return giveBack;
  }
  await app.enforceRateLimit('signInPerIp', ip);
  const fromHere = await app.enforceRateLimit('signInFailuresPerAccountAddress', `${email}|${ip}`);
  counted.push(['signInFailuresPerAccountAddress', `${email}|${ip}`]);
  const account = await app.hitRateLimit('signInFailuresPerAccount', email);
  counted.push(['signInFailuresPerAccount', email]);
  const pastCeiling = account.count - account.limit;
  if (pastCeiling > 0) {
    // 3 of this address's 10 (both scaled alike by RATE_LIMIT_SCALE), this attempt included.
    const budget = Math.ceil(
      (SIGN_IN_UNDER_ATTACK.failuresPerAddress * fromHere.limit) / RATE_LIMITS.signInFailuresPerAccountAddress.limit,
    );
    if (fromHere.count > budget) {
      // Refused attempts do not feed the account's delay.
      await app.releaseRateLimit('signInFailuresPerAccount', email);
      throw app.rateLimitRefusal('signInFailuresPerAccount', fromHere.resetInMs);
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(SIGN_IN_UNDER_ATTACK.maxDelayMs, pastCeiling * SIGN_IN_UNDER_ATTACK.delayStepMs)),
    );
  }
  return giveBack;
}
