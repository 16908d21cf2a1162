// The deployment's balancer for real: Debian's nginx running deploy/nginx.conf in front of two
// server processes on PostgreSQL and Redis, which trust the balancer's own address
// (TRUST_PROXY=127.0.0.1, the safe form docker-compose.yml uses with the balancer's fixed address).
// A client that writes its own X-Forwarded-For must not get a fresh rate-limit budget per
// request, whether through the balancer or straight to a replica, and a whole game plays over
// WebSocket through the balancer.
//
// Each case connects from its own loopback address (127.0.0.x), so nginx sees distinct
// clients and the budgets of one case do not spill into the next.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { findNginx, startNginx, templateDeployConf, type Nginx } from './helpers/nginx.ts';
import { io as ioClient } from 'socket.io-client';
import { GameSocket } from './helpers/game-client.ts';
import { pngOfSize } from './helpers/image-files.ts';
import { MAX_IMAGE_BYTES } from '../../shared/src/images.ts';
import { eq } from 'drizzle-orm';
import { profiles } from '../../server/src/db/schema/index.ts';
import { createSharedServices, sharedServicesConfigured, type SharedServices } from './helpers/shared-services.ts';
import { uniqueEmail } from './helpers/http.ts';
import { RATE_LIMITS } from '../../server/src/plugins/rate-limit.ts';

const nginxBinary = findNginx();
// CI installs nginx (.ci/run); there a missing binary is a failure, not a skip.
const mustRun = process.env.CI === 'true';
const withNginx = !!nginxBinary || mustRun;
const enabled = sharedServicesConfigured && withNginx;
function requireNginx(): string {
  if (!nginxBinary) throw new Error('nginx is not installed: apt-get install -y nginx (CI=true requires it)');
  return nginxBinary;
}

let services: SharedServices;
const servers: ServerProcess[] = [];
const sockets: GameSocket[] = [];
let nginx: Nginx | undefined;

beforeAll(async () => {
  if (!enabled) return;
  const binary = requireNginx();
  // The real limits (scale 1), trusting nginx's address only (it reaches the replicas from
  // 127.0.0.1; the test's clients come from other loopback addresses).
  services = await createSharedServices('lb', { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '127.0.0.1' });
  servers.push(...(await Promise.all([startServerProcess(services.env), startServerProcess(services.env)])));
  nginx = await startNginx(
    binary,
    servers.map((s) => `127.0.0.1:${s.port}`),
  );
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await nginx?.stop();
  await Promise.all(servers.map((s) => s.kill('SIGTERM')));
  await services?.close();
});

interface Res {
  status: number;
  body: any;
}

/** JSON over HTTP to nginx, from a chosen local address. */
function requestFrom(
  localAddress: string,
  method: string,
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
  target: Nginx = nginx!,
): Promise<Res> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: target.host,
        port: target.port,
        method,
        path: urlPath,
        localAddress,
        headers: { ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode!, body: parsed });
        });
      },
    );
    req.on('error', reject);
    if (data) req.write(data);
    req.end();
  });
}

/** A forged client address, different on every request. */
let forged = 0;
const spoof = () => ({ 'x-forwarded-for': `198.51.100.${(++forged % 250) + 1}` });

describe('deploy/nginx.conf as a test template', () => {
  it('swaps only the upstream servers and the listen port', () => {
    const conf = templateDeployConf(
      'upstream u {\n  server app1:3000;\n  server app2:3000;\n}\nserver {\n  listen 80;\n  location / { proxy_pass http://u; }\n}\n',
      ['127.0.0.1:1', '127.0.0.1:2'],
      '127.0.0.1:9',
    );
    expect(conf).toBe(
      'upstream u {\n  server 127.0.0.1:1;\n  server 127.0.0.1:2;\n}\nserver {\n  listen 127.0.0.1:9;\n  location / { proxy_pass http://u; }\n}\n',
    );
  });

  it.skipIf(!withNginx)('hands the app only the address nginx saw in X-Forwarded-For, whatever the client wrote', async () => {
    // An upstream that answers with the forwarding headers it received.
    const echo = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          xff: req.headers['x-forwarded-for'],
          proto: req.headers['x-forwarded-proto'],
          upgrade: req.headers.upgrade ?? null,
        }),
      );
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const proxy = await startNginx(requireNginx(), [`127.0.0.1:${(echo.address() as AddressInfo).port}`]);
    try {
      for (const written of [undefined, '198.51.100.7', '198.51.100.7, 198.51.100.8', 'unknown']) {
        const res = await requestFrom('127.0.0.21', 'GET', '/api/healthz', undefined, written ? { 'x-forwarded-for': written } : {}, proxy);
        expect(res.body).toEqual({ xff: '127.0.0.21', proto: 'http', upgrade: null });
      }
    } finally {
      await proxy.stop();
      await new Promise((r) => echo.close(r));
    }
  });
});

