import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { REACT_ON_PREACT } from './client/react-on-preact.ts';

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

// The installed packages that use React (it among their dependencies or peers): vitest runs them
// through its own resolver (inlined), so React is Preact in them too (REACT_ON_PREACT).
const reactLibraries = readdirSync('node_modules')
  .flatMap((name) => (name.startsWith('@') ? readdirSync(path.join('node_modules', name)).map((sub) => `${name}/${sub}`) : [name]))
  .filter((name) => {
    const manifest = path.join('node_modules', name, 'package.json');
    if (!existsSync(manifest)) return false;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, Record<string, string> | undefined>;
    return !!(
      pkg.dependencies?.react ??
      pkg.peerDependencies?.react ??
      pkg.dependencies?.['react-dom'] ??
      pkg.peerDependencies?.['react-dom']
    );
  });

// What both projects share. Not inherited from the root (`extends: true`): the root's global
// set-up would then run once per project, building the server under the other's processes.
const project = {
  // The client's own aliases (client/vite.config.ts), for client components under test (jsdom,
  // the client's resolution): React is Preact there as in the build, in the libraries too. They
  // are inlined and resolved to their module builds, so the aliases reach their imports (Node
  // would resolve a CommonJS build's require itself): Testing Library's by its path, the others'
  // by the `module` condition and field (react-remove-scroll names its module build in the field
  // only). Node's tests (the `node` environment) resolve as before.
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'client/src') },
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      ...REACT_ON_PREACT,
    ],
    conditions: ['module', 'browser', 'development'],
    mainFields: ['module', 'main'],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    server: { deps: { inline: reactLibraries } },
  },
};

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
