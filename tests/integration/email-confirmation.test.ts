// AUTH_REQUIRE_EMAIL_CONFIRMATION=true: sign-up e-mails a confirmation link and starts no
// session; sign-in waits for the confirmation; each link works once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, waitForMail, tokenFromLink, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import { authSessions, oneTimeTokens, users } from '../../server/src/db/schema/index.ts';
import type { Language } from '@charades/shared/languages';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true' } });
});
afterAll(async () => {
  await t?.close();
});

const client = () => new HttpClient(t.baseUrl);

async function storedUser(id: string) {
  return firstRow(await t.db.select().from(users).where(eq(users.id, id)), `user ${id}`);
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

/** Signs up and returns the user and the token from the confirmation e-mail. */
async function signUpUnconfirmed(tag: string, password = 'right-pass', language?: Language) {
  const email = uniqueEmail(tag);
  const c = client();
  const res = await c.post('/api/auth/signup', { email, password, confirmPassword: password, ...(language ? { language } : {}) });
  expect(res.status).toBe(200);
  const mail = await waitForMail(t.outboxDir, email);
  return { c, res, email, mail, token: tokenFromLink(mail.text) };
}

describe('sign-up with e-mail confirmation', () => {
  it('answers confirmationRequired with the user, sets no cookie and starts no session', async () => {
    const { c, res, email } = await signUpUnconfirmed('confirm-signup');
    expect(res.body).toEqual({ confirmationRequired: true, user: { id: expect.any(String), email } });
    expect(res.body.accessToken).toBeUndefined();
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(c.cookie('refresh_token')).toBeUndefined();
    const stored = await storedUser(res.body.user.id);
    expect(stored.emailConfirmedAt).toBeNull();
    expect(await sessionCount(res.body.user.id)).toBe(0);
  });

  it('e-mails a link to /confirm-email (Arabic by default, /en/confirm-email in English)', async () => {
    const ar = await signUpUnconfirmed('confirm-ar');
    expect(ar.mail.subject).toBe('تأكيد بريدك الإلكتروني');
    expect(ar.mail.text).toMatch(/https?:\/\/[^/\s]+\/confirm-email\?token=[A-Za-z0-9_%-]+/);
    expect(ar.mail.html).toContain('/confirm-email?token=');
    expect(ar.token.length).toBeGreaterThanOrEqual(40);

    const en = await signUpUnconfirmed('confirm-en', 'right-pass', 'en');
    expect(en.mail.subject).toBe('Confirm your e-mail');
    expect(en.mail.text).toMatch(/https?:\/\/[^/\s]+\/en\/confirm-email\?token=[A-Za-z0-9_%-]+/);
    // Only the hash of the token is stored.
    const rows = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, en.res.body.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.purpose).toBe('email_confirmation');
    expect(rows[0]!.tokenHash).not.toBe(en.token);
    expect(JSON.stringify(rows)).not.toContain(en.token);
  });

  it('refuses sign-in with the right password as email_not_confirmed, and a wrong one as invalid_credentials', async () => {
    const { email, res } = await signUpUnconfirmed('confirm-signin');
    const right = await client().signIn(email, 'right-pass');
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ error: { code: 'email_not_confirmed', message: 'Email not confirmed' } });
    expect(right.headers.getSetCookie()).toEqual([]);

    // A wrong password must not reveal that the account exists and waits for confirmation.
    const wrong = await client().signIn(email, 'wrong-pass');
    const unknown = await client().signIn(uniqueEmail('confirm-nobody'), 'wrong-pass');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid login credentials' } });
    expect(unknown.body).toEqual(wrong.body);
    expect(await sessionCount(res.body.user.id)).toBe(0);
  });

  it('confirms with the e-mailed token, after which sign-in works; the token works once', async () => {
    const { email, token, res } = await signUpUnconfirmed('confirm-ok');
    const confirmed = await client().post('/api/auth/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true });
    expect((await storedUser(res.body.user.id)).emailConfirmedAt).toBeInstanceOf(Date);

    const c = client();
    const signIn = await c.signIn(email, 'right-pass');
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ id: res.body.user.id, email, emailConfirmed: true });
    expect(c.cookie('refresh_token')).toBeTruthy();
    expect((await c.get('/api/me')).body.emailConfirmed).toBe(true);

    const again = await client().post('/api/auth/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('confirmation_token_invalid');
    expect(again.body.error.message).toBe('Confirmation link is invalid or has expired');
    // The refused second use changes nothing: the account stays confirmed and signs in.
    expect((await client().signIn(email, 'right-pass')).status).toBe(200);
  });

  it.each([
    ['a bogus token', { token: 'not-a-real-token' }],
    ['a missing token', {}],
    ['an empty token', { token: '' }],
    ['a non-string token', { token: 12345 }],
    ['an over-long token', { token: 'a'.repeat(500) }],
  ])('refuses %s with 400 confirmation_token_invalid and confirms nobody', async (_label, body) => {
    const { res, email } = await signUpUnconfirmed('confirm-bad');
    const r = await client().post('/api/auth/confirm', body);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('confirmation_token_invalid');
    expect(typeof r.body.error.message).toBe('string');
    expect((await storedUser(res.body.user.id)).emailConfirmedAt).toBeNull();
    expect((await client().signIn(email, 'right-pass')).status).toBe(403);
  });

  it('refuses an expired confirmation token and leaves the account unconfirmed', async () => {
    const { res, token, email } = await signUpUnconfirmed('confirm-expired');
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, res.body.user.id));
    const r = await client().post('/api/auth/confirm', { token });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('confirmation_token_invalid');
    expect((await storedUser(res.body.user.id)).emailConfirmedAt).toBeNull();
    expect((await client().signIn(email, 'right-pass')).body.error.code).toBe('email_not_confirmed');
  });

  it('a password-reset token is not a confirmation token', async () => {
    const { res, email } = await signUpUnconfirmed('confirm-wrong-purpose');
    expect((await client().post('/api/auth/recover', { email, language: 'en' })).status).toBe(200);
    const resetMail = await waitForMail(t.outboxDir, email, 2);
    expect(resetMail.text).toContain('/en/reset-password?token=');
    const resetToken = tokenFromLink(resetMail.text);
    const r = await client().post('/api/auth/confirm', { token: resetToken });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('confirmation_token_invalid');
    expect((await storedUser(res.body.user.id)).emailConfirmedAt).toBeNull();
  });
});

