// What every deployment relies on: health and readiness, the OpenAPI document, the error
// contract (404s, validation, internal failures without leaks) and boot-time configuration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { ConfigError, loadConfig } from '../../server/src/config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const client = (app: TestApp = t) => new HttpClient(app.baseUrl);

/** Nothing in an error body may point at the code: no stack frames, paths or driver text. */
function expectNoLeak(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\bstack\b/i);
  expect(text).not.toMatch(/\s+at\s+\S+\s+\(/);
  expect(text).not.toMatch(/\.(ts|js|mjs|cjs)\b/);
  expect(text).not.toMatch(/\/work\/|node_modules|file:\/\//);
  expect(text).not.toMatch(/pglite|pool|select |relation|ECONNREFUSED|ClientClosed/i);
}

describe('health', () => {
  it('GET /api/healthz answers 200 {ok:true}', async () => {
    const res = await client().get('/api/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('GET /api/readyz reports the database and Redis', async () => {
    const res = await client().get('/api/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      checks: { database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'not_configured' },
    });
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI document at /api/docs/json listing the auth endpoints', async () => {
    const res = await client().get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.info).toMatchObject({ title: 'Charades API' });
    const paths = Object.keys(res.body.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/signin', '/api/auth/signup', '/api/healthz', '/api/me/', '/api/categories/']));
    expect(res.body.paths['/api/auth/signin'].post).toBeDefined();
    expect(res.body.paths['/api/auth/signup'].post.requestBody).toBeDefined();
  });
});

describe('API docs in production', () => {
  it.each([
    [{}, 404],
    [{ API_DOCS: 'false' }, 404],
    [{ API_DOCS: 'true' }, 200],
  ])('with NODE_ENV=production and %j, /api/docs and /api/docs/json answer %i', async (extra, status) => {
    const prod = await startTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32), PAYMENT_PROVIDER: 'sandbox', ...extra } });
    try {
      expect(prod.config.apiDocs).toBe(status === 200);
      for (const path of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const res = await client(prod).get(path);
        if (status === 404) {
          expect(res.status, path).toBe(404);
          expect(res.body.error.code).toBe('route_not_found');
        } else {
          expect(res.status, path).toBeLessThan(400);
        }
      }
    } finally {
      await prod.close();
    }
  });

  it('are served outside production without asking', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});

describe('error contract', () => {
  it.each([
    ['GET', '/api/x'],
    ['POST', '/api/nope/deeper'],
    ['GET', '/api'],
    ['DELETE', '/api/healthz'],
  ])('%s %s answers 404 route_not_found', async (method, url) => {
    const res = await client().request(method, url);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'route_not_found', message: expect.stringContaining('not found') } });
  });

  it('GET /api/categories?language=fr answers 400 validation_failed', async () => {
    const res = await client().get('/api/categories?language=fr');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(typeof res.body.error.message).toBe('string');
    expect(res.body.error.issues).toEqual([expect.objectContaining({ path: 'language', code: 'validation_failed' })]);
    expectNoLeak(res.body);
  });

  it('answers a body over the limit with 413 payload_too_large and creates nothing', async () => {
    const email = uniqueEmail('huge');
    const res = await client().post('/api/auth/signup', { email, password: 'secret123', padding: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    expect((await client().signIn(email, 'secret123')).status).toBe(401);
  });

  it('answers an unsupported content type with 415, not a 500', async () => {
    const res = await client().request('POST', '/api/auth/signin', 'email=a@b.co&password=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('validation_failed');
    expectNoLeak(res.body);
  });
});

/** Sends raw bytes and reads the answer until the server closes: for requests that fetch
 *  would refuse to send or that Node's parser answers by itself. */
function rawRequest(baseUrl: string, text: string): Promise<{ status: number; headers: string; body: any }> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (out += String(d)));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = out.split('\r\n\r\n'); // split always yields a first part
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      const bodyText = rest.join('\r\n\r\n');
      let body: unknown = bodyText;
      try {
        body = JSON.parse(bodyText);
      } catch {
        // not JSON
      }
      resolve({ status, headers: head, body });
    });
  });
}
const get = (path: string, headers = '') => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;

