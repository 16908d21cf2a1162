// Vitest's global set-up, once per run before any test file: the compiled server that tests
// starting server processes run (server/dist, as production does; no TypeScript loader per
// process), and on PostgreSQL the template databases every test database is cloned from.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createTemplateDatabase, dropDatabase, TEMPLATE_ENV } from './test-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export default async function setup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`building the server for the tests failed:\n${build.stdout}${build.stderr}`);

  const baseUrl = process.env.DATABASE_URL;
  const templates: string[] = [];
  if (baseUrl) {
    // Workers are started after this, with this process's environment.
    for (const kind of ['migrated', 'seeded'] as const) {
      const name = await createTemplateDatabase(baseUrl, kind);
      templates.push(name);
      process.env[TEMPLATE_ENV[kind]] = name;
    }
  }
  console.log(`global set-up: server built${templates.length ? ', template databases made' : ''} in ${Date.now() - started} ms`);
  return async () => {
    for (const name of templates) await dropDatabase(baseUrl!, name);
  };
}
