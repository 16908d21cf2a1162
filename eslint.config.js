// House rules checked by a machine (CONTRIBUTING.md explains each). `npm run lint` runs this with
// zero warnings allowed; .ci/run calls it. The import boundaries are the architecture: when one
// fails, move the code to the layer it belongs in rather than silencing the rule.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Every client feature folder, read from disk so a new feature is fenced in from its first file. */
const clientFeatures = readdirSync(path.join(root, 'client/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Server layers, innermost first: a file may import its own layer and the ones before it.
const serverLayers = ['lib', 'db', 'services', 'game', 'tv', 'plugins', 'routes'];
// The composition root, above every layer and in the same one-way order: config.ts parses the
// environment, app.ts builds the app from the layers, runtime.ts opens what it runs on, cli/
// and main.ts start it. No layer imports the root: a layer is handed its settings as values.
const serverRoot = ['config.ts', 'app.ts', 'runtime.ts', 'cli', 'main.ts'];
const serverOrder = [...serverLayers, ...serverRoot];
const serverOrderText = serverOrder.join(' <- ');
/** A layer's name as messages write it: a folder with its slash, a file as it is. */
const serverPart = (name) => (name.endsWith('.ts') ? name : `${name}/`);

/** import-x/no-restricted-paths zones; paths are relative to the repository root. */
const boundaryZones = [
  // Client: no feature imports another feature (a piece two features need moves to
  // components/ or lib/).
  ...clientFeatures.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to components/ or lib/.',
  })),
  // Client: shared building blocks know nothing of features or of the app shell.
  ...['components', 'lib'].flatMap((dir) => [
    { target: `./client/src/${dir}`, from: './client/src/features', message: `${dir}/ imports no feature.` },
    { target: `./client/src/${dir}`, from: './client/src/app', message: `${dir}/ imports nothing of app/.` },
  ]),
  {
    target: './client/src/features',
    from: './client/src/app',
    message: 'A feature imports nothing of app/ (the shell composes features, not the reverse).',
  },
  // Server: layers run one way, lib <- db <- services <- game <- tv <- plugins <- routes, then the
  // composition root.
  ...serverOrder.flatMap((layer, index) =>
    serverOrder.slice(index + 1).map((outer) => ({
      target: `./server/src/${layer}`,
      from: `./server/src/${outer}`,
      message: `The server runs ${serverOrderText}: ${serverPart(layer)} may not import ${serverPart(outer)}.`,
    })),
  ),
  // Within services/, payments use coupons (a payment reserves, takes or releases a coupon's
  // use), never the reverse: a free coupon's redemption is a purchase, so it is in payments/.
  {
    target: './server/src/services/coupons',
    from: './server/src/services/payments',
    message:
      'services/coupons/ imports nothing of services/payments/ (payments use coupons, not the reverse): what records a purchase, a free one too, belongs in services/payments/.',
  },
  // Reading the environment needs no layer but lib/: config.ts stands apart from the layers it configures.
  {
    target: './server/src/config.ts',
    from: serverLayers.filter((layer) => layer !== 'lib').map((layer) => `./server/src/${layer}`),
    message: 'config.ts parses the environment and imports nothing of the server but lib/.',
  },
  // shared/ is imported by both sides and imports neither.
  { target: './shared', from: './client', message: 'shared/ imports nothing of client/.' },
  { target: './shared', from: './server', message: 'shared/ imports nothing of server/.' },
  // Neither side reaches into the other.
  { target: './client', from: './server', message: 'The client imports nothing of the server.' },
  { target: './server', from: './client', message: 'The server imports nothing of the client.' },
];

const typeChecked = (files, project) => ({
  files,
  languageOptions: { parserOptions: { project: path.join(root, project), tsconfigRootDir: root } },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'test-results/**',
      'coverage/**',
      'server/src/db/migrations/**',
      'tests/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  typeChecked(['client/**/*.{ts,tsx}'], 'client/tsconfig.json'),
  typeChecked(['server/**/*.ts', 'shared/**/*.ts', 'tests/integration/**/*.ts', 'bench/**/*.ts'], 'server/tsconfig.json'),
  typeChecked(['tests/e2e/**/*.ts', '*.config.ts'], 'tests/e2e/tsconfig.json'),
  typeChecked(['tests/components/**/*.{ts,tsx}'], 'tests/components/tsconfig.json'),
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['client/tsconfig.json', 'server/tsconfig.json', 'tests/e2e/tsconfig.json', 'tests/components/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Fastify plugins and route handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: globals.browser },
  },
  {
    // A test's job is to look into untyped response bodies (`res.json()` is `any`) and assert
    // on them; typing every body would only restate the schemas under test. The promise rules
    // stay on: a floating promise in a test is a test that cannot fail.
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Browser tests wait for the state that matters (an element, a response, an event), never
    // for a fixed time: a sleep is too short on a busy machine and wasted on a quiet one. And
    // every spec takes `test` from fixtures.ts, which gives it its worker's own server.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for what matters (expect(...), waitForResponse, waitForEvent), not for a time.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AwaitExpression > NewExpression[callee.name='Promise'] > ArrowFunctionExpression > CallExpression.body[callee.name='setTimeout']",
          message: 'No fixed sleeps in browser tests: wait for an element, a response or an event (expect.poll for a value).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures' (or '../fixtures'): it starts this worker's own server.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'setTimeout',
          message: 'No fixed sleeps in browser tests: wait for an element, a response or an event (expect.poll for a value).',
        },
      ],
    },
  },
  {
    files: ['tests/e2e/fixtures.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // A function longer than a screen is several jobs (issue 33): it is split into named
    // functions, components or hooks, not exempted. Tests are tables of cases and stay as they are.
    files: ['client/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    // The game screens stay findable (issue 19): one component per phase, small files. A
    // screen that grows past these is split, not exempted.
    files: ['client/src/features/game/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 150 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    files: ['client/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Plain JavaScript (scripts, this file): no type information to lint with.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
);
