// Security headers on every kind of response, over real HTTP: the page, an asset, the SPA
// fallback, API answers (signed in or not), errors. The app serves a small client build made
// here, so the inline-script hashes of its CSP can be checked against the page itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';

const INLINE = "document.documentElement.dir = 'ltr';";
const INDEX = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>`;

let dist: string;
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'charades-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets/app-1a2b.js'), 'console.log(1);');
  const client = { SERVE_CLIENT: 'true', CLIENT_DIST: dist };
  t = await startTestApp({ env: client });
  // Behind one balancer: it tells the app the request's scheme.
  proxied = await startTestApp({ env: { ...client, TRUST_PROXY: '1', PUBLIC_URL: 'https://play.example.com' } });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
  await rm(dist, { recursive: true, force: true });
});

function directives(csp: string | null) {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(headers: Headers) {
  const csp = directives(headers.get('content-security-policy'));
  const inlineHash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'", inlineHash]);
  expect(csp['img-src']).toEqual(["'self'", 'data:']);
  expect(csp['font-src']).toEqual(["'self'"]);
  expect(csp['connect-src']?.[0]).toBe("'self'");
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('x-frame-options')).toBe('DENY');
}

describe('security headers', () => {
  it.each([
    ['the page', '/', 200],
    ['an asset', '/assets/app-1a2b.js', 200],
    ['a client route (SPA fallback)', '/en/play', 200],
    ['an API answer', '/api/healthz', 200],
    ['an API 404', '/api/nope', 404],
    ['a 400', '/api/categories?language=xx', 400],
  ])('are on %s (%s)', async (_label, url, status) => {
    const res = await new HttpClient(t.baseUrl).get(url);
    expect(res.status).toBe(status);
    expectSecurityHeaders(res.headers);
  });

  it("the connect-src names the public origin's WebSocket scheme", async () => {
    const res = await new HttpClient(proxied.baseUrl).get('/');
    expect(directives(res.headers.get('content-security-policy'))['connect-src']).toEqual(["'self'", 'wss://play.example.com']);
  });

  it('API answers are never stored: a signed-in profile, a sign-in, a public list', async () => {
    const c = new HttpClient(t.baseUrl);
    const email = uniqueEmail('headers');
    await c.signUp(email);
    const me = await c.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const signIn = await new HttpClient(t.baseUrl).post('/api/auth/signin', { email, password: 'secret123' });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    expect((await c.get('/api/categories')).headers.get('cache-control')).toBe('no-store');
    // Pages and assets keep their own caching.
    expect((await c.get('/assets/app-1a2b.js')).headers.get('cache-control')).toContain('immutable');
  });

  it('HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const viaProxy = await new HttpClient(proxied.baseUrl).get('/', https);
    expect(viaProxy.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    expect((await new HttpClient(proxied.baseUrl).get('/api/healthz', https)).headers.get('strict-transport-security')).toMatch(
      /^max-age=/,
    );
    // Plain HTTP through the proxy: none.
    expect((await new HttpClient(proxied.baseUrl).get('/')).headers.get('strict-transport-security')).toBeNull();
    // A client that claims HTTPS itself, with no trusted proxy in between: none.
    expect((await new HttpClient(t.baseUrl).get('/', https)).headers.get('strict-transport-security')).toBeNull();
  });
});
