// The auth rate limits at their real size (RATE_LIMIT_SCALE=1), over real HTTP. The test plays
// the balancer (TRUST_PROXY=true, one hop): each client speaks from its own address through
// X-Forwarded-For, so the per-address budgets of one case do not spill into the next, and a
// case can be an attacker on one address and the account's owner on another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, tokenFromLink, waitForMail, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import { authSessions, oneTimeTokens, users } from '../../server/src/db/schema/index.ts';
import { RATE_LIMITS, SIGN_IN_UNDER_ATTACK } from '../../server/src/plugins/rate-limit.ts';
import { signUpUser } from '../../server/src/services/auth/sign-up-user.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
/** A client that always comes from one fresh address. */
function clientFrom(app: TestApp = t, ip = nextIp()) {
  const c = new HttpClient(app.baseUrl);
  return {
    ip,
    http: c,
    post: (path: string, body: unknown) => c.post(path, body, { 'x-forwarded-for': ip }),
  };
}
function nextIp() {
  const n = ++ipCounter;
  return `203.0.${113 + Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** Creates a confirmed account directly (sign-up over HTTP has its own per-IP budget). */
async function createUser(email: string, password: string) {
  return signUpUser({ db: t.db, email, password, confirmed: true });
}

async function sessionCount(userId: string) {
  return firstRow(
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(authSessions)
      .where(eq(authSessions.userId, userId)),
    'a count of sessions',
  ).n;
}

function expectRateLimited(res: { status: number; body: any; headers: Headers }, windowMs: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(windowMs / 1000);
}

describe('sign-in limits', () => {
  const signIn = (c: ReturnType<typeof clientFrom>, email: string, password: string) => c.post('/api/auth/signin', { email, password });

  it('an address that guessed 10 wrong passwords is out of attempts for that account; the owner elsewhere still signs in', async () => {
    const { limit, windowMs } = RATE_LIMITS.signInFailuresPerAccountAddress;
    expect(limit).toBe(10);
    const email = uniqueEmail('rl-signin');
    const { userId } = await createUser(email, 'right-pass');
    const attacker = clientFrom();
    for (let i = 0; i < limit; i++) {
      const res = await signIn(attacker, email, 'wrong-pass');
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('invalid_credentials');
    }
    // Out of attempts: even the right password from there is refused, in any spelling of the e-mail.
    expectRateLimited(await signIn(attacker, email, 'right-pass'), windowMs);
    expectRateLimited(await attacker.post('/api/auth/signin', { email: `  ${email.toUpperCase()} `, password: 'right-pass' }), windowMs);
    expect(await sessionCount(userId)).toBe(0);

    // The owner, from another address, signs in with the right password.
    const owner = clientFrom();
    expect((await signIn(owner, email, 'right-pass')).status).toBe(200);
    expect(await sessionCount(userId)).toBe(1);
    // The attacker stays limited.
    expectRateLimited(await signIn(attacker, email, 'wrong-pass'), windowMs);
  });

  it('counts only wrong passwords: signing in again and again is never locked out', async () => {
    const email = uniqueEmail('rl-success');
    await createUser(email, 'right-pass');
    const c = clientFrom();
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerAccountAddress.limit + 5; i++) {
      expect((await signIn(c, email, 'right-pass')).status).toBe(200);
    }
    // And the successes did not use up the failures budget: 9 wrong, then the right one.
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerAccountAddress.limit - 1; i++)
      expect((await signIn(c, email, 'wrong-pass')).status).toBe(401);
    expect((await signIn(c, email, 'right-pass')).status).toBe(200);
  });

  /** Each address of the attack sends its 10 wrong passwords at once; the statuses, per address. */
  async function spreadAttack(email: string, addresses: number, perAddress: number) {
    const attackers = [];
    for (let a = 0; a < addresses; a++) {
      const attacker = clientFrom();
      const results = await Promise.all(Array.from({ length: perAddress }, () => signIn(attacker, email, 'wrong-pass')));
      attackers.push({ attacker, statuses: results.map((r) => r.status).sort() });
    }
    return attackers;
  }
  const checked = (statuses: number[]) => statuses.filter((s) => s === 401).length;

  // Issue 15: the account-wide ceiling used to refuse every new device, so 11 addresses kept
  // the owner out of any device they had not signed in on before. Now it binds only addresses.
  it('110 wrong passwords from 11 addresses do not keep the owner out of a new device on an address of their own', async () => {
    const perAddress = RATE_LIMITS.signInFailuresPerAccountAddress.limit;
    const { limit: ceiling, windowMs } = RATE_LIMITS.signInFailuresPerAccount;
    const { failuresPerAddress } = SIGN_IN_UNDER_ATTACK;
    expect({ perAddress, ceiling, failuresPerAddress }).toEqual({ perAddress: 10, ceiling: 100, failuresPerAddress: 3 });
    const email = uniqueEmail('rl-lockout');
    const { userId } = await createUser(email, 'right-pass');

    const attack = await spreadAttack(email, 11, perAddress);
    // The first 10 addresses had their passwords checked; past the ceiling the 11th gets 3.
    for (const { statuses } of attack.slice(0, 10)) expect(statuses).toEqual(Array(perAddress).fill(401));
    expect(attack[10]!.statuses).toEqual([...Array(failuresPerAddress).fill(401), ...Array(perAddress - failuresPerAddress).fill(429)]);

    // The owner, on a new device (no cookie) from a fresh address, signs in.
    const owner = clientFrom();
    const started = performance.now();
    const res = await signIn(owner, email, 'right-pass');
    const ownerWaitMs = Math.round(performance.now() - started);
    expect(res.status).toBe(200);
    expect(await sessionCount(userId)).toBe(1);
    console.log(`owner's sign-in on a new device after the attack took ${ownerWaitMs} ms (server-side wait: at most 2000 ms)`);

    // The attack's addresses are out of attempts for the account, with the right password too,
    // and the refusal reads the same either way.
    for (const { attacker } of attack) {
      const wrong = await signIn(attacker, email, 'wrong-pass');
      const right = await signIn(attacker, email, 'right-pass');
      expectRateLimited(wrong, windowMs);
      expectRateLimited(right, windowMs);
      expect(right.body).toEqual(wrong.body);
    }
    expect(await sessionCount(userId)).toBe(1);
  });

  it('past the ceiling every fresh address buys 3 guesses that each wait, so guesses stay within 100 + 3 per address', async () => {
    const perAddress = RATE_LIMITS.signInFailuresPerAccountAddress.limit;
    const ceiling = RATE_LIMITS.signInFailuresPerAccount.limit;
    const { failuresPerAddress, maxDelayMs } = SIGN_IN_UNDER_ATTACK;
    const email = uniqueEmail('rl-bound');
    const { userId } = await createUser(email, 'right-pass');
    const before = await spreadAttack(email, ceiling / perAddress, perAddress);
    expect(before.reduce((n, a) => n + checked(a.statuses), 0)).toBe(ceiling);

    // More addresses, each trying all 10 at once: only 3 from each reach the password check.
    const extra = 6;
    const timings: number[] = [];
    const after = [];
    for (let a = 0; a < extra; a++) {
      const attacker = clientFrom();
      const results = await Promise.all(
        Array.from({ length: perAddress }, async () => {
          const started = performance.now();
          const r = await signIn(attacker, email, 'wrong-pass');
          if (r.status === 401) timings.push(Math.round(performance.now() - started));
          return r.status;
        }),
      );
      after.push(checked(results));
    }
    expect(after).toEqual(Array(extra).fill(failuresPerAddress));
    const guesses = ceiling + after.reduce((n, c) => n + c, 0);
    expect(guesses).toBe(ceiling + failuresPerAddress * extra);
    console.log(
      `spread attack: ${guesses} passwords checked from ${ceiling / perAddress + extra} addresses ` +
        `(bound 100 + 3 per address past the ceiling); answer times past the ceiling (ms, wait capped at ${maxDelayMs}): ${timings.join(', ')}`,
    );

    // A fresh address's 4th attempt is refused before the password is looked at: the right
    // password gets the same 429 as a wrong one, and no session.
    const last = clientFrom();
    for (let i = 0; i < failuresPerAddress; i++) expect((await signIn(last, email, 'wrong-pass')).status).toBe(401);
    const right = await signIn(last, email, 'right-pass');
    const wrong = await signIn(last, email, 'wrong-pass');
    expectRateLimited(right, RATE_LIMITS.signInFailuresPerAccountAddress.windowMs);
    expect(right.body).toEqual(wrong.body);
    expect(right.headers.get('retry-after')).toBe(wrong.headers.get('retry-after'));
    expect(await sessionCount(userId)).toBe(0);
  });

  it("the owner's known devices pass the account's slowdown from any address; another account's or a tampered cookie does not", async () => {
    const perAddress = RATE_LIMITS.signInFailuresPerAccountAddress.limit;
    const { limit: ceiling, windowMs } = RATE_LIMITS.signInFailuresPerAccount;
    const email = uniqueEmail('rl-spread');
    // The account was created on the owner's tablet, and the owner's phone signed in later:
    // both keep the device cookie that left.
    const tablet = clientFrom();
    expect((await tablet.post('/api/auth/signup', { email, password: 'right-pass' })).status).toBe(200);
    const phone = clientFrom();
    expect((await signIn(phone, email, 'right-pass')).status).toBe(200);
    for (const device of [tablet, phone]) expect(device.http.cookie('known_device')).toMatch(/^[\w-]+\.[\w-]+$/);

    const attack = await spreadAttack(email, ceiling / perAddress, perAddress);
    for (const { statuses } of attack) expect(statuses).toEqual(Array(perAddress).fill(401));
    // From an attacker's address, which is out of attempts for the account, the owner's phone
    // is let in: a known device is counted per device, not per address.
    const attackerIp = attack[0]!.attacker.ip;
    expectRateLimited(await signIn(clientFrom(t, attackerIp), email, 'right-pass'), windowMs);
    const movedPhone = clientFrom(t, attackerIp);
    movedPhone.http.setCookie('known_device', phone.http.cookie('known_device')!);
    expect((await signIn(movedPhone, email, 'right-pass')).status).toBe(200);
    expect((await signIn(tablet, email, 'right-pass')).status).toBe(200);
    // A device cookie is bound to its account: one this browser got by signing in to another
    // account does not pass, nor does a tampered one.
    const other = uniqueEmail('rl-spread-other');
    await createUser(other, 'right-pass');
    const stranger = clientFrom(t, attackerIp);
    expect((await signIn(stranger, other, 'right-pass')).status).toBe(200);
    expect(stranger.http.cookie('known_device')).toBeDefined();
    expectRateLimited(await signIn(stranger, email, 'right-pass'), windowMs);
    const tampered = clientFrom(t, attackerIp);
    const cookie = phone.http.cookie('known_device')!;
    const [nonce, mac] = cookie.split('.');
    if (mac === undefined) throw new Error(`known_device cookie is not nonce.mac: ${cookie}`);
    tampered.http.setCookie('known_device', `${nonce}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`);
    expectRateLimited(await signIn(tampered, email, 'right-pass'), windowMs);
  });

  it('leaves other e-mails alone until the per-IP limit (30) is reached', async () => {
    const perIp = RATE_LIMITS.signInPerIp.limit;
    expect(perIp).toBe(30);
    const blockedEmail = uniqueEmail('rl-blocked');
    const otherEmail = uniqueEmail('rl-other');
    await createUser(blockedEmail, 'right-pass');
    const { userId: otherId } = await createUser(otherEmail, 'right-pass');
    const c = clientFrom();
    let used = 0;
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerAccountAddress.limit; i++, used++) {
      expect((await c.post('/api/auth/signin', { email: blockedEmail, password: 'wrong-pass' })).status).toBe(401);
    }
    expect((await c.post('/api/auth/signin', { email: blockedEmail, password: 'right-pass' })).status).toBe(429);
    used++;

    // Same client, another e-mail: allowed.
    expect((await c.post('/api/auth/signin', { email: otherEmail, password: 'right-pass' })).status).toBe(200);
    used++;
    // Spend the rest of the per-IP budget on a spread of e-mails, none of them near its own limit.
    while (used < perIp) {
      const res = await c.post('/api/auth/signin', { email: uniqueEmail('rl-spray'), password: 'whatever1' });
      expect(res.status).toBe(401);
      used++;
    }
    // Now the address is out of attempts for any account it has not signed in to before,
    // even with the right password; another address signs that account in.
    const third = uniqueEmail('rl-third');
    const { userId: thirdId } = await createUser(third, 'right-pass');
    expectRateLimited(await c.post('/api/auth/signin', { email: third, password: 'right-pass' }), RATE_LIMITS.signInPerIp.windowMs);
    expect(await sessionCount(thirdId)).toBe(0);
    expect((await clientFrom().post('/api/auth/signin', { email: third, password: 'right-pass' })).status).toBe(200);
    expect(await sessionCount(thirdId)).toBe(1);
    // The account this browser signed in to a moment ago still lets it in: a known device is
    // counted per device, not per address.
    expect((await c.post('/api/auth/signin', { email: otherEmail, password: 'right-pass' })).status).toBe(200);
    expect(await sessionCount(otherId)).toBe(2);
  });
});

