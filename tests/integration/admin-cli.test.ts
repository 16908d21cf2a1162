// The admin:create CLI, run as the operator runs it: a child process with the server's
// configuration. PostgreSQL when DATABASE_URL is set (a fresh database), otherwise the
// embedded PGlite in a temporary DATA_DIR, opened here after the process has exited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, pgliteLockFile, runMigrations, type Db } from '../../server/src/db/client.ts';
import { auditLog, profiles, users } from '../../server/src/db/schema/index.ts';
import { verifyCredentials } from '../../server/src/services/auth/verify-credentials.ts';
import { signUpUser } from '../../server/src/services/auth/sign-up-user.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'server/src/cli/create-admin.ts');

let dataDir: string;
let testDb: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-cli-'));
  if (process.env.DATABASE_URL) testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], envOverrides: Record<string, string> = {}): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...envOverrides };
  delete env.REDIS_URL;
  if (testDb?.url && !('DATABASE_URL' in envOverrides)) env.DATABASE_URL = testDb.url;
  if (!testDb && !('DATABASE_URL' in envOverrides)) delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Reads the database the CLI wrote to. PGlite allows one process at a time, so it is opened
 *  only between CLI runs, and closed again before the next one. */
async function inspect<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  if (testDb) return fn(testDb.database.db);
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
  try {
    await runMigrations(database);
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

async function counts(db: Db) {
  const u = firstRow(await db.select({ n: sql<number>`count(*)::int` }).from(users), 'a count of users');
  const a = firstRow(await db.select({ n: sql<number>`count(*)::int` }).from(auditLog), 'a count of audit rows');
  return { users: u.n, audit: a.n };
}

async function roleOf(db: Db, email: string) {
  const [row] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.email, email));
  return row?.role;
}

async function roleUpdates(db: Db, userId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, 'role_update')))
    .orderBy(auditLog.createdAt);
}

function passwordFrom(stdout: string): string | undefined {
  return /^password: (\S+)$/m.exec(stdout)?.[1];
}

// Each case starts Node, tsx and (embedded mode) PGlite, twice over; give them room on a busy machine.
describe('admin:create', { timeout: 120_000 }, () => {
  const email = uniqueEmail('cli-admin');

  it('creates an admin with a generated password that signs in', async () => {
    const res = await runCli(['--email', email]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`created admin ${email}`);
    const password = passwordFrom(res.stdout);
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(12);

    await inspect(async (db) => {
      const { userId } = await verifyCredentials({ db, email, password: password!, requireConfirmedEmail: true });
      expect(await roleOf(db, email)).toBe('admin');
      const stored = firstRow(await db.select().from(users).where(eq(users.id, userId)), 'the created admin');
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
      expect(stored.passwordHash).not.toContain(password!);
      expect(stored.emailConfirmedAt).not.toBeNull();
      const audit = await roleUpdates(db, userId);
      expect(audit).toHaveLength(1);
      expect(audit[0]!.details).toMatchObject({ new_role: 'admin', via: 'cli', created: true });
      // A wrong password still fails: the check is real.
      await expect(verifyCredentials({ db, email, password: `${password}x`, requireConfirmedEmail: true })).rejects.toMatchObject({
        code: 'invalid_credentials',
      });
    });
  });

  it('run again for the same e-mail (any case) promotes without printing a password', async () => {
    const before = await inspect(counts);
    const res = await runCli(['--email', `  ${email.toUpperCase()} `]);
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('promoted existing account');
    expect(res.stdout).not.toMatch(/password:/i);
    expect(passwordFrom(res.stdout)).toBeUndefined();
    await inspect(async (db) => {
      const after = await counts(db);
      expect(after.users).toBe(before.users);
      expect(after.audit).toBe(before.audit + 1);
      expect(await roleOf(db, email)).toBe('admin');
      const user = firstRow(await db.select().from(users).where(eq(users.email, email)), 'the promoted admin');
      const audit = await roleUpdates(db, user.id);
      expect(audit).toHaveLength(2);
      expect(audit.map((a) => a.details)).toContainEqual(expect.objectContaining({ old_role: 'admin', new_role: 'admin', via: 'cli' }));
    });
  });

  it('promotes an existing player, keeping the password, and records the old role', async () => {
    const player = uniqueEmail('cli-player');
    const userId = await inspect(async (db) => (await signUpUser({ db, email: player, password: 'player-pass', confirmed: true })).userId);
    const res = await runCli(['--email', player]);
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`promoted existing account ${player} to admin`);
    expect(passwordFrom(res.stdout)).toBeUndefined();
    await inspect(async (db) => {
      expect(await roleOf(db, player)).toBe('admin');
      expect(await verifyCredentials({ db, email: player, password: 'player-pass', requireConfirmedEmail: true })).toEqual({ userId });
      const audit = await roleUpdates(db, userId);
      expect(audit).toHaveLength(1);
      expect(audit[0]!.details).toEqual({ old_role: 'user', new_role: 'admin', via: 'cli' });
    });
  });

  it.each([
    ['an invalid e-mail', ['--email', 'not-an-email']],
    ['an empty e-mail', ['--email', '']],
    ['no --email at all', []],
  ])('refuses %s with exit code 2 and creates nothing', async (_label, args) => {
    const before = await inspect(counts);
    const res = await runCli(args);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('usage: npm run admin:create -- --email');
    expect(res.stdout).toBe('');
    expect(await inspect(counts)).toEqual(before);
  });

  it('refuses an unknown option, creating nothing', async () => {
    const before = await inspect(counts);
    const res = await runCli(['--email', uniqueEmail('cli-unknown'), '--role', 'admin']);
    expect(res.code).not.toBe(0);
    expect(res.stderr).toMatch(/--role/);
    expect(await inspect(counts)).toEqual(before);
  });

  it('refuses a bad configuration, naming the variable, creating nothing', async () => {
    const before = await inspect(counts);
    const res = await runCli(['--email', uniqueEmail('cli-badcfg')], { DATABASE_URL: 'mysql://x' });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('DATABASE_URL');
    expect(res.stdout).toBe('');
    expect(await inspect(counts)).toEqual(before);
  });
});

