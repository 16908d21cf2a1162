// The import boundaries are the architecture, so a deliberate violation must fail the lint.
// Each case lints a one-line file placed (virtually) in a real folder, importing a real file of
// a folder it may not reach; the allowed cases prove the rule does not simply flag everything.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The first source file found under `dir` (searched depth-first), as an import path from `from`. */
function someFileIn(dir: string): string {
  const abs = path.join(root, dir);
  for (const entry of readdirSync(abs).sort()) {
    const full = path.join(abs, entry);
    if (statSync(full).isDirectory()) {
      try {
        return someFileIn(path.join(dir, entry));
      } catch {
        continue;
      }
    }
    if (/\.tsx?$/.test(entry) && !entry.endsWith('.test.ts')) return path.join(dir, entry);
  }
  throw new Error(`no source file under ${dir}`);
}

function features(): string[] {
  return readdirSync(path.join(root, 'client/src/features'), { withFileTypes: true })
    .filter(
      (e) =>
        e.isDirectory() &&
        readdirSync(path.join(root, 'client/src/features', e.name), { recursive: true }).some((f) => /\.tsx?$/.test(String(f))),
    )
    .map((e) => e.name)
    .sort();
}

// Type information is not what these rules need, and a virtual file is in no tsconfig.
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: [
    { ...tseslint.configs.disableTypeChecked, languageOptions: { parserOptions: { project: null, projectService: false } } },
  ],
});

/** Lints `import * as m from '<target>'` written in `fromFile`; returns the rule ids reported. */
async function importFrom(fromFile: string, targetFile: string): Promise<string[]> {
  let spec = path.relative(path.dirname(path.join(root, fromFile)), path.join(root, targetFile));
  if (!spec.startsWith('.')) spec = `./${spec}`;
  const code = `import * as m from '${spec}';\nexport const used = m;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, fromFile) });
  if (!result) throw new Error('ESLint returned no result');
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('import boundaries fail the lint', () => {
  const [first, second] = features();
  if (!first || !second) throw new Error('expected at least two client features');

  const forbidden: Array<[string, string, string]> = [
    ['a feature importing another feature', `client/src/features/${first}/boundary-probe.ts`, someFileIn(`client/src/features/${second}`)],
    ['lib/ importing a feature', 'client/src/lib/boundary-probe.ts', someFileIn(`client/src/features/${first}`)],
    ['components/ importing a feature', 'client/src/components/boundary-probe.ts', someFileIn(`client/src/features/${first}`)],
    ['a feature importing app/', `client/src/features/${first}/boundary-probe.ts`, someFileIn('client/src/app')],
    ['lib/ importing app/', 'client/src/lib/boundary-probe.ts', someFileIn('client/src/app')],
    ['server lib/ importing services/', 'server/src/lib/boundary-probe.ts', someFileIn('server/src/services')],
    ['server db/ importing game/', 'server/src/db/boundary-probe.ts', someFileIn('server/src/game')],
    ['server services/ importing game/', 'server/src/services/boundary-probe.ts', someFileIn('server/src/game')],
    ['server game/ importing plugins/', 'server/src/game/boundary-probe.ts', someFileIn('server/src/plugins')],
    ['server plugins/ importing routes/', 'server/src/plugins/boundary-probe.ts', someFileIn('server/src/routes')],
    ['server game/ importing tv/', 'server/src/game/boundary-probe.ts', someFileIn('server/src/tv')],
    ['server tv/ importing plugins/', 'server/src/tv/boundary-probe.ts', someFileIn('server/src/plugins')],
    [
      'server services/coupons/ importing services/payments/',
      'server/src/services/coupons/boundary-probe.ts',
      someFileIn('server/src/services/payments'),
    ],
    ['server routes/ importing app.ts', 'server/src/routes/boundary-probe.ts', 'server/src/app.ts'],
    ['server lib/ importing config.ts', 'server/src/lib/boundary-probe.ts', 'server/src/config.ts'],
    ['server plugins/ importing config.ts', 'server/src/plugins/boundary-probe.ts', 'server/src/config.ts'],
    ['server routes/ importing runtime.ts', 'server/src/routes/boundary-probe.ts', 'server/src/runtime.ts'],
    ['server config.ts importing db/', 'server/src/config.ts', someFileIn('server/src/db')],
    ['server config.ts importing app.ts', 'server/src/config.ts', 'server/src/app.ts'],
    ['server app.ts importing runtime.ts', 'server/src/app.ts', 'server/src/runtime.ts'],
    ['server runtime.ts importing main.ts', 'server/src/runtime.ts', 'server/src/main.ts'],
    ['server cli/ importing main.ts', 'server/src/cli/boundary-probe.ts', 'server/src/main.ts'],
    ['shared/ importing the server', 'shared/src/boundary-probe.ts', someFileIn('server/src/lib')],
    ['shared/ importing the client', 'shared/src/boundary-probe.ts', someFileIn('client/src/lib')],
  ];
  it.each(forbidden)('%s', async (_name, from, target) => {
    expect(await importFrom(from, target)).toContain('import-x/no-restricted-paths');
  });

  const allowed: Array<[string, string, string]> = [
    ['a feature importing lib/', `client/src/features/${first}/boundary-probe.ts`, someFileIn('client/src/lib')],
    ['a feature importing its own files', `client/src/features/${first}/boundary-probe.ts`, someFileIn(`client/src/features/${first}`)],
    ['app/ importing a feature', 'client/src/app/boundary-probe.ts', someFileIn(`client/src/features/${first}`)],
    ['server routes/ importing services/', 'server/src/routes/boundary-probe.ts', someFileIn('server/src/services')],
    ['server game/ importing db/', 'server/src/game/boundary-probe.ts', someFileIn('server/src/db')],
    ['server tv/ importing game/', 'server/src/tv/boundary-probe.ts', someFileIn('server/src/game')],
    ['server plugins/ importing tv/', 'server/src/plugins/boundary-probe.ts', someFileIn('server/src/tv')],
    [
      'server services/payments/ importing services/coupons/',
      'server/src/services/payments/boundary-probe.ts',
      someFileIn('server/src/services/coupons'),
    ],
    ['the server importing shared/', 'server/src/lib/boundary-probe.ts', someFileIn('shared/src')],
    ['server config.ts importing lib/', 'server/src/config.ts', someFileIn('server/src/lib')],
    ['server app.ts importing config.ts', 'server/src/app.ts', 'server/src/config.ts'],
    ['server runtime.ts importing app.ts', 'server/src/runtime.ts', 'server/src/app.ts'],
    ['server main.ts importing runtime.ts', 'server/src/main.ts', 'server/src/runtime.ts'],
    ['server cli/ importing config.ts', 'server/src/cli/boundary-probe.ts', 'server/src/config.ts'],
  ];
  it.each(allowed)('%s is allowed', async (_name, from, target) => {
    expect(await importFrom(from, target)).not.toContain('import-x/no-restricted-paths');
  });
});

describe('import cycles fail the lint', () => {
  it('reports both halves of a deliberate cycle', async () => {
    const results = await eslint.lintFiles(['tests/lint-fixtures/cycle/a.ts', 'tests/lint-fixtures/cycle/b.ts']);
    const cycles = results.map((r) => r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').length);
    expect(cycles).toEqual([1, 1]);
  });
});

describe('functions stay under 80 lines', () => {
  /** A function of `lines` statements, linted as if it were `filePath`; the rule ids reported. */
  const lintFunction = async (filePath: string, lines: number) => {
    const body = Array.from({ length: lines }, (_, i) => `  sum += ${i};`).join('\n');
    const code = `export function long() {\n  let sum = 0;\n${body}\n  return sum;\n}\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).map((m) => m.ruleId);
  };

  it.each(['server/src/lib/length-probe.ts', 'client/src/lib/length-probe.ts', 'client/src/features/decks/length-probe.tsx'])(
    'a function over 80 lines in %s fails the lint',
    async (file) => {
      expect(await lintFunction(file, 80)).toContain('max-lines-per-function');
    },
  );

  it('one of 80 lines passes, and a test file is not held to it', async () => {
    expect(await lintFunction('server/src/lib/length-probe.ts', 76)).not.toContain('max-lines-per-function');
    expect(await lintFunction('server/src/lib/length-probe.test.ts', 200)).not.toContain('max-lines-per-function');
  });
});

