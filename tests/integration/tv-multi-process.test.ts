// A TV paired across server processes (issue 16): the TV's socket on one process, the phone's
// requests on another; the TV reconnecting to a third place between showing its code and the
// pairing; and the link surviving every server's restart (new processes, same database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { GameSocket } from './helpers/game-client.ts';
import { TvSocket } from './helpers/tv-client.ts';
import { createSharedServices, sharedServicesConfigured, type SharedServices } from './helpers/shared-services.ts';
import { profiles, refreshTokens } from '../../server/src/db/schema/index.ts';
import { hashToken } from '../../server/src/lib/secure-token.ts';

const enabled = sharedServicesConfigured;
let services: SharedServices;
const servers: ServerProcess[] = [];
const sockets: (TvSocket | GameSocket)[] = [];

beforeAll(async () => {
  if (!enabled) return;
  services = await createSharedServices('tv');
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all(servers.map((s) => s.kill('SIGTERM')));
  await services?.close();
});

async function server() {
  const s = await startServerProcess(services.env);
  servers.push(s);
  return s;
}

function tvSocket(url: string, auth: { tvToken?: string } = {}) {
  const s = new TvSocket(url, auth);
  sockets.push(s);
  return s;
}

describe.skipIf(!enabled)('a TV and a phone on different server processes', () => {
  it('pair, follow the running game and each new one, and stay linked across a restart', async () => {
    const [one, two] = await Promise.all([server(), server()]);
    const phone = new HttpClient(two.url);
    const { user } = await phone.signUp(uniqueEmail('tv-mp'));
    await services.db.database.db.update(profiles).set({ tokens: 10 }).where(eq(profiles.id, user.id));
    const category = (await phone.get('/api/categories?language=ar')).body[0];
    const running = (await phone.post('/api/games', { categoryId: category.id, teamA: 'أ', teamB: 'ب', sharedMode: true })).body;

    // The TV shows a code on server one, then its connection drops and comes back on server two.
    const first = tvSocket(one.url);
    await first.connected();
    const shown = await first.hello();
    expect(shown.status).toBe('code');
    first.close();
    const again = tvSocket(two.url);
    await again.connected();
    expect(await again.hello(shown.pairingSecret)).toMatchObject({ status: 'code', code: shown.code });

    // The phone's request lands on server one; the TV, on two, is told through the adapter.
    const viaOne = new HttpClient(one.url);
    viaOne.accessToken = phone.accessToken;
    expect((await viaOne.post('/api/tv/pair', { code: shown.code })).status).toBe(200);
    await again.waitFor('tv:paired');
    const claimed = await again.hello(shown.pairingSecret);
    expect(claimed.status).toBe('claimed');
    again.close();

    // Paired, on server one: the running game at once, its changes made on server two.
    const tv = tvSocket(one.url, { tvToken: claimed.tvToken });
    await tv.connected();
    const hello = await tv.hello();
    expect(hello).toMatchObject({ status: 'linked', state: { role: 'tv', gameId: running.gameId, currentTitle: null } });
    const host = new GameSocket(two.url, phone.accessToken);
    sockets.push(host);
    await host.connected();
    await host.join({ gameId: running.gameId });
    const go = await host.command(running.gameId, { type: 'START_TIMER' });
    const pushed = await tv.waitFor('game:state', (m) => m.version === go.version);
    expect(pushed.view).toMatchObject({ role: 'tv', phase: 'running', currentTitle: null });

    // A new game started through server two (on the TV, as setup offers with a TV linked)
    // reaches the TV on server one.
    const next = (await phone.post('/api/games', { categoryId: category.id, teamA: 'أ', teamB: 'ب', sharedMode: true })).body;
    expect(next.isSharedMode).toBe(true);
    await tv.waitFor('tv:follow', (m) => m.gameId === next.gameId);
    expect(await tv.emit('tv:watch', { gameId: next.gameId })).toMatchObject({ ok: true, state: { gameId: next.gameId, role: 'tv' } });
    await host.join({ gameId: next.gameId });
    const started = await host.command(next.gameId, { type: 'START_TIMER' });
    await tv.waitFor('game:state', (m) => m.gameId === next.gameId && m.version === started.version);
    for (const m of tv.messages.filter((x) => x.event === 'game:state')) expect(m.payload.view.currentTitle).toBeNull();

    // Every server restarts: the TV's credential still works on a new process.
    tv.close();
    host.close();
    await Promise.all(servers.splice(0).map((s) => s.kill('SIGTERM')));
    const three = await server();
    const back = tvSocket(three.url, { tvToken: claimed.tvToken });
    await back.connected();
    expect(await back.hello()).toMatchObject({ status: 'linked', state: { gameId: next.gameId, role: 'tv', phase: 'running' } });

    // And unlinking through the new process still reaches it.
    const viaThree = new HttpClient(three.url);
    viaThree.accessToken = phone.accessToken;
    expect((await viaThree.request('DELETE', '/api/tv')).status).toBe(200);
    expect(await back.waitFor('tv:unlinked')).toEqual({ reason: 'unlinked' });
    await back.waitDisconnected();
  });

  it('a link whose session ends by reuse detection on one process closes the TV held by the other (issue 30 §2)', async () => {
    const [one, two] = await Promise.all([server(), server()]);
    const phone = new HttpClient(two.url);
    await phone.signUp(uniqueEmail('tv-mp-reuse'));
    const unpaired = tvSocket(one.url);
    await unpaired.connected();
    const shown = await unpaired.hello();
    expect((await phone.post('/api/tv/pair', { code: shown.code })).status).toBe(200);
    await unpaired.waitFor('tv:paired');
    const claimed = await unpaired.hello(shown.pairingSecret);
    unpaired.close();
    const tv = tvSocket(one.url, { tvToken: claimed.tvToken });
    await tv.connected();
    expect(await tv.hello()).toMatchObject({ status: 'linked' });

    // On process two: the phone refreshes, then its old cookie is replayed after the window.
    const stolen = phone.cookie('refresh_token')!;
    expect((await phone.post('/api/auth/refresh')).status).toBe(200);
    await services.db.database.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashToken(stolen)));
    const replay = new HttpClient(two.url);
    replay.setCookie('refresh_token', stolen);
    expect((await replay.post('/api/auth/refresh')).body.error.code).toBe('refresh_token_reused');

    // Process one finds out by its own re-check: nothing crossed the adapter.
    expect(await tv.waitFor('tv:unlinked')).toEqual({ reason: 'signed_out' });
    await tv.waitDisconnected();
    await expect(tvSocket(two.url, { tvToken: claimed.tvToken }).connected()).rejects.toThrow('tv_link_invalid');
  });
});
