// Every auth path over real HTTP against the configured PostgreSQL and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, waitForMail, tokenFromLink, countMails, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import { expectResetWorksOnce } from './helpers/password-reset.ts';
import { GameSocket } from './helpers/game-client.ts';
import { authSessions, oneTimeTokens, profiles, refreshTokens, tokenLedger, users } from '../../server/src/db/schema/index.ts';
import { hashToken } from '../../server/src/lib/secure-token.ts';
import { publicOriginOf } from '../../server/src/lib/public-origin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const client = () => new HttpClient(t.baseUrl);

/** The claims of a signed JWT (its middle part), read without verifying. */
function claimsOf(token: string | undefined) {
  const payload = token?.split('.')[1];
  if (payload === undefined) throw new Error(`not a JWT: ${token}`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString());
}

describe('sign-up', () => {
  it('creates an account with a profile holding 1 token, role user, a ledger row and a session', async () => {
    const c = client();
    const email = uniqueEmail('Signup');
    const res = await c.post('/api/auth/signup', {
      email: `  ${email.toUpperCase()} `,
      password: 'secret1',
      confirmPassword: 'secret1',
      language: 'ar',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: email.toLowerCase(), tokens: 1, role: 'user', language: 'ar', emailConfirmed: true });
    expect(res.body.expiresIn).toBeGreaterThan(60);
    expect(res.body.expiresAt).toBeGreaterThan(Date.now());
    // The refresh token is only in an httpOnly, SameSite=Strict cookie scoped to /api/auth.
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/refresh_token=[^;]+; .*Path=\/api\/auth/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(JSON.stringify(res.body)).not.toContain(c.cookie('refresh_token')!);

    const ledger = await t.db.select().from(tokenLedger).where(eq(tokenLedger.userId, res.body.user.id));
    expect(ledger).toEqual([expect.objectContaining({ delta: 1, balanceAfter: 1, reason: 'signup_grant' })]);
    const stored = firstRow(await t.db.select().from(users).where(eq(users.id, res.body.user.id)), 'the new user');
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

    c.accessToken = res.body.accessToken;
    const me = await c.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.user.id);
  });

  it.each([
    [{}, 'email_required'],
    [{ email: '', password: 'secret1' }, 'email_required'],
    [{ email: 'not-an-email', password: 'secret1' }, 'invalid_email'],
    [{ email: 'x@example.com' }, 'password_required'],
    [{ email: 'x@example.com', password: '12345' }, 'password_too_short'],
    [{ email: 'x@example.com', password: 'a'.repeat(300) }, 'password_too_long'],
    [{ email: 'x@example.com', password: 'secret1', confirmPassword: 'secret2' }, 'passwords_do_not_match'],
    [{ email: 42, password: 'secret1' }, 'email_required'],
  ])('rejects %j with %s and creates nothing', async (body, code) => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await client().post('/api/auth/signup', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(typeof res.body.error.message).toBe('string');
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(firstRow(after, 'a count of users').n).toBe(firstRow(before, 'a count of users').n);
  });

  it('rejects a duplicate e-mail whatever its case, with user_already_exists', async () => {
    const email = uniqueEmail('dup');
    await client().signUp(email);
    const res = await client().post('/api/auth/signup', { email: email.toUpperCase(), password: 'another1' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'user_already_exists', message: expect.stringContaining('already exists') });
  });

  it('answers malformed JSON with a clear error and no stack', async () => {
    const res = await client().request('POST', '/api/auth/signup', '{"email":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|node_modules/);
  });
});

describe('sign-in', () => {
  it('signs in with the right password (e-mail in any case) and starts a new session', async () => {
    const email = uniqueEmail('signin');
    await client().signUp(email, 'right-pass');
    const c = client();
    const res = await c.signIn(email.toUpperCase(), 'right-pass');
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
    expect(c.cookie('refresh_token')).toBeTruthy();
    expect((await c.get('/api/me')).status).toBe(200);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const email = uniqueEmail('wrong');
    await client().signUp(email, 'right-pass');
    const wrong = await client().signIn(email, 'wrong-pass');
    const unknown = await client().signIn(uniqueEmail('nobody'), 'wrong-pass');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.code).toBe('invalid_credentials');
    expect(wrong.body.error.message).toBe('Invalid login credentials');
  });

  it.each([[{}], [{ email: 'a@b.co' }], [{ password: 'x' }], [{ email: '', password: '' }]])(
    'answers missing fields %j with missing_credentials',
    async (body) => {
      const res = await client().post('/api/auth/signin', body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('missing_credentials');
    },
  );
});