describe('URLs and headers Fastify or Node refuse', () => {
  it.each([
    ['bad percent-encoding in a path parameter', 400, 'malformed_url', get('/api/share/%zzSECRET')],
    ['bad percent-encoding in a page path', 400, 'malformed_url', get('/play/%E0%A4%ASECRET')],
    ['a path parameter over the maximum length', 414, 'uri_too_long', get(`/api/share/SECRET${'a'.repeat(150)}`)],
    ['a request line over the header size limit', 431, 'headers_too_large', get(`/api/SECRET${'b'.repeat(20_000)}`)],
    ['headers over the size limit', 431, 'headers_too_large', get('/api/healthz', `X-Big: SECRET${'c'.repeat(20_000)}\r\n`)],
    ['a request that is not HTTP', 400, 'malformed_request', 'SECRET NONSENSE\r\n\r\n'],
  ])('%s answers %i %s without echoing the input', async (_label, status, code, request) => {
    const res = await rawRequest(t.baseUrl, request);
    expect(res.status).toBe(status);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(res.body).toEqual({ error: { code, message: expect.any(String) } });
    expect(JSON.stringify(res.body)).not.toMatch(/SECRET|share|api|FST_/);
  });

  it('a 404 does not echo the URL', async () => {
    const res = await client().get('/api/SECRET-path?q=SECRET');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'route_not_found', message: expect.any(String) } });
    expect(JSON.stringify(res.body)).not.toContain('SECRET');
  });
});

describe('internal failures', () => {
  it('a lost database answers 503 service_unavailable with no stack or path, and readyz goes 503', async () => {
    const broken = await startTestApp();
    try {
      const c = client(broken);
      await c.signUp(uniqueEmail('broken'));
      expect((await c.get('/api/me')).status).toBe(200);

      await broken.app.database.close();

      const me = await c.get('/api/me');
      expect(me.status).toBe(503);
      expect(me.headers.get('retry-after')).toBe('5');
      expect(me.body).toEqual({ error: { code: 'service_unavailable', message: expect.any(String) } });
      expectNoLeak(me.body);

      const signIn = await client(broken).post('/api/auth/signin', { email: uniqueEmail('nobody'), password: 'secret123' });
      expect(signIn.status).toBe(503);
      expectNoLeak(signIn.body);

      const ready = await client(broken).get('/api/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ ok: false, checks: { database: 'down' } });
      // The process itself is still up.
      expect((await client(broken).get('/api/healthz')).status).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it.skipIf(!process.env.REDIS_URL)('a lost Redis makes readyz 503 and rate-limited endpoints fail closed without leaks', async () => {
    const broken = await startTestApp();
    try {
      expect((await client(broken).get('/api/readyz')).body.checks.redis).toBe('ok');
      await broken.redis!.close();
      const ready = await client(broken).get('/api/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ ok: false, checks: { database: 'ok', redis: 'down' } });
      const email = uniqueEmail('no-redis');
      const res = await client(broken).post('/api/auth/signup', { email, password: 'secret123' });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('service_unavailable');
      expectNoLeak(res.body);
      // Refused before any write: the account was not created.
      const { findUserByEmail } = await import('../../server/src/services/auth/find-user-by-email.ts');
      expect(await findUserByEmail({ db: broken.db, email })).toBeUndefined();
    } finally {
      await broken.close();
    }
  });
});

describe('configuration', () => {
  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://x',
        JWT_SECRET: 'short',
        SMTP_URL: 'http://mail',
        LOG_LEVEL: 'loud',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'SMTP_URL', 'LOG_LEVEL']) {
      expect(
        problems.some((p) => p.startsWith(`${name}:`)),
        `${name} in ${JSON.stringify(problems)}`,
      ).toBe(true);
    }
    expect(problems).toHaveLength(6);
    // The message names them too, one per line.
    for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'JWT_SECRET']) expect((error as Error).message).toContain(name);
  });

  it.each([
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ RATE_LIMIT_SCALE: '0' }, 'RATE_LIMIT_SCALE'],
    [{ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'yes' }, 'AUTH_REQUIRE_EMAIL_CONFIRMATION'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([expect.stringMatching(new RegExp(`^${name}:`))]);
    }
  });

  it('TRUST_PROXY takes a hop count or the proxies\' addresses, never "every peer"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    // The old boolean spelling means the one balancer in front, not everyone.
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.300', 'example.com', '99', '1.2.3.4/8/9']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrowError(ConfigError);
    }
  });

  it('refuses NODE_ENV=production without JWT_SECRET, accepts it with one', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([expect.stringMatching(/^JWT_SECRET:/)]);
    // An empty value counts as unset.
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: '', PAYMENT_PROVIDER: 'sandbox' })).toThrowError(ConfigError);

    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32), PAYMENT_PROVIDER: 'sandbox' });
    expect(config.env).toBe('production');
    expect(config.jwtSecret).toBe('p'.repeat(32));
  });

  it('applies defaults and treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', REDIS_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.redisPrefix).toBe('charades:');
    expect(config.rateLimitScale).toBe(1);
    expect(config.requireEmailConfirmation).toBe(false);
    const custom = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u@h/db',
      REDIS_URL: 'rediss://h:6380',
      PUBLIC_URL: 'https://play.example.com/',
      AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true',
    });
    expect(custom).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://u@h/db',
      redisUrl: 'rediss://h:6380',
      publicUrl: 'https://play.example.com',
      requireEmailConfirmation: true,
    });
  });
});
