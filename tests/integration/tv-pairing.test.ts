// Pairing a TV without an account on it (issue 16): the code on the TV's screen, used once by
// a signed-in phone; the TV's credential, which only watches that account's games; the TV
// following the running game and each new one; and the ends of a link (unlink, sign-out of
// the phone that paired it, 12 hours). One in-process app on whatever the environment
// provides; the cross-process and restart cases need PostgreSQL and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, tokenFromLink, waitForMail, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { GameSocket } from './helpers/game-client.ts';
import { TvSocket } from './helpers/tv-client.ts';
import { eq, sql } from 'drizzle-orm';
import { authSessions, profiles, refreshTokens, tvLinks } from '../../server/src/db/schema/index.ts';
import { hashToken } from '../../server/src/lib/secure-token.ts';
import type { Db } from '../../server/src/db/client.ts';

const CODE = /^[2-9A-HJKMNP-Z]{6}$/;
const sockets: (TvSocket | GameSocket)[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 60_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

function tvSocket(url: string, auth: { tvToken?: string; token?: string } = {}) {
  const s = new TvSocket(url, auth);
  sockets.push(s);
  return s;
}

function hostSocket(url: string, token: string) {
  const s = new GameSocket(url, token);
  sockets.push(s);
  return s;
}

/** A signed-in player with tokens for a few games. */
async function player(url: string, tag = 'tv', db: Db = t.db) {
  const c = new HttpClient(url);
  const { user } = await c.signUp(uniqueEmail(tag));
  await db.update(profiles).set({ tokens: 10 }).where(eq(profiles.id, user.id));
  return { c, userId: user.id as string };
}

/** An unpaired TV showing a code. */
async function tvWithCode(url: string) {
  const tv = tvSocket(url);
  await tv.connected();
  const hello = await tv.hello();
  expect(hello).toMatchObject({ ok: true, status: 'code' });
  return { tv, code: hello.code as string, pairingSecret: hello.pairingSecret as string, expiresAt: hello.expiresAt as number };
}

/** Pairs a new TV to `c`'s account; answers the paired TV's connected socket and credential. */
async function pairedTv(url: string, c: HttpClient) {
  const { tv, code, pairingSecret } = await tvWithCode(url);
  const paired = await c.post('/api/tv/pair', { code });
  expect(paired.status).toBe(200);
  await tv.waitFor('tv:paired');
  const claimed = await tv.hello(pairingSecret);
  expect(claimed).toMatchObject({ ok: true, status: 'claimed' });
  tv.close();
  const linked = tvSocket(url, { tvToken: claimed.tvToken });
  await linked.connected();
  return { tv: linked, tvToken: claimed.tvToken as string };
}

async function startGame(c: HttpClient, sharedMode = false) {
  const category = (await c.get('/api/categories?language=en')).body[0];
  const res = await c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue', sharedMode });
  expect(res.status).toBe(201);
  return res.body;
}

describe('pairing codes', () => {
  it('are six characters without look-alikes, and live about five minutes', async () => {
    const before = Date.now();
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { code, expiresAt } = await tvWithCode(t.baseUrl);
      expect(code).toMatch(CODE);
      expect(code).not.toMatch(/[01OIL]/);
      expect(expiresAt).toBeGreaterThan(before + 4 * 60_000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
      codes.add(code);
    }
    expect(codes.size).toBe(5);
  });

  it('a TV that asks again with its secret keeps its code', async () => {
    const { tv, code, pairingSecret } = await tvWithCode(t.baseUrl);
    const again = await tv.hello(pairingSecret);
    expect(again).toMatchObject({ ok: true, status: 'code', code, pairingSecret });
  });

  it('pair a TV once: a second use, an unknown code and a malformed one are 404 tv_code_invalid', async () => {
    const { c } = await player(t.baseUrl);
    const { tv, code, pairingSecret } = await tvWithCode(t.baseUrl);
    // Typed in lower case with a space: the same code.
    const first = await c.post('/api/tv/pair', { code: `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}` });
    expect(first).toMatchObject({ status: 200, body: { linked: true, muted: false } });
    const second = await c.post('/api/tv/pair', { code });
    expect(second.status).toBe(404);
    expect(second.body.error.code).toBe('tv_code_invalid');
    await tv.waitFor('tv:paired');
    const claimed = await tv.hello(pairingSecret);
    expect(claimed.status).toBe('claimed');
    expect(claimed.tvToken.length).toBeGreaterThanOrEqual(43);
    // The credential is answered once: asking again gives a new code.
    const after = await tv.hello(pairingSecret);
    expect(after.status).toBe('code');
    expect(after.code).not.toBe(code);

    for (const bad of ['ZZZZZZ', 'AB', '0O1I00', '']) {
      const res = await c.post('/api/tv/pair', { code: bad });
      expect(res.status, bad).toBe(404);
      expect(res.body.error.code).toBe('tv_code_invalid');
    }
    expect((await c.get('/api/tv')).body).toEqual({ linked: true, muted: false });
  });

  it('need a signed-in player', async () => {
    const { code } = await tvWithCode(t.baseUrl);
    const res = await new HttpClient(t.baseUrl).post('/api/tv/pair', { code });
    expect(res.status).toBe(401);
  });

  it.skipIf(!process.env.REDIS_URL)('expire: a code past its TTL is 404, and one near its end is replaced', async () => {
    const { c } = await player(t.baseUrl);
    const redis = t.redis!;
    const key = (code: string) => `${t.config.redisPrefix}tv:code:${code}`;
    const expired = await tvWithCode(t.baseUrl);
    await redis.pExpire(key(expired.code), 1);
    await new Promise((r) => setTimeout(r, 20));
    const res = await c.post('/api/tv/pair', { code: expired.code });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('tv_code_invalid');

    // Thirty seconds left: the TV's next hello gets a new code and the old one is dead.
    const ending = await tvWithCode(t.baseUrl);
    await redis.pExpire(key(ending.code), 30_000);
    const renewed = await ending.tv.hello(ending.pairingSecret);
    expect(renewed.status).toBe('code');
    expect(renewed.code).not.toBe(ending.code);
    expect((await c.post('/api/tv/pair', { code: ending.code })).status).toBe(404);
    expect((await c.post('/api/tv/pair', { code: renewed.code })).status).toBe(200);
    await ending.tv.waitFor('tv:paired');
  });
});

describe('guessing codes', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
  }, 60_000);
  afterAll(async () => strict?.close());

  it('is limited per player: past 10 attempts, 429 with Retry-After, even for a good code', async () => {
    const { c } = await player(strict.baseUrl, 'guess', strict.db);
    for (let i = 0; i < 10; i++) {
      const res = await c.post('/api/tv/pair', { code: `ZZZZ${'23456789'[i % 8]}${'ABCDEFGHJK'[i]}` });
      expect(res.status).toBe(404);
    }
    const { code } = await tvWithCode(strict.baseUrl);
    const refused = await c.post('/api/tv/pair', { code });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the TV credential', () => {
  it('is refused by every REST route group and by game:join and game:command', async () => {
    const { c } = await player(t.baseUrl);
    const game = await startGame(c);
    const { tv, tvToken } = await pairedTv(t.baseUrl, c);
    const asTv = new HttpClient(t.baseUrl);
    asTv.accessToken = tvToken;
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/me'],
      ['PATCH', '/api/me', { language: 'en' }],
      ['GET', '/api/games'],
      ['POST', '/api/games', { teamA: 'A', teamB: 'B' }],
      ['GET', `/api/games/${game.gameId}`],
      ['POST', `/api/games/${game.gameId}/replay`, {}],
      ['GET', '/api/payments'],
      ['POST', '/api/payments', { packageId: 'starter' }],
      ['POST', '/api/coupons/validate', { code: 'X' }],
      ['POST', '/api/coupons/redeem', { code: 'X' }],
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/tv'],
      ['POST', '/api/tv/pair', { code: 'ABCDEF' }],
      ['PATCH', '/api/tv', { muted: true }],
      ['DELETE', '/api/tv'],
    ];
    for (const [method, path, body] of routes) {
      const res = await asTv.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    // Still linked: none of those did anything.
    expect((await c.get('/api/tv')).body.linked).toBe(true);

    const refusedJoin = await tv.emit('game:join', { gameId: game.gameId });
    expect(refusedJoin).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    const refusedShare = await tv.emit('game:join', { shareId: game.shareId });
    expect(refusedShare).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    const refusedCommand = await tv.emit('game:command', { gameId: game.gameId, command: { type: 'REVEAL' }, clientSeq: 'tv-1' });
    expect(refusedCommand).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    // Another account's game is not this TV's to watch.
    const other = await player(t.baseUrl);
    const otherGame = await startGame(other.c);
    expect(await tv.emit('tv:watch', { gameId: otherGame.gameId })).toMatchObject({ ok: false, error: { code: 'game_not_found' } });

    // As the access token of a socket it is nobody either; a made-up credential is refused.
    const asToken = tvSocket(t.baseUrl, { token: tvToken });
    await expect(asToken.connected()).rejects.toThrow();
    const madeUp = tvSocket(t.baseUrl, { tvToken: 'x'.repeat(43) });
    await expect(madeUp.connected()).rejects.toThrow('tv_link_invalid');
  });

  it('watches the running game as a TV: never a current title, even in normal mode', async () => {
    const { c } = await player(t.baseUrl);
    const game = await startGame(c, false);
    const host = hostSocket(t.baseUrl, c.accessToken!);
    await host.connected();
    expect((await host.join({ gameId: game.gameId })).ok).toBe(true);
    // Into the turn before the TV arrives: running is no phase to change modes in.
    for (const type of ['REVEAL', 'READY', 'START_TIMER']) expect((await host.command(game.gameId, { type })).ok).toBe(true);
    const { tv } = await pairedTv(t.baseUrl, c);
    const hello = await tv.hello();
    expect(hello).toMatchObject({
      ok: true,
      status: 'linked',
      muted: false,
      state: { role: 'tv', gameId: game.gameId, isSharedMode: false },
    });
    expect(hello.state.currentTitle).toBeNull();

    // The rest of the turn and the next one, still in normal mode on the host phone.
    const versionsWithTitle: number[] = [];
    for (const type of ['CORRECT', 'REVEAL', 'READY', 'START_TIMER', 'INCORRECT']) {
      const done = await host.command(game.gameId, { type });
      expect(done.ok, type).toBe(true);
      const onHost = await host.waitFor((m) => m.version === done.version);
      if (onHost.view.currentTitle) versionsWithTitle.push(done.version!);
      await tv.waitFor('game:state', (m) => m.version === done.version);
    }
    // The host's phone saw titles at those versions; the TV saw none at any.
    expect(versionsWithTitle.length).toBeGreaterThan(0);
    const states = tv.messages.filter((m) => m.event === 'game:state');
    expect(states.length).toBeGreaterThanOrEqual(5);
    for (const { payload } of states) {
      expect(payload.view.role).toBe('tv');
      expect(payload.view.currentTitle).toBeNull();
    }
  });

  it('pairing while the game is between turns switches it to shared mode; a new shared game reaches the TV', async () => {
    const { c } = await player(t.baseUrl);
    const game = await startGame(c, false);
    const { tv } = await pairedTv(t.baseUrl, c);
    const hello = await tv.hello();
    expect(hello.state).toMatchObject({ gameId: game.gameId, isSharedMode: true, phase: 'instruction' });
    // In shared mode the TV shows the actor's link.
    expect(hello.state.revealCode).toEqual(expect.any(String));
    expect(hello.state.revealShortCode).toMatch(CODE);

    const next = await startGame(c, true);
    expect(next.isSharedMode).toBe(true);
    const follow = await tv.waitFor('tv:follow', (m) => m.gameId === next.gameId);
    const watched = await tv.emit('tv:watch', follow);
    expect(watched).toMatchObject({ ok: true, state: { role: 'tv', gameId: next.gameId, currentTitle: null } });
    const host = hostSocket(t.baseUrl, c.accessToken!);
    await host.connected();
    await host.join({ gameId: next.gameId });
    const go = await host.command(next.gameId, { type: 'START_TIMER' });
    const pushed = await tv.waitFor('game:state', (m) => m.gameId === next.gameId && m.version === go.version);
    expect(pushed.view).toMatchObject({ role: 'tv', phase: 'running', currentTitle: null });
  });

  // Issue 30 §6: a linked TV no longer captures every game. Where to play is the host's choice;
  // the TV follows the game and shows it while it is shared, both ways.
  it('a game started on the phone only stays there while a TV is linked, and the switch works both ways', async () => {
    const { c } = await player(t.baseUrl);
    const { tv } = await pairedTv(t.baseUrl, c);
    const onPhone = await startGame(c, false);
    expect(onPhone.isSharedMode).toBe(false);
    const follow = await tv.waitFor('tv:follow', (m) => m.gameId === onPhone.gameId);
    expect(await tv.emit('tv:watch', follow)).toMatchObject({ ok: true, state: { isSharedMode: false, currentTitle: null } });
    const host = hostSocket(t.baseUrl, c.accessToken!);
    await host.connected();
    await host.join({ gameId: onPhone.gameId });
    const shared = await host.command(onPhone.gameId, { type: 'SET_SHARED_MODE', enabled: true });
    expect(shared.ok).toBe(true);
    expect((await tv.waitFor('game:state', (m) => m.version === shared.version)).view).toMatchObject({ isSharedMode: true });
    const back = await host.command(onPhone.gameId, { type: 'SET_SHARED_MODE', enabled: false });
    expect(back.ok).toBe(true);
    expect((await tv.waitFor('game:state', (m) => m.version === back.version)).view).toMatchObject({
      isSharedMode: false,
      currentTitle: null,
    });
    // The server keeps it so: nothing switches it back by itself.
    expect((await c.get(`/api/games/${onPhone.gameId}`)).body.isSharedMode).toBe(false);
  });

  it('carries the mute setting from the phone to the TV', async () => {
    const { c } = await player(t.baseUrl);
    const { tv } = await pairedTv(t.baseUrl, c);
    expect((await c.patch('/api/tv', { muted: true })).body).toEqual({ linked: true, muted: true });
    expect(await tv.waitFor('tv:settings')).toEqual({ muted: true });
    expect((await tv.hello()).muted).toBe(true);
  });
});