describe('recovery limit', () => {
  it('sends at most 3 reset e-mails per account per address per hour; the 4th request gets 429 and no token', async () => {
    const { limit, windowMs } = RATE_LIMITS.recoverPerEmailAddress;
    expect(limit).toBe(3);
    const email = uniqueEmail('rl-recover');
    const { userId } = await createUser(email, 'right-pass');
    const c = clientFrom();
    for (let i = 1; i <= limit; i++) {
      const res = await c.post('/api/auth/recover', { email, language: 'en' });
      expect(res.status).toBe(200);
      await waitForMail(t.outboxDir, email, i);
    }
    expectRateLimited(await c.post('/api/auth/recover', { email, language: 'en' }), windowMs);
    expectRateLimited(await c.post('/api/auth/recover', { email: email.toUpperCase() }), windowMs);

    // Another e-mail from the same client still works; once its mail is out, the refused
    // requests have had every chance to issue a token, and they issued none.
    const other = uniqueEmail('rl-recover-other');
    await createUser(other, 'right-pass');
    expect((await c.post('/api/auth/recover', { email: other })).status).toBe(200);
    await waitForMail(t.outboxDir, other);
    const tokens = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    expect(tokens).toHaveLength(limit);
  });

  it('after someone elsewhere used up their 3 requests, the owner still gets a reset e-mail; a ceiling per account keeps the mailbox from flooding', async () => {
    const perAddress = RATE_LIMITS.recoverPerEmailAddress.limit;
    const { limit: ceiling, windowMs } = RATE_LIMITS.recoverPerEmail;
    expect(ceiling).toBe(10);
    const email = uniqueEmail('rl-recover-owner');
    await createUser(email, 'right-pass');
    const attacker = clientFrom();
    for (let i = 0; i < perAddress; i++) expect((await attacker.post('/api/auth/recover', { email })).status).toBe(200);
    expectRateLimited(await attacker.post('/api/auth/recover', { email }), RATE_LIMITS.recoverPerEmailAddress.windowMs);

    const owner = clientFrom();
    expect((await owner.post('/api/auth/recover', { email, language: 'en' })).status).toBe(200);
    await waitForMail(t.outboxDir, email, perAddress + 1);

    // Requests from many addresses stop at the ceiling...
    let sent = perAddress + 1;
    while (sent < ceiling) {
      expect((await clientFrom().post('/api/auth/recover', { email })).status).toBe(200);
      sent++;
    }
    expectRateLimited(await clientFrom().post('/api/auth/recover', { email }), windowMs);
    // ...and the newest e-mail in the owner's mailbox resets the password.
    const newest = await waitForMail(t.outboxDir, email, ceiling);
    await expect(waitForMail(t.outboxDir, email, ceiling + 1, 300)).rejects.toThrow();
    expect((await owner.post('/api/auth/reset', { token: tokenFromLink(newest.text), password: 'owner-new-pass' })).status).toBe(200);
    expect((await owner.post('/api/auth/signin', { email, password: 'owner-new-pass' })).status).toBe(200);
  });
});