// `npm start` on the embedded database holds its files: a second process opening them would
// keep its own copy and lose its writes. The CLI asks the running server instead.
describe('admin:create beside a server running on the embedded database', { timeout: 180_000 }, () => {
  let serverDir: string;
  let server: ServerProcess | undefined;
  const embeddedEnv = () => ({
    DATA_DIR: serverDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    SERVE_CLIENT: 'false',
  });

  beforeAll(async () => {
    serverDir = await mkdtemp(path.join(os.tmpdir(), 'charades-cli-live-'));
    server = await startServerProcess(embeddedEnv());
  });
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await rm(serverDir, { recursive: true, force: true });
  });

  async function signIn(url: string, email: string, password: string) {
    const res = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return { status: res.status, body: (await res.json()) as { user?: { role: string } } };
  }

  it('creates the admin through the running server, and it signs in there at once and after a restart', async () => {
    const email = uniqueEmail('cli-live');
    const res = await runCli(['--email', email], { DATA_DIR: serverDir, DATABASE_URL: '' });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`created admin ${email}`);
    expect(res.stdout).toContain(`process ${server!.child.pid}`);
    const password = passwordFrom(res.stdout)!;
    expect(password).toBeDefined();

    const live = await signIn(server!.url, email, password);
    expect(live.status).toBe(200);
    expect(live.body.user?.role).toBe('admin');

    // Nothing was lost when the server wrote its files back.
    await server!.kill('SIGTERM');
    server = await startServerProcess(embeddedEnv());
    const again = await signIn(server.url, email, password);
    expect(again.status).toBe(200);
    expect(again.body.user?.role).toBe('admin');
  });

  it('a second server on the same data directory refuses to start, saying why', async () => {
    await expect(startServerProcess(embeddedEnv())).rejects.toThrow(/already open in process \d+/);
    // The first one is unharmed.
    expect((await fetch(`${server!.url}/api/readyz`)).status).toBe(200);
  });

  it('a lock left by a process that died does not block the database', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'charades-cli-stale-'));
    try {
      const dead = spawn(process.execPath, ['-e', '0']);
      await new Promise((r) => dead.on('exit', r));
      await writeFile(pgliteLockFile(path.join(dir, 'pg')), String(dead.pid));
      const res = await runCli(['--email', uniqueEmail('cli-stale')], { DATA_DIR: dir, DATABASE_URL: '' });
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(res.stdout).toContain('created admin');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
