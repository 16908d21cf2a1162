// The two-role deployment (issue 15 item 6): migrations and the seed run as an owner role
// through DATABASE_MIGRATION_URL, the app connects through DATABASE_URL as the role that
// deploy/app-role.sql creates, and that role cannot alter, empty or rewrite the audit log.
// PostgreSQL only: PGlite has no roles. Each run makes its own database and two roles with
// unique names, and drops them afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ConfigError, loadConfig } from '../../server/src/config.ts';
import { pgErrorCode } from '../../server/src/lib/pg-error.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';

const baseUrl = process.env.DATABASE_URL;
const ROOT = path.resolve(import.meta.dirname, '../..');
const INSUFFICIENT_PRIVILEGE = '42501';

function urlFor(user: string, password: string, database: string): string {
  const u = new URL(baseUrl!);
  u.username = user;
  u.password = password;
  u.pathname = `/${database}`;
  return u.toString();
}

async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

describe('DATABASE_MIGRATION_URL', () => {
  it('defaults to DATABASE_URL, is checked like it, and needs DATABASE_URL beside it', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@h/db' }).databaseMigrationUrl).toBe('postgres://app@h/db');
    expect(loadConfig({ DATABASE_URL: 'postgres://app@h/db', DATABASE_MIGRATION_URL: '' }).databaseMigrationUrl).toBe(
      'postgres://app@h/db',
    );
    expect(loadConfig({}).databaseMigrationUrl).toBeUndefined();
    const both = loadConfig({ DATABASE_URL: 'postgres://app@h/db', DATABASE_MIGRATION_URL: 'postgresql://owner@h/db' });
    expect(both).toMatchObject({ databaseUrl: 'postgres://app@h/db', databaseMigrationUrl: 'postgresql://owner@h/db' });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
        throw err;
      }
      return [];
    };
    expect(problems({ DATABASE_URL: 'postgres://app@h/db', DATABASE_MIGRATION_URL: 'mysql://owner@h/db' })).toEqual([
      'DATABASE_MIGRATION_URL: must start with postgres:// or postgresql://',
    ]);
    // PGlite has no roles: an owner URL without the app's URL is a mistake, not a choice.
    expect(problems({ DATABASE_MIGRATION_URL: 'postgres://owner@h/db' })).toEqual([
      'DATABASE_URL: required when DATABASE_MIGRATION_URL is set',
    ]);
  });
});