describe.skipIf(!enabled)('nginx with deploy/nginx.conf in front of two server processes', () => {
  it('a forged X-Forwarded-For never buys a fresh sign-up budget', async () => {
    const { limit } = RATE_LIMITS.signUpPerIp;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 4; i++) {
      const res = await requestFrom(
        '127.0.0.11',
        'POST',
        '/api/auth/signup',
        { email: uniqueEmail('lb-signup'), password: 'secret123' },
        spoof(),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(limit).fill(200), ...Array(4).fill(429)]);
    // Nor does a list of addresses, nor one that looks like the balancer itself.
    for (const xff of ['203.0.113.9, 203.0.113.10', '127.0.0.1', 'unknown']) {
      const res = await requestFrom(
        '127.0.0.11',
        'POST',
        '/api/auth/signup',
        { email: uniqueEmail('lb-list'), password: 'secret123' },
        { 'x-forwarded-for': xff },
      );
      expect(res.status).toBe(429);
    }
    // The real address behind the balancer is what counts: another client signs up.
    expect(
      (await requestFrom('127.0.0.12', 'POST', '/api/auth/signup', { email: uniqueEmail('lb-other'), password: 'secret123' }, spoof()))
        .status,
    ).toBe(200);
  });

  it('a forged X-Forwarded-For never buys a fresh sign-in budget', async () => {
    const { limit } = RATE_LIMITS.signInPerIp;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 10; i++) {
      const res = await requestFrom(
        '127.0.0.13',
        'POST',
        '/api/auth/signin',
        { email: uniqueEmail('lb-signin'), password: 'wrong-pass' },
        spoof(),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(limit).fill(401), ...Array(10).fill(429)]);
  });

  // Issue 30 §5: a replica reachable directly (it listens on every interface) must not take a
  // client's X-Forwarded-For as its address. With a hop count it did: each forged header was a
  // fresh budget. Named proxy addresses trust only the balancer.
  describe('straight to a replica, past the balancer', () => {
    const direct = () => ({ url: servers[0]!.url, host: '127.0.0.1', port: servers[0]!.port }) as Nginx;

    it('a forged X-Forwarded-For never buys a fresh sign-in budget', async () => {
      const { limit } = RATE_LIMITS.signInPerIp;
      const statuses: number[] = [];
      for (let i = 0; i < limit + 5; i++) {
        const res = await requestFrom(
          '127.0.0.31',
          'POST',
          '/api/auth/signin',
          { email: uniqueEmail('direct-signin'), password: 'wrong-pass' },
          spoof(),
          direct(),
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(limit).fill(401), ...Array(5).fill(429)]);
    });

    it.each([
      ['room codes (room:lookup)', 'room:lookup', { code: 'ZZZZZZ' }, RATE_LIMITS.roomCodePerIp.limit, '127.0.0.32'],
      ['TV pairing codes (tv:hello)', 'tv:hello', {}, RATE_LIMITS.tvCodePerIp.limit, '127.0.0.33'],
    ] as const)('a forged X-Forwarded-For in the socket handshake never buys fresh %s', async (_name, event, payload, limit, from) => {
      const codes: string[] = [];
      for (let i = 0; i < limit + 3; i++) {
        // A new connection each time, each with another forged address.
        const socket = ioClient(servers[0]!.url, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          localAddress: from,
          extraHeaders: spoof(),
        } as Parameters<typeof ioClient>[1]);
        try {
          const answer = (await socket.timeout(10_000).emitWithAck(event, payload)) as { ok: boolean; error?: { code: string } };
          codes.push(answer.ok ? 'ok' : answer.error!.code);
        } finally {
          socket.close();
        }
      }
      expect(codes.slice(limit)).toEqual(['rate_limited', 'rate_limited', 'rate_limited']);
      expect(codes.slice(0, limit)).not.toContain('rate_limited');
    });
  });

  // Issue 30 §5: nginx's default body limit (1 MB) answered its own 413 page to a 2 MB image.
  it('lets the documented 2 MB image through to the app, which refuses one byte more with its own message', async () => {
    const admin = await requestFrom('127.0.0.34', 'POST', '/api/auth/signup', { email: uniqueEmail('lb-images'), password: 'secret123' });
    expect(admin.status).toBe(200);
    await services.db.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, admin.body.user.id));
    const upload = (bytes: Buffer) =>
      fetch(`${nginx!.url}/api/admin/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.body.accessToken}`, 'content-type': 'image/png' },
        body: new Uint8Array(bytes),
      });
    const exact = await upload(pngOfSize(MAX_IMAGE_BYTES));
    expect(exact.status, await exact.clone().text()).toBe(200);
    expect(await exact.json()).toMatchObject({ byteSize: MAX_IMAGE_BYTES });
    const over = await upload(pngOfSize(MAX_IMAGE_BYTES + 1));
    expect([over.status, ((await over.json()) as { error: { code: string } }).error.code]).toEqual([413, 'image_too_large']);
    // Far over: the balancer's own page (the client reads any 413 as too large, api-client.ts).
    const huge = await upload(pngOfSize(4 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('nginx');
  });

  it('plays a whole game over WebSocket through the balancer, a spectator following', async () => {
    const from = '127.0.0.14';
    const signUp = await requestFrom(from, 'POST', '/api/auth/signup', { email: uniqueEmail('lb-game'), password: 'secret123' });
    expect(signUp.status).toBe(200);
    const auth = { authorization: `Bearer ${signUp.body.accessToken}` };
    const categories = await requestFrom(from, 'GET', '/api/categories?language=ar');
    expect(categories.status).toBe(200);
    const started = await requestFrom(
      from,
      'POST',
      '/api/games',
      { categoryId: categories.body[0].id, teamA: 'الصقور', teamB: 'اللؤلؤ', sharedMode: false },
      auth,
    );
    expect(started.status).toBe(201);
    const { gameId, shareId } = started.body;

    const host = new GameSocket(nginx!.url, signUp.body.accessToken, { localAddress: from });
    const spectator = new GameSocket(nginx!.url, undefined, { localAddress: '127.0.0.15' });
    sockets.push(host, spectator);
    await Promise.all([host.connected(), spectator.connected()]);
    expect((await host.join({ gameId })).ok).toBe(true);
    expect((await spectator.join({ shareId })).ok).toBe(true);

    for (let turn = 1; turn <= 8; turn++) {
      const reveal = await host.command(gameId, { type: 'REVEAL' });
      expect(reveal.ok).toBe(true);
      expect((await host.waitFor((m) => m.version === reveal.version)).view.currentTitle.title).toEqual(expect.any(String));
      expect((await host.command(gameId, { type: 'READY' })).ok).toBe(true);
      expect((await host.command(gameId, { type: 'START_TIMER' })).ok).toBe(true);
      expect((await host.command(gameId, { type: turn % 2 === 1 ? 'CORRECT' : 'INCORRECT' })).ok).toBe(true);
    }
    const final = await host.waitFor((m) => m.view.status === 'completed');
    expect(final.view).toMatchObject({ phase: 'finished', winner: 'A', turnsPlayed: 8, teams: { A: { score: 4 }, B: { score: 0 } } });
    const seen = await spectator.waitFor((m) => m.view.status === 'completed');
    expect(seen.view).toMatchObject({ winner: 'A', teams: { A: { score: 4 }, B: { score: 0 } } });
    expect(seen.view.currentTitle).toBeUndefined();
  });
});