describe('sessions and refresh rotation', () => {
  it('rotates the refresh token on every use and keeps the user signed in', async () => {
    const c = client();
    await c.signUp(uniqueEmail('rotate'));
    const first = c.cookie('refresh_token');
    const r1 = await c.post('/api/auth/refresh');
    expect(r1.status).toBe(200);
    const second = c.cookie('refresh_token');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    c.accessToken = r1.body.accessToken;
    expect((await c.get('/api/me')).status).toBe(200);
    const r2 = await c.post('/api/auth/refresh');
    expect(r2.status).toBe(200);
    expect(c.cookie('refresh_token')).not.toBe(second);
  });

  it('revokes the whole session when a rotated refresh token is presented again', async () => {
    const c = client();
    await c.signUp(uniqueEmail('reuse'));
    const stolen = c.cookie('refresh_token')!;
    const ok = await c.post('/api/auth/refresh');
    expect(ok.status).toBe(200);
    c.accessToken = ok.body.accessToken;
    // Past the grace window for a lost answer (refresh-grace.test.ts covers the window).
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashToken(stolen)));

    const attacker = client();
    attacker.setCookie('refresh_token', stolen);
    const reuse = await attacker.post('/api/auth/refresh');
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('refresh_token_reused');

    // The legitimate device is signed out too: its access token and its newest refresh token.
    expect((await c.get('/api/me')).status).toBe(401);
    const legit = await c.post('/api/auth/refresh');
    expect(legit.status).toBe(401);
    expect(legit.body.error.code).toBe('session_expired');
  });

  it('claims a refresh token once under simultaneous uses: one rotation, the other answered inside the grace window', async () => {
    const c = client();
    await c.signUp(uniqueEmail('race'));
    const token = c.cookie('refresh_token')!;
    const a = client();
    const b = client();
    a.setCookie('refresh_token', token);
    b.setCookie('refresh_token', token);
    const results = await Promise.all([a.post('/api/auth/refresh'), b.post('/api/auth/refresh')]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    // The token itself was rotated once; each answer is its own successor.
    const [claimed] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    const successors = await t.db.select().from(refreshTokens).where(eq(refreshTokens.parentId, claimed!.id));
    expect(successors).toHaveLength(2);
    expect(a.cookie('refresh_token')).not.toBe(b.cookie('refresh_token'));
  });

  it.each([
    [undefined, 'refresh_token_missing'],
    ['not-a-real-token', 'refresh_token_invalid'],
  ])('refuses refresh with cookie %s', async (cookie, code) => {
    const c = client();
    if (cookie) c.setCookie('refresh_token', cookie);
    const res = await c.post('/api/auth/refresh');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe(code);
  });

  it('refuses an expired session', async () => {
    const c = client();
    const { user } = await c.signUp(uniqueEmail('expired'));
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, user.id));
    const res = await c.post('/api/auth/refresh');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('session_expired');
    expect((await c.get('/api/me')).status).toBe(401);
  });

  it('signs out: the access token and the refresh token stop working, other devices stay in', async () => {
    const email = uniqueEmail('signout');
    const phone = client();
    await phone.signUp(email);
    const tv = client();
    await tv.signIn(email);
    const res = await phone.post('/api/auth/signout');
    expect(res.status).toBe(200);
    expect(phone.cookie('refresh_token')).toBeUndefined();
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await tv.get('/api/me')).status).toBe(200);
    expect((await tv.post('/api/auth/refresh')).status).toBe(200);
  });

  it.each([
    ['no header', undefined, 'unauthorized'],
    ['a malformed token', 'Bearer abc.def.ghi', 'unauthorized'],
    ['a non-bearer scheme', 'Basic dXNlcjpwYXNz', 'unauthorized'],
  ])('refuses /api/me with %s', async (_label, header, code) => {
    const res = await client().get('/api/me', header ? { authorization: header } : {});
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe(code);
  });

  it('answers token_expired for an access token past its expiry, unauthorized for a foreign one', async () => {
    const { SignJWT } = await import('jose');
    const c = client();
    const { user } = await c.signUp(uniqueEmail('exp'));
    const me = await c.get('/api/me');
    expect(me.status).toBe(200);
    const sid = claimsOf(c.accessToken).sid;
    const sign = (secret: string, exp: number) =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setAudience('charades')
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const nowSec = Math.floor(Date.now() / 1000);
    const expired = await c.get('/api/me', { authorization: `Bearer ${await sign(t.jwtSecret, nowSec - 60)}` });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('token_expired');
    const foreign = await c.get('/api/me', { authorization: `Bearer ${await sign('x'.repeat(32), nowSec + 600)}` });
    expect(foreign.status).toBe(401);
    expect(foreign.body.error.code).toBe('unauthorized');
    const valid = await c.get('/api/me', { authorization: `Bearer ${await sign(t.jwtSecret, nowSec + 600)}` });
    expect(valid.status).toBe(200);
  });
});

