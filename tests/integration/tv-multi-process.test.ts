// A TV paired across server processes (issue 16): the TV's socket on one process, the phone's
// requests on another; the TV reconnecting to a third place between showing its code and the
// pairing; and the link surviving every server's restart (new processes, same database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { GameSocket } from './helpers/game-client.ts';
import { TvSocket } from './helpers/tv-client.ts';
import { createSharedServices, sharedServicesConfigured, type SharedServices } from './helpers/shared-services.ts';
import { profiles } from '../../server/src/db/schema/index.ts';

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

    // A new game started through server two reaches the TV on server one.
    const next = (await phone.post('/api/games', { categoryId: category.id, teamA: 'أ', teamB: 'ب', sharedMode: false })).body;
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
});
