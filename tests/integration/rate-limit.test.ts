// The auth rate limits at their real size (RATE_LIMIT_SCALE=1), over real HTTP. TRUST_PROXY
// lets each case speak from its own client address (X-Forwarded-For), so the per-IP budgets
// of one case do not spill into the next; the per-e-mail keys are what is under test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, waitForMail, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { authSessions, oneTimeTokens, users } from '../../server/src/db/schema/index.ts';
import { RATE_LIMITS } from '../../server/src/plugins/rate-limit.ts';
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
function clientFrom(app: TestApp = t, ip = `203.0.113.${++ipCounter}`) {
  const c = new HttpClient(app.baseUrl);
  return {
    ip,
    post: (path: string, body: unknown) => c.post(path, body, { 'x-forwarded-for': ip }),
  };
}

/** Creates a confirmed account directly (sign-up over HTTP has its own per-IP budget). */
async function createUser(email: string, password: string) {
  return signUpUser({ db: t.db, email, password, confirmed: true });
}

async function sessionCount(userId: string) {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(authSessions).where(eq(authSessions.userId, userId));
  return row.n;
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
  it('limits one e-mail to 10 attempts, then answers 429 even with the right password', async () => {
    const { limit, windowMs } = RATE_LIMITS.signInPerEmail;
    expect(limit).toBe(10);
    const email = uniqueEmail('rl-signin');
    const { userId } = await createUser(email, 'right-pass');
    const c = clientFrom();
    for (let i = 0; i < limit - 1; i++) {
      const res = await c.post('/api/auth/signin', { email, password: 'wrong-pass' });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('invalid_credentials');
    }
    // The 10th attempt is still inside the limit: the right password works.
    expect((await c.post('/api/auth/signin', { email, password: 'right-pass' })).status).toBe(200);
    expect(await sessionCount(userId)).toBe(1);

    const blocked = await c.post('/api/auth/signin', { email, password: 'right-pass' });
    expectRateLimited(blocked, windowMs);
    // The key is the e-mail whatever its case or surrounding spaces.
    expectRateLimited(await c.post('/api/auth/signin', { email: `  ${email.toUpperCase()} `, password: 'right-pass' }), windowMs);
    // From another address the e-mail is still blocked: the key is the e-mail, not the client.
    expectRateLimited(await clientFrom().post('/api/auth/signin', { email, password: 'right-pass' }), windowMs);
    // No session was started by the refused attempts.
    expect(await sessionCount(userId)).toBe(1);
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
    for (let i = 0; i < RATE_LIMITS.signInPerEmail.limit; i++, used++) {
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
    // Now the address is out of attempts, for any e-mail, even with the right password.
    expectRateLimited(await c.post('/api/auth/signin', { email: otherEmail, password: 'right-pass' }), RATE_LIMITS.signInPerIp.windowMs);
    expect(await sessionCount(otherId)).toBe(1);
    // Another address signs the same account in.
    expect((await clientFrom().post('/api/auth/signin', { email: otherEmail, password: 'right-pass' })).status).toBe(200);
    expect(await sessionCount(otherId)).toBe(2);
  });
});

describe('recovery limit', () => {
  it('sends at most 3 reset e-mails per address per hour; the 4th request gets 429 and no token', async () => {
    const { limit, windowMs } = RATE_LIMITS.recoverPerEmail;
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
    // Another address cannot get around it either.
    expectRateLimited(await clientFrom().post('/api/auth/recover', { email: email.toUpperCase() }), windowMs);

    // Another e-mail from the same client still works; once its mail is out, the refused
    // requests have had every chance to issue a token, and they issued none.
    const other = uniqueEmail('rl-recover-other');
    await createUser(other, 'right-pass');
    expect((await c.post('/api/auth/recover', { email: other })).status).toBe(200);
    await waitForMail(t.outboxDir, other);
    const tokens = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    expect(tokens).toHaveLength(limit);
  });
});

describe('sign-up limit', () => {
  it('allows 10 sign-ups per address per hour; the 11th gets 429 and creates no user', async () => {
    const { limit, windowMs } = RATE_LIMITS.signUpPerIp;
    expect(limit).toBe(10);
    const c = clientFrom();
    for (let i = 0; i < limit; i++) {
      const res = await c.post('/api/auth/signup', { email: uniqueEmail('rl-signup'), password: 'secret123' });
      expect(res.status).toBe(200);
    }
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const email = uniqueEmail('rl-signup-late');
    const res = await c.post('/api/auth/signup', { email, password: 'secret123' });
    expectRateLimited(res, windowMs);
    expect(res.headers.getSetCookie()).toEqual([]);
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after.n).toBe(before.n);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // Another address may still sign up.
    expect((await clientFrom().post('/api/auth/signup', { email, password: 'secret123' })).status).toBe(200);
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
    const { limit, windowMs } = RATE_LIMITS.signInPerEmail;

    // The counter of an attempt shows up in Redis, under the prefix.
    const probe = uniqueEmail('rl-probe');
    expect((await clientFrom().post('/api/auth/signin', { email: probe.toUpperCase(), password: 'x-password' })).status).toBe(401);
    const key = `${prefix}rl:signInPerEmail:${probe}`;
    expect(await redis.get(key)).toBe('1');
    const ttl = await redis.pTTL(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(windowMs);
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: `${prefix}rl:*`, COUNT: 500 })) keys.push(...batch);
    expect(keys).toContain(key);
    expect(keys.some((k) => k.startsWith(`${prefix}rl:signInPerIp:`))).toBe(true);

    // A second app instance on the same Redis prefix shares the same budget.
    const second = await startTestApp({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true', REDIS_PREFIX: prefix } });
    try {
      expect(second.config.redisPrefix).toBe(prefix);
      const email = uniqueEmail('rl-shared');
      for (let i = 0; i < limit; i++) {
        const app = i % 2 === 0 ? t : second;
        const res = await clientFrom(app).post('/api/auth/signin', { email, password: 'wrong-pass' });
        expect(res.status).toBe(401);
      }
      expect(await redis.get(`${prefix}rl:signInPerEmail:${email}`)).toBe(String(limit));
      expectRateLimited(await clientFrom(second).post('/api/auth/signin', { email, password: 'wrong-pass' }), windowMs);
      expectRateLimited(await clientFrom(t).post('/api/auth/signin', { email, password: 'wrong-pass' }), windowMs);

      // An instance with its own prefix does not see those counters.
      const isolated = await startTestApp({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' } });
      try {
        expect(isolated.config.redisPrefix).not.toBe(prefix);
        expect((await clientFrom(isolated).post('/api/auth/signin', { email, password: 'wrong-pass' })).status).toBe(401);
      } finally {
        await isolated.close();
      }
    } finally {
      // Closing the second instance removes the shared keys; t is done with them by now.
      await second.close();
    }
  });
});