describe('well-signed tokens with ids that are not UUIDs', () => {
  it.each([
    ['a session id', (userId: string) => ({ sub: userId, sid: 'not-a-uuid' })],
    ['a user id', (_userId: string, sid: string) => ({ sub: "1' or '1'='1", sid })],
    ['a session id with a NUL', (userId: string) => ({ sub: userId, sid: '00000000-0000-4000-8000-00000000000\u0000' })],
  ])('%s that is not a UUID answers 401 unauthorized, on HTTP and on the socket', async (_label, claims) => {
    const { SignJWT } = await import('jose');
    const c = client();
    const { user } = await c.signUp(uniqueEmail('sid'));
    const sid = claimsOf(c.accessToken).sid;
    const { sub, sid: badSid } = claims(user.id, sid);
    const token = await new SignJWT({ sid: badSid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setAudience('charades')
      .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
      .sign(new TextEncoder().encode(t.jwtSecret));
    for (const res of [
      await c.get('/api/me', { authorization: `Bearer ${token}` }),
      await c.get('/api/games', { authorization: `Bearer ${token}` }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    }
    const socket = new GameSocket(t.baseUrl, token);
    try {
      await expect(socket.connected()).rejects.toThrow(/unauthorized/);
    } finally {
      socket.close();
    }
  });
});

describe('suspension and deletion take effect on the next request', () => {
  it('a suspended user can read the profile (role suspended) but nothing else', async () => {
    const c = client();
    const { user } = await c.signUp(uniqueEmail('suspend'));
    expect((await c.patch('/api/me', { language: 'en' })).status).toBe(200);
    await t.db.update(profiles).set({ role: 'suspended' }).where(eq(profiles.id, user.id));
    const me = await c.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.role).toBe('suspended');
    const blocked = await c.patch('/api/me', { language: 'ar' });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('account_suspended');
    // Sign-in still works so the app can send the user to /suspended.
    const again = await client().signIn(user.email);
    expect(again.status).toBe(200);
    expect(again.body.user.role).toBe('suspended');
  });

  it('a deleted user is signed out everywhere at once', async () => {
    const c = client();
    const { user } = await c.signUp(uniqueEmail('deleted'));
    await t.db.delete(users).where(eq(users.id, user.id));
    expect((await c.get('/api/me')).status).toBe(401);
    expect((await c.post('/api/auth/refresh')).status).toBe(401);
  });

  it('rejects a bad language on PATCH /api/me and keeps the old one', async () => {
    const c = client();
    const { user } = await c.signUp(uniqueEmail('lang'));
    const res = await c.patch('/api/me', { language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    const p = firstRow(await t.db.select().from(profiles).where(eq(profiles.id, user.id)), 'the profile');
    expect(p.language).toBe(user.language);
  });
});

describe('password recovery', () => {
  it('e-mails a single-use reset link that sets a new password and signs out old sessions', async () => {
    const email = uniqueEmail('reset');
    const old = client();
    await old.signUp(email, 'old-password');
    const res = await client().post('/api/auth/recover', { email, language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const mail = await waitForMail(t.outboxDir, email);
    expect(mail.text).toContain('/en/reset-password?token=');
    const token = tokenFromLink(mail.text);

    await expectResetWorksOnce({ baseUrl: t.baseUrl, email, token, oldDevice: old, oldPassword: 'old-password' });
  });

  it('writes the Arabic e-mail with the Arabic link by default', async () => {
    const email = uniqueEmail('reset-ar');
    await client().signUp(email);
    await client().post('/api/auth/recover', { email });
    const mail = await waitForMail(t.outboxDir, email);
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور');
    // At the address phones reach this server (issue 30 §6): the LAN address of a server on
    // every interface, as the QR codes carry, not localhost (each phone's own).
    expect(mail.text).toContain(`${t.app.publicOrigin()}/reset-password?token=`);
    expect(t.app.publicOrigin()).toBe(publicOriginOf({ publicUrl: undefined, host: '0.0.0.0' }, Number(new URL(t.baseUrl).port)));
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = await countMails(t.outboxDir);
    const res = await client().post('/api/auth/recover', { email: uniqueEmail('ghost') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(await countMails(t.outboxDir)).toBe(before);
  });

  it('refuses an expired reset token and keeps the password', async () => {
    const email = uniqueEmail('reset-exp');
    const { user } = await client().signUp(email, 'keep-this');
    await client().post('/api/auth/recover', { email });
    const token = tokenFromLink((await waitForMail(t.outboxDir, email)).text);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    const res = await client().post('/api/auth/reset', { token, password: 'new-password' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('reset_token_expired');
    expect((await client().signIn(email, 'keep-this')).status).toBe(200);
  });

  it('only the newest reset link works', async () => {
    const email = uniqueEmail('reset-twice');
    await client().signUp(email);
    await client().post('/api/auth/recover', { email });
    const first = tokenFromLink((await waitForMail(t.outboxDir, email, 1)).text);
    await client().post('/api/auth/recover', { email });
    const second = tokenFromLink((await waitForMail(t.outboxDir, email, 2)).text);
    expect((await client().post('/api/auth/reset', { token: first, password: 'newpass1' })).body.error.code).toBe('reset_token_invalid');
    expect((await client().post('/api/auth/reset', { token: second, password: 'newpass1' })).status).toBe(200);
  });

  it.each([
    [{}, 'email_required'],
    [{ email: 'nope' }, 'invalid_email'],
  ])('recover rejects %j with %s', async (body, code) => {
    const res = await client().post('/api/auth/recover', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
  });

  it.each([
    [{ password: 'newpass1' }, 'reset_token_invalid'],
    [{ token: 'bogus', password: 'newpass1' }, 'reset_token_invalid'],
    [{ token: 'bogus', password: '123' }, 'password_too_short'],
  ])('reset rejects %j with %s', async (body, code) => {
    const res = await client().post('/api/auth/reset', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
  });
});
