// Issue 32 §4: staff two-factor sign-in end to end on the real PostgreSQL: enrolment (enrol,
// confirm with the app's first code, recovery codes shown once), a sign-in that asks for the
// code, a code that works once, a recovery code that works once (also under a race), a challenge
// that dies after 5 wrong codes, STAFF_TWO_FACTOR=required letting an account without the
// factor only enrol, and an admin turning the factor off (audited).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { auditLog } from '../../server/src/db/schema/index.ts';
import type { StaffRole } from '../../shared/src/staff/staff-roles.ts';
import { account } from './helpers/accounts.ts';
import { totpCode, totpStep } from '../../server/src/lib/totp.ts';

async function staffMember(t: TestApp, role: StaffRole, tag: string = role) {
  const { c, email, id } = await account(t, `2fa-${tag}`, role);
  return { client: c, email, id };
}

/** Enrols the signed-in staff client and answers the secret and the recovery codes. */
async function enrol(client: HttpClient) {
  const enrolled = await client.post('/api/auth/2fa/enroll');
  expect(enrolled.status).toBe(200);
  const secret = enrolled.body.secret as string;
  const confirmed = await client.post('/api/auth/2fa/confirm', { code: totpCode(secret, totpStep(Date.now())) });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** The code of the step after the last one used: a code works once. */
const nextCode = (secret: string, offset: number) => totpCode(secret, totpStep(Date.now()) + offset);

async function signInFor(t: TestApp, email: string) {
  const client = new HttpClient(t.baseUrl);
  const res = await client.signIn(email);
  return { client, res };
}

describe('staff two-factor sign-in (STAFF_TWO_FACTOR=optional)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { STAFF_TWO_FACTOR: 'optional' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('enrols with the app’s first code, shows 10 recovery codes once, and is audited', async () => {
    const staff = await staffMember(t, 'support');
    const started = await staff.client.post('/api/auth/2fa/enroll');
    expect(started.status).toBe(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(started.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(started.body.secret);
    expect(decodeURIComponent(url.pathname)).toContain(staff.email);
    // A wrong code and an empty one are refused with their own codes; nothing is turned on.
    const wrong = await staff.client.post('/api/auth/2fa/confirm', {
      code: '000000' === nextCode(started.body.secret, 0) ? '111111' : '000000',
    });
    expect([wrong.status, wrong.body.error.code]).toEqual([400, 'two_factor_code_invalid']);
    const empty = await staff.client.post('/api/auth/2fa/confirm', { code: '  ' });
    expect([empty.status, empty.body.error.code]).toEqual([400, 'two_factor_code_required']);
    expect((await staff.client.get('/api/me')).body.staffTwoFactor).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
      thisSession: false,
    });
    // Arabic-Indic digits, as a phone keyboard may type them, are the same code.
    const code = nextCode(started.body.secret, 0).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const confirmed = await staff.client.post('/api/auth/2fa/confirm', { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    for (const c of confirmed.body.recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await staff.client.get('/api/me')).body.staffTwoFactor).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
      thisSession: true,
    });
    // Enrolling again is refused: turning it off is an admin's act.
    const again = await staff.client.post('/api/auth/2fa/enroll');
    expect([again.status, again.body.error.code]).toEqual([409, 'two_factor_already_enabled']);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'two_factor_enabled'), eq(auditLog.targetId, staff.id)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(started.body.secret);
    // The session it enrolled on has passed the factor: the admin area is open to it.
    expect((await staff.client.get('/api/admin/stats')).status).toBe(200);
  });

  it('a player cannot enrol; nor can a signed-out caller', async () => {
    const player = new HttpClient(t.baseUrl);
    await player.signUp(uniqueEmail('2fa-player'));
    const res = await player.post('/api/auth/2fa/enroll');
    expect([res.status, res.body.error.code]).toEqual([403, 'two_factor_staff_only']);
    expect((await new HttpClient(t.baseUrl).post('/api/auth/2fa/enroll')).status).toBe(401);
  });

  it('signs in only with the code, which works once; a password session from before is refused the admin area', async () => {
    const staff = await staffMember(t, 'finance');
    const older = await signInFor(t, staff.email);
    expect(older.res.status).toBe(200);
    const { secret } = await enrol(staff.client);
    // A session that did not pass the factor (signed in before enrolment) no longer gets in.
    const refused = await older.client.get('/api/admin/payments');
    expect([refused.status, refused.body.error.code]).toEqual([403, 'two_factor_required']);
    expect((await older.client.get('/api/me')).body.staffTwoFactor).toMatchObject({ enabled: true, thisSession: false });

    const first = await signInFor(t, staff.email);
    expect(first.res.status).toBe(200);
    expect(first.res.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    // No session yet: no refresh cookie (the known-device tag of a right password may come).
    expect(first.res.headers.getSetCookie().filter((c) => c.startsWith('refresh_token='))).toEqual([]);
    expect(first.client.cookie('refresh_token')).toBeUndefined();
    const code = nextCode(secret, 1);
    const verified = await first.client.post('/api/auth/2fa/verify', { challenge: first.res.body.challenge, code });
    expect(verified.status).toBe(200);
    expect(verified.body.user.role).toBe('finance');
    first.client.accessToken = verified.body.accessToken;
    expect((await first.client.get('/api/admin/payments')).status).toBe(200);
    // The session lasts: a refresh keeps it past the factor.
    const refreshed = await first.client.post('/api/auth/refresh');
    first.client.accessToken = refreshed.body.accessToken;
    expect((await first.client.get('/api/admin/payments')).status).toBe(200);

    // The same code a second time: refused (it was used), the challenge still alive.
    const second = await signInFor(t, staff.email);
    const replay = await second.client.post('/api/auth/2fa/verify', { challenge: second.res.body.challenge, code });
    expect([replay.status, replay.body.error.code]).toEqual([400, 'two_factor_code_invalid']);
  });

  it('a recovery code signs in once, also when two devices race with it', async () => {
    const staff = await staffMember(t, 'admin');
    const { recoveryCodes } = await enrol(staff.client);
    const [a, b] = [await signInFor(t, staff.email), await signInFor(t, staff.email)];
    const code = recoveryCodes[0]!.toUpperCase();
    const answers = await Promise.all([
      a.client.post('/api/auth/2fa/verify', { challenge: a.res.body.challenge, code }),
      b.client.post('/api/auth/2fa/verify', { challenge: b.res.body.challenge, code }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = answers.find((r) => r.status === 200)!;
    expect(winner.body.user.staffTwoFactor).toEqual({ enabled: true, required: false, recoveryCodesLeft: 9, thisSession: true });
    // Without its dash, another code works too.
    const c = await signInFor(t, staff.email);
    const undashed = await c.client.post('/api/auth/2fa/verify', {
      challenge: c.res.body.challenge,
      code: recoveryCodes[1]!.replace('-', ''),
    });
    expect(undashed.status).toBe(200);
  });

  it('a challenge takes 5 wrong codes, then even the right one is refused; it expires for a bad token too', async () => {
    const staff = await staffMember(t, 'support', 'tries');
    const { secret } = await enrol(staff.client);
    const { client, res } = await signInFor(t, staff.email);
    const right = nextCode(secret, 1);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const r = await client.post('/api/auth/2fa/verify', { challenge: res.body.challenge, code: wrong });
      expect([r.status, r.body.error.code]).toEqual([400, 'two_factor_code_invalid']);
    }
    const dead = await client.post('/api/auth/2fa/verify', { challenge: res.body.challenge, code: right });
    expect([dead.status, dead.body.error.code]).toEqual([401, 'two_factor_challenge_expired']);
    const forged = await client.post('/api/auth/2fa/verify', { challenge: 'made-up', code: right });
    expect([forged.status, forged.body.error.code]).toEqual([401, 'two_factor_challenge_expired']);
    // A fresh sign-in with the right code still works.
    const fresh = await signInFor(t, staff.email);
    expect((await fresh.client.post('/api/auth/2fa/verify', { challenge: fresh.res.body.challenge, code: right })).status).toBe(200);
  });

  it('an admin turns a staff member’s factor off with a reason (audited); never their own; support may not', async () => {
    const admin = await staffMember(t, 'admin', 'resetter');
    const staff = await staffMember(t, 'support', 'lost-phone');
    await enrol(staff.client);
    const path = `/api/admin/users/${staff.id}/two-factor`;
    const noReason = await admin.client.request('DELETE', path, {});
    expect([noReason.status, noReason.body.error.code]).toEqual([400, 'reason_required']);
    const bySupport = await staff.client.request('DELETE', `/api/admin/users/${admin.id}/two-factor`, { reason: 'x' });
    expect([bySupport.status, bySupport.body.error.code]).toEqual([403, 'forbidden']);
    expect((await admin.client.get(`/api/admin/users/${staff.id}`)).body.twoFactorEnabled).toBe(true);
    const reset = await admin.client.request('DELETE', path, { reason: 'Lost phone, identity checked by call' });
    expect(reset.status).toBe(200);
    expect(reset.body.twoFactorEnabled).toBe(false);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'two_factor_reset'), eq(auditLog.targetId, staff.id)));
    expect(row?.details).toEqual({ reason: 'Lost phone, identity checked by call' });
    const twice = await admin.client.request('DELETE', path, { reason: 'Again' });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'two_factor_not_enabled']);
    // The password alone signs them in again, and they may enrol anew.
    const back = await signInFor(t, staff.email);
    expect(back.res.body.accessToken).toEqual(expect.any(String));
    expect((await back.client.post('/api/auth/2fa/enroll')).status).toBe(200);
    const own = await admin.client.request('DELETE', `/api/admin/users/${admin.id}/two-factor`, { reason: 'Mine' });
    expect([own.status, own.body.error.code]).toEqual([409, 'cannot_change_own_account']);
  });
});

describe('STAFF_TWO_FACTOR=required', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { STAFF_TWO_FACTOR: 'required' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a staff account without the factor may only enrol; once enrolled, the same session gets in', async () => {
    const staff = await staffMember(t, 'admin', 'required');
    expect((await staff.client.get('/api/me')).body.staffTwoFactor).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
      thisSession: false,
    });
    for (const path of ['/api/admin/stats', '/api/admin/users', '/api/admin/payments']) {
      const res = await staff.client.get(path);
      expect([path, res.status, res.body.error.code]).toEqual([path, 403, 'two_factor_enrolment_required']);
    }
    await enrol(staff.client);
    expect((await staff.client.get('/api/admin/stats')).status).toBe(200);
    // Players are untouched by it.
    const player = new HttpClient(t.baseUrl);
    const { user } = await player.signUp(uniqueEmail('2fa-required-player'));
    expect(user.staffTwoFactor).toBeUndefined();
    expect((await player.get('/api/me')).status).toBe(200);
  });
});
