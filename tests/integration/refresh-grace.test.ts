// A lost refresh answer must not sign the player out (issue 30 §1): the immediately previous
// refresh token is accepted for REFRESH_REUSE_GRACE_SECONDS (30 s) after its rotation and
// answered with a fresh token of the same session; anything older, or the same token after the
// window, is reuse and ends the session. Real HTTP against the configured PostgreSQL and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail, type HttpResponse } from './helpers/http.ts';
import { authSessions, refreshTokens } from '../../server/src/db/schema/index.ts';
import { hashToken } from '../../server/src/lib/secure-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const client = () => new HttpClient(t.baseUrl);

/** A second device (or a retry) holding the same refresh cookie. */
function holding(refreshToken: string) {
  const c = client();
  c.setCookie('refresh_token', refreshToken);
  return c;
}

async function sessionOf(userId: string) {
  const [row] = await t.db.select().from(authSessions).where(eq(authSessions.userId, userId));
  return row;
}

/** Moves a token's rotation back in time, as if the window had passed. */
async function rotatedSecondsAgo(refreshToken: string, seconds: number) {
  await t.db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
}

/** The refresh works and its access token is accepted: the player is signed in. */
async function expectSignedIn(c: HttpClient, res: HttpResponse) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  c.accessToken = res.body.accessToken;
  expect((await c.get('/api/me')).status).toBe(200);
}

describe('refresh reuse grace window', () => {
  it('a refresh whose answer was lost after the server rotated, retried with the old cookie, stays signed in', async () => {
    const phone = client();
    const { user } = await phone.signUp(uniqueEmail('lost-answer'));
    const held = phone.cookie('refresh_token')!;

    // The server rotates; the answer never reaches the phone, which keeps its cookie.
    const lost = await holding(held).post('/api/auth/refresh');
    expect(lost.status).toBe(200);
    expect(phone.cookie('refresh_token')).toBe(held);

    const retried = await phone.post('/api/auth/refresh');
    await expectSignedIn(phone, retried);
    const successor = phone.cookie('refresh_token');
    expect(successor).toBeTruthy();
    expect(successor).not.toBe(held);
    expect((await sessionOf(user.id))?.revokedAt).toBeNull();

    // The chain goes on from the token the retry was given.
    await expectSignedIn(phone, await phone.post('/api/auth/refresh'));
    expect((await sessionOf(user.id))?.revokedAt).toBeNull();
  });

  it.each([2, 5])('%i concurrent refreshes of one cookie all succeed, in the same session', async (n) => {
    const first = client();
    const { user } = await first.signUp(uniqueEmail(`concurrent-${n}`));
    const cookie = first.cookie('refresh_token')!;
    const sessionId = (await sessionOf(user.id))!.id;

    const tabs = Array.from({ length: n }, () => holding(cookie));
    const answers = await Promise.all(tabs.map((c) => c.post('/api/auth/refresh')));
    for (const [i, c] of tabs.entries()) await expectSignedIn(c, answers[i]!);

    // Each got its own new token, all in the one session, which is not revoked.
    const issued = tabs.map((c) => c.cookie('refresh_token'));
    expect(new Set(issued).size).toBe(n);
    expect(issued).not.toContain(cookie);
    const session = await sessionOf(user.id);
    expect(session).toMatchObject({ id: sessionId, revokedAt: null });
    // Whichever answer a tab kept, it refreshes on.
    for (const c of tabs) await expectSignedIn(c, await c.post('/api/auth/refresh'));
  });

  it('the same old token after the window is reuse: the whole session ends', async () => {
    const phone = client();
    const { user } = await phone.signUp(uniqueEmail('after-window'));
    const stolen = phone.cookie('refresh_token')!;
    await expectSignedIn(phone, await phone.post('/api/auth/refresh'));

    await rotatedSecondsAgo(stolen, 31);
    const replay = await holding(stolen).post('/api/auth/refresh');
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('refresh_token_reused');

    expect(await sessionOf(user.id)).toMatchObject({ revokedReason: 'refresh_token_reuse' });
    expect((await phone.get('/api/me')).status).toBe(401);
    const legit = await phone.post('/api/auth/refresh');
    expect(legit.status).toBe(401);
    expect(legit.body.error.code).toBe('session_expired');
  });

  it('a token older than the immediately previous one is reuse even inside the window', async () => {
    const phone = client();
    const { user } = await phone.signUp(uniqueEmail('two-back'));
    const stolen = phone.cookie('refresh_token')!;
    // Two rotations in a row: the stolen token's successor has been used, so it is two back.
    await expectSignedIn(phone, await phone.post('/api/auth/refresh'));
    await expectSignedIn(phone, await phone.post('/api/auth/refresh'));

    const replay = await holding(stolen).post('/api/auth/refresh');
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('refresh_token_reused');
    expect((await sessionOf(user.id))?.revokedAt).not.toBeNull();
    expect((await phone.get('/api/me')).status).toBe(401);
  });

  it('a retry inside the window after the session was signed out is refused, not revived', async () => {
    const phone = client();
    await phone.signUp(uniqueEmail('grace-signed-out'));
    const held = phone.cookie('refresh_token')!;
    await expectSignedIn(phone, await phone.post('/api/auth/refresh'));
    expect((await phone.post('/api/auth/signout')).status).toBeLessThan(300);

    const retry = await holding(held).post('/api/auth/refresh');
    expect(retry.status).toBe(401);
    expect(retry.body.error.code).toBe('session_expired');
  });
});
