// A living room's server restarts mid-turn (issue 30 §6): the embedded server a family runs
// with `npm start` (PGlite in DATA_DIR, games in memory) is killed while a turn's clock runs
// and started again on the same data. The game is rebuilt from its durable row and the turn
// resumes with the time it had left, less the outage, its clock stopped until the players
// start it again: not a full clock, and not another title.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { GameSocket } from './helpers/game-client.ts';

const servers: ServerProcess[] = [];
const sockets: GameSocket[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all(servers.map((s) => s.kill('SIGTERM')));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function embedded(dataDir: string, port: number) {
  const server = await startServerProcess(
    { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SERVE_CLIENT: 'false', LOG_LEVEL: 'warn' },
    port,
  );
  servers.push(server);
  return server;
}

function socket(url: string, token: string) {
  const s = new GameSocket(url, token);
  sockets.push(s);
  return s;
}

describe('an embedded server restarted while a turn runs', () => {
  // SIGKILL, the harsher end (a graceful SIGTERM writes as much or more). One case: each starts
  // an embedded server twice (about 20 s).
  it('killed (SIGKILL): the turn resumes with the time it had left, not a full clock', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-restart-'));
    dirs.push(dataDir);
    const port = await freePort();
    const first = await embedded(dataDir, port);
    const c = new HttpClient(first.url);
    await c.signUp(uniqueEmail('restart'));
    const category = (await c.get('/api/categories?language=en')).body[0];
    const started = (await c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue', sharedMode: false })).body;
    const host = socket(first.url, c.accessToken!);
    await host.connected();
    await host.join({ gameId: started.gameId });
    const revealed = await host.command(started.gameId, { type: 'REVEAL' });
    const title = (await host.waitFor((m) => m.version === revealed.version)).view.currentTitle;
    expect((await host.command(started.gameId, { type: 'READY' })).ok).toBe(true);
    const go = await host.command(started.gameId, { type: 'START_TIMER' });
    const running = (await host.waitFor((m) => m.version === go.version)).view;
    const fullMs = 90_000;
    expect(running.turnEndsAt - running.serverNow).toBeGreaterThan(fullMs - 2_000);

    // The process ends mid-turn; the family's laptop starts it again a moment later.
    host.close();
    await first.kill('SIGKILL');
    const second = await embedded(dataDir, port);
    const again = socket(second.url, c.accessToken!);
    await again.connected();
    const before = Date.now();
    const rejoined = await again.join({ gameId: started.gameId });
    expect(rejoined.ok, JSON.stringify(rejoined)).toBe(true);
    const view = rejoined.state;
    // The same turn and title, the clock stopped with what was left at the restart.
    expect(view).toMatchObject({ turn: 1, status: 'in_progress', turnEndsAt: null, currentTeam: 'A' });
    const leftWhenAsked = running.turnEndsAt - (before + (view.serverNow - Date.now()));
    expect(view.timeLeftMs).toBeLessThan(fullMs - 1_000);
    expect(view.timeLeftMs).toBeGreaterThan(0);
    expect(Math.abs(view.timeLeftMs - leftWhenAsked)).toBeLessThan(5_000);
    const shown = await again.command(started.gameId, { type: 'REVEAL' });
    expect((await again.waitFor((m) => m.version === shown.version)).view.currentTitle.id).toBe(title.id);
  }, 120_000);
});
