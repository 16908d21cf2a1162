// What the server prints, as a real process: on the embedded default (npm start) a person
// reads a few plain lines and no request noise; in production every line is JSON, with one
// line per request naming its route pattern, never the raw URL.
import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';

const started: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.kill('SIGTERM')));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** The embedded default: no database or Redis URL, no LOG_LEVEL, the environment's NODE_ENV. */
async function embeddedServer(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-log-'));
  dirs.push(dataDir);
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: '',
    SERVE_CLIENT: 'false',
    ...env,
  });
  started.push(server);
  return server;
}

async function someRequests(url: string) {
  const c = new HttpClient(url);
  await c.get('/api/healthz');
  await c.get('/api/categories?language=en');
  await c.get('/api/nope');
  await c.get('/api/reveal/SECRETCODE1234');
  await c.signUp(uniqueEmail('logs'));
  await c.get('/api/me');
}

/** Stops the server and returns everything it printed: the shutdown line comes after every
 *  request's line, so once it has arrived, nothing is missing. */
async function stopAndRead(server: ServerProcess): Promise<string[]> {
  await server.kill('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (!/shut down in \d+ ms/.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`no shutdown line:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return lines(server.output());
}

const lines = (out: string) => out.split('\n').filter((l) => l.trim() !== '');

describe('server logs', () => {
  it('on the embedded default, are readable lines without request noise', async () => {
    const server = await embeddedServer({ NODE_ENV: 'development' });
    await someRequests(server.url);
    const out = await stopAndRead(server);
    expect(out.some((l) => l.includes('charades ready at'))).toBe(true);
    // Without PUBLIC_URL, the address to open on the TV (the one its QR codes point phones at).
    expect(out.some((l) => /open this on your TV: http:\/\/\S+:\d+/.test(l))).toBe(true);
    for (const line of out) expect(line.trimStart().startsWith('{'), line).toBe(false);
    expect(out.join('\n')).not.toMatch(/incoming request|request completed|\/api\/healthz|\/api\/categories/);
  }, 120_000);

  it('with LOG_LEVEL=debug, show one readable line per request', async () => {
    const server = await embeddedServer({ NODE_ENV: 'development', LOG_LEVEL: 'debug' });
    await someRequests(server.url);
    const out = await stopAndRead(server);
    expect(out.filter((l) => l.includes('GET /api/healthz 200'))).toHaveLength(1);
    expect(out.some((l) => l.includes('POST /api/auth/signup 200'))).toBe(true);
    for (const line of out) expect(line.trimStart().startsWith('{'), line).toBe(false);
  }, 120_000);

  it('in production, are JSON lines, one per request, by route pattern', async () => {
    const server = await embeddedServer({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_PROVIDER: 'sandbox',
    });
    await someRequests(server.url);
    const out = await stopAndRead(server);
    const records = out.map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
    for (const r of records) expect(r).toMatchObject({ level: expect.any(Number), time: expect.any(Number), msg: expect.any(String) });
    expect(records.some((r) => /charades ready at/.test(r.msg))).toBe(true);
    expect(records.some((r) => /open this on your TV/.test(r.msg))).toBe(true);
    // A staging site on the sandbox says so at warn level (pino's 40), before it is ready.
    const testMode = records.findIndex((r) => r.level === 40 && /PAYMENT_PROVIDER=sandbox in production: TEST PAYMENTS ONLY/.test(r.msg));
    expect(testMode).toBeGreaterThanOrEqual(0);
    expect(testMode).toBeLessThan(records.findIndex((r) => /charades ready at/.test(r.msg)));
    const requests = records.filter((r) => r.route !== undefined);
    expect(requests.filter((r) => r.route === '/api/healthz')).toEqual([
      expect.objectContaining({ method: 'GET', statusCode: 200, ms: expect.any(Number) }),
    ]);
    expect(requests.some((r) => r.route === '/api/reveal/:code' && r.statusCode === 404)).toBe(true);
    expect(out.join('\n')).not.toContain('SECRETCODE1234');
  }, 120_000);
});