describe('password reset limit', () => {
  it('allows 10 reset attempts per address per hour; the 11th gets 429 even with a good link, which still works elsewhere', async () => {
    const { limit, windowMs } = RATE_LIMITS.resetPerIp;
    expect(limit).toBe(10);
    const email = uniqueEmail('rl-reset');
    await createUser(email, 'right-pass');
    const c = clientFrom();
    for (let i = 0; i < limit; i++) {
      const res = await c.post('/api/auth/reset', { token: `bogus-token-${i}`, password: 'new-password' });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('reset_token_invalid');
    }
    expect((await clientFrom().post('/api/auth/recover', { email, language: 'en' })).status).toBe(200);
    const token = tokenFromLink((await waitForMail(t.outboxDir, email)).text);
    expectRateLimited(await c.post('/api/auth/reset', { token, password: 'new-password' }), windowMs);
    // The refused attempt neither used the link nor changed the password.
    expect((await clientFrom().post('/api/auth/signin', { email, password: 'right-pass' })).status).toBe(200);
    expect((await clientFrom().post('/api/auth/reset', { token, password: 'new-password' })).status).toBe(200);
    expect((await clientFrom().post('/api/auth/signin', { email, password: 'new-password' })).status).toBe(200);
  });
});

describe('sign-up limit', () => {
  it('counts deck share codes per player (60 per 10 minutes, good or bad) and reports (10 per hour) (issue 31)', async () => {
    const signedIn = async (tag: string) => {
      const email = uniqueEmail(tag);
      await createUser(email, 'secret123');
      const c = clientFrom();
      const res = await c.post('/api/auth/signin', { email, password: 'secret123' });
      c.http.accessToken = res.body.accessToken;
      return c.http;
    };
    const owner = await signedIn('rl-deck-owner');
    const deck = await owner.post('/api/decks', {
      name: 'Limits',
      language: 'en',
      titles: Array.from({ length: 10 }, (_, i) => ({ title: `T${i}` })),
    });
    const code = (await owner.post(`/api/decks/${deck.body.id}/share`, { enabled: true })).body.shareCode as string;

    const guesser = await signedIn('rl-deck-guesser');
    const { limit, windowMs } = RATE_LIMITS.deckCodePerUser;
    expect(limit).toBe(60);
    for (let i = 0; i < limit; i++)
      expect((await guesser.get(i % 2 ? `/api/decks/shared/${code}` : '/api/decks/shared/ZZZZZZZ')).status).not.toBe(429);
    expectRateLimited(await guesser.get(`/api/decks/shared/${code}`), windowMs);
    expectRateLimited(await guesser.post(`/api/decks/shared/${code}/copy`), windowMs);
    // Another player is not held back by this one's guesses.
    expect((await (await signedIn('rl-deck-other')).get(`/api/decks/shared/${code}`)).status).toBe(200);

    const reporter = await signedIn('rl-deck-reporter');
    const reports = RATE_LIMITS.deckReportsPerUser;
    expect(reports.limit).toBe(10);
    for (let i = 0; i < reports.limit; i++)
      expect((await reporter.post(`/api/decks/shared/${code}/report`, { reason: `r${i}` })).status).toBe(200);
    expectRateLimited(await reporter.post(`/api/decks/shared/${code}/report`, { reason: 'one more' }), reports.windowMs);
  });

  it('allows 10 sign-ups per address per hour; the 11th gets 429 and creates no user', async () => {
    const { limit, windowMs } = RATE_LIMITS.signUpPerIp;
    expect(limit).toBe(10);
    const c = clientFrom();
    for (let i = 0; i < limit; i++) {
      const res = await c.post('/api/auth/signup', { email: uniqueEmail('rl-signup'), password: 'secret123' });
      expect(res.status).toBe(200);
    }
    const before = firstRow(await t.db.select({ n: sql<number>`count(*)::int` }).from(users), 'a count of users');
    const email = uniqueEmail('rl-signup-late');
    const res = await c.post('/api/auth/signup', { email, password: 'secret123' });
    expectRateLimited(res, windowMs);
    expect(res.headers.getSetCookie()).toEqual([]);
    const after = firstRow(await t.db.select({ n: sql<number>`count(*)::int` }).from(users), 'a count of users');
    expect(after.n).toBe(before.n);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // Another address may still sign up.
    expect((await clientFrom().post('/api/auth/signup', { email, password: 'secret123' })).status).toBe(200);
  });

  it('behind the one trusted balancer, addresses a client writes to the left of its entry buy nothing', async () => {
    // TRUST_PROXY=true means one hop: only the right-most X-Forwarded-For entry, the one the
    // balancer appended, is the client; everything left of it was written by the client.
    expect(t.config.trustProxy).toBe(1);
    const { limit, windowMs } = RATE_LIMITS.signUpPerIp;
    const c = new HttpClient(t.baseUrl);
    const seenByBalancer = nextIp();
    for (let i = 0; i < limit; i++) {
      const res = await c.post(
        '/api/auth/signup',
        { email: uniqueEmail('rl-left'), password: 'secret123' },
        { 'x-forwarded-for': `198.51.100.${i + 1}, ${seenByBalancer}` },
      );
      expect(res.status).toBe(200);
    }
    const res = await c.post(
      '/api/auth/signup',
      { email: uniqueEmail('rl-left'), password: 'secret123' },
      { 'x-forwarded-for': `198.51.100.200, ${seenByBalancer}` },
    );
    expectRateLimited(res, windowMs);
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For does not buy a fresh budget', async () => {
    const direct = await startTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      expect(direct.config.trustProxy).toBe(false);
      const { limit, windowMs } = RATE_LIMITS.signUpPerIp;
      for (let i = 0; i < limit; i++) {
        const res = await clientFrom(direct).post('/api/auth/signup', { email: uniqueEmail('rl-forged'), password: 'secret123' });
        expect(res.status).toBe(200);
      }
      const email = uniqueEmail('rl-forged-late');
      expectRateLimited(await clientFrom(direct).post('/api/auth/signup', { email, password: 'secret123' }), windowMs);
      expect(await direct.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    } finally {
      await direct.close();
    }
  });
});