describe('a link ends', () => {
  it('when the player unlinks it: the TV is told, disconnected, and its credential refused', async () => {
    const { c } = await player(t.baseUrl);
    const { tv, tvToken } = await pairedTv(t.baseUrl, c);
    expect((await c.request('DELETE', '/api/tv')).body).toEqual({ linked: false, muted: false });
    expect(await tv.waitFor('tv:unlinked')).toEqual({ reason: 'unlinked' });
    await tv.waitDisconnected();
    await expect(tvSocket(t.baseUrl, { tvToken }).connected()).rejects.toThrow('tv_link_invalid');
    expect((await c.get('/api/tv')).body.linked).toBe(false);
  });

  it('when the phone that paired it signs out', async () => {
    const { c } = await player(t.baseUrl);
    const { tv, tvToken } = await pairedTv(t.baseUrl, c);
    expect((await c.post('/api/auth/signout')).status).toBe(200);
    expect(await tv.waitFor('tv:unlinked')).toEqual({ reason: 'signed_out' });
    await tv.waitDisconnected();
    await expect(tvSocket(t.baseUrl, { tvToken }).connected()).rejects.toThrow('tv_link_invalid');
  });

  it('when the account is suspended (as the admin route does it)', async () => {
    const { c, userId } = await player(t.baseUrl);
    const { tv, tvToken } = await pairedTv(t.baseUrl, c);
    await t.db.update(profiles).set({ role: 'suspended' }).where(eq(profiles.id, userId));
    t.app.endAccountSockets(userId, 'account_suspended');
    expect(await tv.waitFor('session:ended')).toEqual({ code: 'account_suspended' });
    await tv.waitDisconnected();
    await expect(tvSocket(t.baseUrl, { tvToken }).connected()).rejects.toThrow('tv_link_invalid');
  });

  // However the pairing session ends (issue 30 §2), the link's row is revoked and its live
  // socket is told and closed by the server's re-check (live-tv-links.ts, every second).
  async function expectEnded(tv: TvSocket, tvToken: string, linkReason: string) {
    const endedAt = Date.now();
    expect(await tv.waitFor('tv:unlinked')).toEqual({ reason: linkReason });
    await tv.waitDisconnected();
    console.log(`TV told and closed ${Date.now() - endedAt} ms after its session ended (${linkReason})`);
    await expect(tvSocket(t.baseUrl, { tvToken }).connected()).rejects.toThrow('tv_link_invalid');
  }
  const linkRows = (userId: string) => t.db.select().from(tvLinks).where(eq(tvLinks.userId, userId));

  it('when the pairing session is revoked as refresh-token reuse', async () => {
    const { c, userId } = await player(t.baseUrl);
    const { tv, tvToken } = await pairedTv(t.baseUrl, c);
    const stolen = c.cookie('refresh_token')!;
    expect((await c.post('/api/auth/refresh')).status).toBe(200);
    // Past the grace window: the replay is reuse.
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashToken(stolen)));
    const replay = new HttpClient(t.baseUrl);
    replay.setCookie('refresh_token', stolen);
    expect((await replay.post('/api/auth/refresh')).body.error.code).toBe('refresh_token_reused');
    await expectEnded(tv, tvToken, 'signed_out');
    expect((await linkRows(userId))[0]?.revokedAt).not.toBeNull();
  });

  it('when a password reset signs the account out everywhere', async () => {
    const { c, userId } = await player(t.baseUrl, 'tv-reset');
    const email = (await c.get('/api/me')).body.email as string;
    const { tv, tvToken } = await pairedTv(t.baseUrl, c);
    await new HttpClient(t.baseUrl).post('/api/auth/recover', { email, language: 'en' });
    const token = tokenFromLink((await waitForMail(t.outboxDir, email)).text);
    expect((await new HttpClient(t.baseUrl).post('/api/auth/reset', { token, password: 'a-new-password' })).status).toBe(200);
    await expectEnded(tv, tvToken, 'signed_out');
    expect((await linkRows(userId))[0]?.revokedAt).not.toBeNull();
  });

  it('when the pairing session expires before the link does', async () => {
    const { c, userId } = await player(t.baseUrl);
    const { tv, tvToken } = await pairedTv(t.baseUrl, c);
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, userId));
    await expectEnded(tv, tvToken, 'expired');
  });

  it('for good when the account is suspended: reinstating it does not bring the TV back', async () => {
    const admin = await player(t.baseUrl, 'tv-admin');
    await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, admin.userId));
    const { c, userId } = await player(t.baseUrl);
    const { tv, tvToken } = await pairedTv(t.baseUrl, c);
    const suspended = await admin.c.request('PATCH', `/api/admin/users/${userId}/role`, {
      role: 'suspended',
      reason: 'Breaking the rules',
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    await tv.waitDisconnected();
    expect((await linkRows(userId))[0]?.revokedAt).not.toBeNull();
    expect((await admin.c.request('PATCH', `/api/admin/users/${userId}/role`, { role: 'user' })).status).toBe(200);
    await expect(tvSocket(t.baseUrl, { tvToken }).connected()).rejects.toThrow('tv_link_invalid');
    expect((await c.get('/api/tv')).body.linked).toBe(false);
  });

  describe('after its time', () => {
    let short: TestApp;
    beforeAll(async () => {
      short = await startTestApp({ env: { TV_LINK_SECONDS: '2' } });
    }, 60_000);
    afterAll(async () => short?.close());

    it('tells the TV and refuses the credential', async () => {
      const { c } = await player(short.baseUrl, 'tv', short.db);
      const { tv, tvToken } = await pairedTv(short.baseUrl, c);
      expect(await tv.waitFor('tv:unlinked')).toEqual({ reason: 'expired' });
      await tv.waitDisconnected();
      await expect(tvSocket(short.baseUrl, { tvToken }).connected()).rejects.toThrow('tv_link_invalid');
      expect((await c.get('/api/tv')).body.linked).toBe(false);
    });
  });
});