describe('the promise rules are on', () => {
  it('a floating promise and a promise handed to a void callback fail the lint', async () => {
    // Needs type information, so it lints a real file's program: a copy placed beside real code.
    // Under CI=true typescript-eslint assumes one run over files as they are on disk, and would
    // lint time.ts's own text instead of this probe's.
    const typed = new ESLint({
      cwd: root,
      ignore: false,
      overrideConfig: [{ files: ['server/**/*.ts'], languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } }],
    });
    const code = [
      "import { setTimeout as sleep } from 'node:timers/promises';",
      'export function probe() {',
      '  sleep(1);',
      '  [1].forEach(async () => { await sleep(1); });',
      '  setTimeout(async () => { await sleep(1); }, 1);',
      '}',
      '',
    ].join('\n');
    const [result] = await typed.lintText(code, { filePath: path.join(root, 'server/src/lib/time.ts') });
    const rules = (result?.messages ?? []).map((m) => m.ruleId);
    expect(rules).toContain('@typescript-eslint/no-floating-promises');
    expect(rules).toContain('@typescript-eslint/no-misused-promises');
  });
});

describe('browser tests wait for states, not for time', () => {
  const spec = 'tests/e2e/lint-probe.spec.ts';
  const lint = async (code: string, filePath = spec) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).map((m) => m.ruleId);
  };
  const header = "import { expect, test } from './fixtures';\n";

  it.each([
    ['page.waitForTimeout', "test('x', async ({ page }) => { await page.waitForTimeout(300); });"],
    ['a sleep promise', "test('x', async () => { await new Promise((r) => setTimeout(r, 300)); });"],
    ['setTimeout in a spec', "test('x', async () => { setTimeout(() => {}, 300); });"],
  ])('%s fails the lint', async (_name, body) => {
    const rules = await lint(`${header}${body}\n`);
    expect(rules.some((r) => r?.startsWith('no-restricted-'))).toBe(true);
  });

  it('a sleep in a browser-test helper fails the lint too', async () => {
    const rules = await lint(
      'export async function wait() { await new Promise((r) => setTimeout(r, 100)); }\n',
      'tests/e2e/helpers/lint-probe.ts',
    );
    expect(rules).toContain('no-restricted-syntax');
  });

  it("a spec taking test from @playwright/test (not its worker's server) fails the lint", async () => {
    expect(await lint("import { test } from '@playwright/test';\ntest('x', async () => {});\n")).toContain('no-restricted-imports');
  });

  it('waiting for an element or a value passes', async () => {
    const body =
      "test('x', async ({ page }) => { await expect(page.getByRole('button')).toBeVisible(); await expect.poll(() => 1).toBe(1); });";
    expect(await lint(`${header}${body}\n`)).toEqual([]);
  });
});