describe.skipIf(!baseUrl)('an app role that does not own the tables (DATABASE_MIGRATION_URL)', () => {
  const tag = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database = `charades_roles_${tag}`;
  const owner = { name: `charades_owner_${tag}`, password: randomBytes(12).toString('hex') };
  const app = { name: `charades_app_${tag}`, password: randomBytes(12).toString('hex') };
  const ownerUrl = () => urlFor(owner.name, owner.password, database);
  const appUrl = () => urlFor(app.name, app.password, database);
  let server: ServerProcess | undefined;
  let dataDir: string;
  function serverEnv(): Record<string, string> {
    return {
      NODE_ENV: 'test',
      DATABASE_URL: appUrl(),
      DATABASE_MIGRATION_URL: ownerUrl(),
      REDIS_URL: '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SERVE_CLIENT: 'false',
      SEED_ON_START: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
    };
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-roles-'));
    await withClient(baseUrl!, async (c) => {
      await c.query(`create role "${owner.name}" login password '${owner.password}'`);
      await c.query(`create database "${database}" owner "${owner.name}"`);
    });
    // The operator's step, as written in the deployment docs.
    const superuserOnDb = new URL(baseUrl!);
    superuserOnDb.pathname = `/${database}`;
    await promisify(execFile)(
      'psql',
      [
        superuserOnDb.toString(),
        '-q',
        '-v',
        `owner=${owner.name}`,
        '-v',
        `app=${app.name}`,
        '-v',
        `app_password=${app.password}`,
        '-f',
        path.join(ROOT, 'deploy/app-role.sql'),
      ],
      { cwd: ROOT },
    );
    server = await startServerProcess({ ...serverEnv(), DATA_DIR: dataDir });
  }, 90_000);

  afterAll(async () => {
    await server?.kill('SIGTERM');
    await withClient(baseUrl!, async (c) => {
      await c.query(`drop database if exists "${database}" with (force)`);
      await c.query(`drop role if exists "${app.name}"`);
      await c.query(`drop role if exists "${owner.name}"`);
    });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates and seeds as the owner; the app, as its own role, signs up, starts a game and writes an admin audit row', async () => {
    const tables = await withClient(
      ownerUrl(),
      async (c) => (await c.query<{ tableowner: string }>(`select distinct tableowner from pg_tables where schemaname = 'public'`)).rows,
    );
    expect(tables).toEqual([{ tableowner: owner.name }]);

    const player = new HttpClient(server!.url);
    const { user } = await player.signUp(uniqueEmail('roles-player'));
    const categories = await player.get('/api/categories?language=ar');
    expect(categories.status).toBe(200);
    expect(categories.body.length).toBeGreaterThan(0);
    const game = await player.post('/api/games', {
      categoryId: categories.body[0].id,
      teamA: 'الصقور',
      teamB: 'اللؤلؤ',
      sharedMode: false,
    });
    expect(game.status).toBe(201);

    await withClient(ownerUrl(), (c) => c.query(`update profiles set role = 'admin' where id = $1`, [user.id]));
    const created = await player.post('/api/admin/categories', { title: 'Roles probe', internalId: `roles_${tag}`, language: 'en' });
    expect(created.status).toBe(200);
    const audit = await withClient(
      ownerUrl(),
      async (c) =>
        (await c.query<{ action: string; admin_id: string }>(`select action, admin_id from audit_log where admin_id = $1`, [user.id])).rows,
    );
    expect(audit).toEqual([{ action: 'category_created', admin_id: user.id }]);
  });

  it("refuses the app role's attempts to disable, drop, rewrite or empty the audit log (42501)", async () => {
    const before = await withClient(ownerUrl(), async (c) => (await c.query(`select * from audit_log order by id`)).rows);
    expect(before.length).toBeGreaterThan(0);
    const refusals = await withClient(appUrl(), async (c) => {
      const result: Record<string, string | undefined> = {};
      for (const statement of [
        'alter table audit_log disable trigger audit_log_no_update_or_delete',
        'alter table audit_log disable trigger all',
        'drop trigger audit_log_no_truncate on audit_log',
        `update audit_log set action = 'rewritten'`,
        'delete from audit_log',
        'truncate audit_log',
        'drop table audit_log',
        'create table app_made_this (id int)',
      ]) {
        result[statement] = await c.query(statement).then(
          () => 'allowed',
          (err: unknown) => pgErrorCode(err),
        );
      }
      // What it may do to the log: add rows and read them.
      await c.query(`insert into audit_log (action, admin_email) values ('roles_probe', 'probe@example.com')`);
      result.select = (await c.query(`select count(*)::int as n from audit_log`)).rows[0].n > 0 ? 'allowed' : 'empty';
      return result;
    });
    console.log('app role refusals', refusals);
    // Refused by privileges, before the triggers would refuse them too.
    const privileges = await withClient(
      ownerUrl(),
      async (c) =>
        (
          await c.query<{ privilege: string; granted: boolean }>(
            `select p as privilege, has_table_privilege($1, 'audit_log', p) as granted
             from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER', 'REFERENCES']) p`,
            [app.name],
          )
        ).rows,
    );
    expect(Object.fromEntries(privileges.map((p) => [p.privilege, p.granted]))).toEqual({
      SELECT: true,
      INSERT: true,
      UPDATE: false,
      DELETE: false,
      TRUNCATE: false,
      TRIGGER: false,
      REFERENCES: false,
    });
    for (const [statement, code] of Object.entries(refusals)) {
      expect({ statement, code }).toEqual({ statement, code: statement === 'select' ? 'allowed' : INSUFFICIENT_PRIVILEGE });
    }
    const after = await withClient(ownerUrl(), async (c) => (await c.query(`select * from audit_log order by id`)).rows);
    expect(after.length).toBe(before.length + 1);
    expect(after).toEqual(expect.arrayContaining(before));
  });

  it('after a restart the migrations find nothing to do and the grants are applied again without error', async () => {
    await server!.kill('SIGTERM');
    server = await startServerProcess({ ...serverEnv(), DATA_DIR: dataDir });
    expect((await fetch(`${server.url}/api/readyz`)).status).toBe(200);
  }, 90_000);
});
