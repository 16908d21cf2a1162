// The production build as the Docker image's runtime stage holds it: in a directory of its
// own, the package files, the compiled server (server/dist, with its migrations) and the
// built client, and only the production dependencies (`npm ci --omit=dev` for the server and
// shared workspaces). The server starts with plain node (no TypeScript loader), applies the
// migrations to a fresh database, serves the page and the API; the compiled CLI commands run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { cwd, env: { ...process.env, NODE_OPTIONS: '', ...env }, encoding: 'utf8', timeout: 300_000 });
  return { status: r.status, out: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

let dir: string;
let db: TestDatabase | undefined;
let env: Record<string, string>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  // server/dist is the build the vitest global set-up made for this run (helpers/global-setup.ts):
  // building it again here would replace it under the other files' server processes.
  if (!existsSync(path.join(ROOT, 'client/dist/index.html'))) {
    const client = run('npm', ['run', 'build', '--workspace', 'client', '--silent'], ROOT);
    if (client.status !== 0) throw new Error(`client build failed:\n${client.out}`);
  }
  // What the Dockerfile's runtime stage copies.
  dir = await mkdtemp(path.join(os.tmpdir(), 'charades-prod-'));
  for (const file of ['package.json', 'package-lock.json', 'shared/package.json', 'server/package.json', 'client/package.json']) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await cp(path.join(ROOT, file), path.join(dir, file));
  }
  await cp(path.join(ROOT, 'server/dist'), path.join(dir, 'server/dist'), { recursive: true });
  await cp(path.join(ROOT, 'client/dist'), path.join(dir, 'client/dist'), { recursive: true });
  const install = run(
    'npm',
    ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--workspace', 'server', '--workspace', 'shared'],
    dir,
    { NODE_ENV: 'production' },
  );
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.out}`);
  // An empty database: the compiled server must find and apply the migrations itself.
  if (process.env.DATABASE_URL) db = await createTestDatabase({ migrate: false });
  env = {
    NODE_ENV: 'production',
    NODE_OPTIONS: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_PROVIDER: 'sandbox',
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '100',
    // Without DATABASE_URL the embedded database under DATA_DIR.
    DATABASE_URL: db?.url ?? '',
    REDIS_URL: '',
  };
}, 600_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  await db?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the compiled server in a production install', { timeout: 120_000 }, () => {
  it('has no development tools installed: no tsx, TypeScript, esbuild or Vite', () => {
    for (const name of ['tsx', 'typescript', 'esbuild', 'vite', 'vitest'])
      expect(existsSync(path.join(dir, 'node_modules', name))).toBe(false);
    expect(existsSync(path.join(dir, 'server/dist/main.js'))).toBe(true);
    expect(existsSync(path.join(dir, 'server/dist/migrations/meta/_journal.json'))).toBe(true);
  });

  it('starts with plain node on a fresh database: ready, the page, sign-up and the seeded categories', async () => {
    server = await startServerProcess(env, undefined, [], { root: dir });
    const ready = await fetch(`${server.url}/api/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, checks: { database: 'ok' } });

    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');

    const c = new HttpClient(server.url);
    const signedUp = await c.signUp(uniqueEmail('compiled'));
    expect(signedUp.accessToken).toEqual(expect.any(String));
    const me = await c.get('/api/me');
    expect(me.status).toBe(200);
    const categories = await c.get('/api/categories?language=ar');
    expect(categories.status).toBe(200);
    expect(categories.body.length).toBeGreaterThan(0);

    const started = Date.now();
    await server.kill('SIGTERM');
    console.log(`compiled server: SIGTERM to exit ${Date.now() - started} ms, exit code ${server.child.exitCode}`);
    expect(server.child.exitCode).toBe(0);
  });

  it('runs the compiled db:seed and admin:create with plain node', () => {
    const seed = run(process.execPath, ['server/dist/seed.js'], dir, env);
    expect(seed.out).toContain('seed: added 0 categories and 0 titles');
    expect(seed.status).toBe(0);
    const email = uniqueEmail('compiled-admin');
    const admin = run(process.execPath, ['server/dist/create-admin.js', '--email', email], dir, env);
    expect(admin.out).toContain(`created admin ${email}`);
    expect(admin.status).toBe(0);
  });
});
