// Several server processes sharing PostgreSQL and Redis: a TV on one, the actor's phone and
// a spectator on the other, in lockstep; and a server killed mid-turn comes back with the
// same state, firing the deadline that passed while it was down exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { GameSocket } from './helpers/game-client.ts';
import { createSharedServices, sharedServicesConfigured, type SharedServices } from './helpers/shared-services.ts';

const enabled = sharedServicesConfigured;

let services: SharedServices;
const servers: ServerProcess[] = [];
const sockets: GameSocket[] = [];

beforeAll(async () => {
  if (!enabled) return;
  services = await createSharedServices('mp', { GAME_ROUND_SECONDS: '2,2,2,2' });
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all(servers.map((s) => s.kill('SIGTERM')));
  await services?.close();
});

async function server(port?: number) {
  const s = await startServerProcess(services.env, port);
  servers.push(s);
  return s;
}

function socket(url: string, token?: string) {
  const s = new GameSocket(url, token);
  sockets.push(s);
  return s;
}

describe.skipIf(!enabled)('two server processes', () => {
  it('keep a TV on one and a phone and a spectator on the other in lockstep to the end', async () => {
    const [one, two] = await Promise.all([server(), server()]);
    const c = new HttpClient(one.url);
    await c.signUp(uniqueEmail('mp'));
    const category = (await c.get('/api/categories?language=ar')).body[0];
    const started = (await c.post('/api/games', { categoryId: category.id, teamA: 'أ', teamB: 'ب', sharedMode: true })).body;
    const tv = socket(one.url, c.accessToken);
    const spectator = socket(two.url);
    await Promise.all([tv.connected(), spectator.connected()]);
    expect((await tv.join({ gameId: started.gameId })).ok).toBe(true);
    expect((await spectator.join({ shareId: started.shareId })).ok).toBe(true);

    let code: string = started.revealCode;
    for (let turn = 1; turn <= 8; turn++) {
      const phone = socket(two.url);
      await phone.connected();
      const joined = await phone.join({ revealCode: code });
      expect(joined.ok).toBe(true);
      expect(joined.state.currentTitle.title).toEqual(expect.any(String));

      const go = await tv.command(started.gameId, { type: 'START_TIMER' });
      expect(go.ok).toBe(true);
      const [onTv, onPhone, onSpectator] = await Promise.all([
        tv.waitFor((m) => m.version === go.version),
        phone.waitFor((m) => m.version === go.version),
        spectator.waitFor((m) => m.version === go.version),
      ]);
      expect(onPhone.view.turnEndsAt).toBe(onTv.view.turnEndsAt);
      expect(onSpectator.view.turnEndsAt).toBe(onTv.view.turnEndsAt);
      const mark = await tv.command(started.gameId, { type: turn <= 4 ? 'CORRECT' : 'INCORRECT' });
      expect(mark.ok).toBe(true);
      await spectator.waitFor((m) => m.version === mark.version);
      const lost = await phone.waitFor((m) => m.version === mark.version);
      expect(lost.view.valid).toBe(false);
      phone.close();
      if (turn < 8) {
        const next = await tv.command(started.gameId, { type: 'NEXT_TURN' });
        const state = await tv.waitFor((m) => m.version === next.version);
        expect(state.view.revealCode).not.toBe(code);
        code = state.view.revealCode;
      }
    }
    const end = await spectator.waitFor((m) => m.view.status === 'completed');
    expect(end.view).toMatchObject({ teams: { A: { score: 2 }, B: { score: 2 } }, winner: null, phase: 'finished' });
    await Promise.all([one.kill('SIGTERM'), two.kill('SIGTERM')]);
  }, 120_000);

  it('a server killed mid-turn comes back with the same state; the missed deadline fires once', async () => {
    const first = await server();
    const c = new HttpClient(first.url);
    await c.signUp(uniqueEmail('kill'));
    const category = (await c.get('/api/categories?language=en')).body[0];
    const { gameId } = (await c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue', sharedMode: false })).body;
    const host = socket(first.url, c.accessToken);
    await host.connected();
    await host.join({ gameId });
    for (const type of ['REVEAL', 'READY']) expect((await host.command(gameId, { type })).ok).toBe(true);
    const go = await host.command(gameId, { type: 'START_TIMER' });
    const running = await host.waitFor((m) => m.version === go.version);
    expect(running.view.phase).toBe('running');

    await first.kill('SIGKILL');
    // Stay down past the 2-second deadline.
    await new Promise((r) => setTimeout(r, 2500));
    const again = await server(first.port);
    const back = socket(again.url, c.accessToken);
    await back.connected();
    // The restarted server claims the overdue deadline: exactly one TIME_UP, one version up.
    let joined = await back.join({ gameId });
    const deadline = Date.now() + 5000;
    while (joined.state.phase === 'running' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      joined = await back.join({ gameId });
    }
    expect(joined.state).toMatchObject({ phase: 'timeUp', version: go.version! + 1, timeLeftMs: 0, turn: 1 });
    expect(joined.state.currentTitle.id).toBe(running.view.currentTitle.id);
    // The turn can still be marked after time is up.
    const mark = await back.command(gameId, { type: 'CORRECT' });
    expect(mark).toMatchObject({ ok: true, version: go.version! + 2 });
  }, 120_000);
});
