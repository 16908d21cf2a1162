#!/usr/bin/env node
// `npm test`: runs the unit and integration tests (vitest), builds the client and server, runs
// the browser tests (Playwright in the system Chromium), then prints where the time went (the
// phases and the slowest test files and browser tests) and one line "N passed, N failed"
// summing every suite. Uses DATABASE_URL / REDIS_URL when set, the embedded defaults when not.
// `node scripts/run-tests.mjs unit` or `e2e` runs one half.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './chromium-path.mjs';
import { phaseTable, playwrightTimes, slowest, timed, vitestFiles } from './test-timings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
mkdirSync(out, { recursive: true });
let chromium = chromiumPath();
// .ci/run hands its own phases' file over, so one table covers the whole run.
const phases = process.env.CI_PHASES_FILE ?? path.join(out, 'phases.tsv');
if (!process.env.CI_PHASES_FILE) rmSync(phases, { force: true });

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function ensureChromium() {
  if (existsSync(chromium)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium not found: installing Debian's chromium and chromium-headless-shell packages…");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], { DEBIAN_FRONTEND: 'noninteractive' });
    chromium = chromiumPath();
  }
  if (existsSync(chromium)) return true;
  console.error(`Chromium is required for the browser tests: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  return false;
}

const only = process.argv[2]; // optional: "unit" or "e2e"
const totals = { passed: 0, failed: 0, skipped: 0 };
let problems = 0;
const vitestReport = path.join(out, 'vitest.json');
const vitestFileTimes = path.join(out, 'vitest-files.json');
const e2eReport = path.join(out, 'e2e-report.json');

if (only !== 'e2e') {
  rmSync(vitestReport, { force: true });
  rmSync(vitestFileTimes, { force: true });
  const reporters = [
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
    '--reporter=./scripts/vitest-file-times.mjs',
  ];
  const status = timed(phases, 'unit and integration', () =>
    run('npx', ['vitest', 'run', '--coverage', ...reporters], { VITEST_FILE_TIMES: vitestFileTimes }),
  );
  if (existsSync(vitestReport)) {
    const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    // A file that failed to load has no tests to count; count the file itself as a failure.
    const brokenFiles = (r.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
    totals.failed += brokenFiles;
    if (status !== 0 && r.numFailedTests === 0 && brokenFiles === 0) problems += 1;
  } else {
    problems += 1;
  }
}

if (only !== 'unit') {
  rmSync(e2eReport, { force: true });
  if (!ensureChromium()) {
    problems += 1;
  } else if (timed(phases, 'build', () => run('npm', ['run', 'build', '--silent'])) !== 0) {
    console.error('client build failed');
    problems += 1;
  } else {
    const status = timed(phases, 'browser', () =>
      run('npx', ['playwright', 'test'], { E2E_JSON_REPORT: e2eReport, CHROMIUM_PATH: chromium }),
    );
    if (existsSync(e2eReport)) {
      const s = JSON.parse(readFileSync(e2eReport, 'utf8')).stats ?? {};
      totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
      totals.failed += s.unexpected ?? 0;
      totals.skipped += s.skipped ?? 0;
      if (status !== 0 && !s.unexpected) problems += 1;
    } else {
      problems += 1;
    }
  }
}

const browser = only === 'unit' ? { tests: [], files: [] } : playwrightTimes(e2eReport);
const files = [...(only === 'e2e' ? [] : vitestFiles(vitestFileTimes)), ...browser.files];
console.log(
  [
    '',
    ...phaseTable(phases),
    ...slowest('The 15 slowest test files and specs', files),
    ...slowest('The 15 slowest browser tests', browser.tests),
    '',
  ].join('\n'),
);
if (problems) console.error(`${problems} suite(s) did not run to completion`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 || problems > 0 ? 1 : 0);