describe('resending the confirmation e-mail', () => {
  it('sends a new link that works, and retires the old one', async () => {
    const { res, email, token: first } = await signUpUnconfirmed('confirm-resend');
    const r = await client().post('/api/auth/resend', { email: email.toUpperCase(), language: 'en' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true });
    const mail = await waitForMail(t.outboxDir, email, 2);
    expect(mail.text).toContain('/en/confirm-email?token=');
    const second = tokenFromLink(mail.text);
    expect((await client().post('/api/auth/confirm', { token: first })).body.error.code).toBe('confirmation_token_invalid');
    expect((await client().post('/api/auth/confirm', { token: second })).status).toBe(200);
    expect((await storedUser(res.body.user.id)).emailConfirmedAt).not.toBeNull();
  });

  it('answers the same for unknown and already-confirmed accounts, and sends them nothing', async () => {
    const { email, token } = await signUpUnconfirmed('confirm-resend-done');
    expect((await client().post('/api/auth/confirm', { token })).status).toBe(200);
    const ghost = uniqueEmail('confirm-ghost');
    for (const address of [email, ghost]) {
      const r = await client().post('/api/auth/resend', { email: address });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ ok: true });
    }
    await new Promise((r) => setTimeout(r, 300));
    await expect(waitForMail(t.outboxDir, email, 2, 200)).rejects.toThrow(/no mail/);
    await expect(waitForMail(t.outboxDir, ghost, 1, 200)).rejects.toThrow(/no mail/);
  });

  it.each([
    [{}, 'email_required'],
    [{ email: 'not-an-email' }, 'invalid_email'],
  ])('rejects %j with %s', async (body, code) => {
    const r = await client().post('/api/auth/resend', body);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe(code);
  });
});
