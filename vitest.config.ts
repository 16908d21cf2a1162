import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const include = [
  'shared/src/**/*.test.ts',
  'server/src/**/*.test.ts',
  'client/src/**/*.test.{ts,tsx}',
  'tests/integration/**/*.test.ts',
  'tests/components/**/*.test.{ts,tsx}',
];

// A test file that starts a process of its own (a server, nginx, a Redis, a CLI) says so by
// what it imports; those files form the `processes` project, everything else `quick`
// (`npm run test:quick`: no browser, no spawned process). Both run in parallel in `npm test`.
const startsProcesses = /from '(?:[./a-z]*\/helpers\/(?:server-process|nginx)\.ts|node:child_process)'/;
const processFiles = ['shared/src', 'server/src', 'client/src', 'tests/integration', 'tests/components']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
  .filter((file) => /\.test\.tsx?$/.test(file) && startsProcesses.test(readFileSync(file, 'utf8')));

// What both projects share. Not inherited from the root (`extends: true`): the root's global
// set-up would then run once per project, building the server under the other's processes.
const project = {
  // The client's own alias (client/vite.config.ts), for client components under test.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'client/src') } },
  test: { testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' },
} as const;

export default defineConfig({
  test: {
    // One worker per core: each test file has its own database and Redis prefix, and a test
    // that starts a server process or nginx takes a free port.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? os.availableParallelism()),
    globalSetup: ['tests/integration/helpers/global-setup.ts'],
    projects: [
      { ...project, test: { ...project.test, name: 'quick', include, exclude: processFiles } },
      { ...project, test: { ...project.test, name: 'processes', include: processFiles } },
    ],
    // `npm test` turns coverage on (--coverage) and prints the summary; there is no threshold:
    // the figure is for reading, and the tests are judged by what they check.
    coverage: {
      provider: 'v8',
      include: ['shared/src/**', 'server/src/**', 'client/src/**'],
      exclude: ['**/*.test.{ts,tsx}', 'server/src/db/migrations/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'test-results/coverage',
    },
  },
});