describe('Redis-backed limiter', () => {
  it.skipIf(!process.env.REDIS_URL)('keeps its counters in Redis under the app prefix and shares them between instances', async () => {
    expect(t.redis).not.toBeNull();
    const redis = t.redis!;
    const prefix = t.config.redisPrefix;
    const { limit, windowMs } = RATE_LIMITS.signInFailuresPerAccountAddress;

    // The counter of an attempt shows up in Redis, under the prefix.
    const probe = uniqueEmail('rl-probe');
    const prober = clientFrom();
    expect((await prober.post('/api/auth/signin', { email: probe.toUpperCase(), password: 'x-password' })).status).toBe(401);
    const key = `${prefix}rl:signInFailuresPerAccountAddress:${probe}|${prober.ip}`;
    expect(await redis.get(key)).toBe('1');
    const ttl = await redis.pTTL(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(windowMs);
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: `${prefix}rl:*`, COUNT: 500 })) keys.push(...batch);
    expect(keys).toContain(key);
    expect(keys.some((k) => k.startsWith(`${prefix}rl:signInPerIp:`))).toBe(true);
    expect(await redis.get(`${prefix}rl:signInFailuresPerAccount:${probe}`)).toBe('1');

    // A right password gives its hit back, so only failures stay counted.
    const member = uniqueEmail('rl-member');
    await createUser(member, 'right-pass');
    const memberClient = clientFrom();
    expect((await memberClient.post('/api/auth/signin', { email: member, password: 'wrong-pass' })).status).toBe(401);
    expect((await memberClient.post('/api/auth/signin', { email: member, password: 'right-pass' })).status).toBe(200);
    expect(await redis.get(`${prefix}rl:signInFailuresPerAccountAddress:${member}|${memberClient.ip}`)).toBe('1');
    expect(await redis.get(`${prefix}rl:signInFailuresPerAccount:${member}`)).toBe('1');

    // A second app instance on the same Redis prefix shares the same budget.
    const second = await startTestApp({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true', REDIS_PREFIX: prefix } });
    try {
      expect(second.config.redisPrefix).toBe(prefix);
      const email = uniqueEmail('rl-shared');
      const ip = nextIp();
      for (let i = 0; i < limit; i++) {
        const app = i % 2 === 0 ? t : second;
        const res = await clientFrom(app, ip).post('/api/auth/signin', { email, password: 'wrong-pass' });
        expect(res.status).toBe(401);
      }
      expect(await redis.get(`${prefix}rl:signInFailuresPerAccountAddress:${email}|${ip}`)).toBe(String(limit));
      expectRateLimited(await clientFrom(second, ip).post('/api/auth/signin', { email, password: 'wrong-pass' }), windowMs);
      expectRateLimited(await clientFrom(t, ip).post('/api/auth/signin', { email, password: 'wrong-pass' }), windowMs);

      // An instance with its own prefix does not see those counters.
      const isolated = await startTestApp({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' } });
      try {
        expect(isolated.config.redisPrefix).not.toBe(prefix);
        expect((await clientFrom(isolated, ip).post('/api/auth/signin', { email, password: 'wrong-pass' })).status).toBe(401);
      } finally {
        await isolated.close();
      }
    } finally {
      // Closing the second instance removes the shared keys; t is done with them by now.
      await second.close();
    }
  });
});
