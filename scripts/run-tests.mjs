#!/usr/bin/env node
// `npm test`: builds the client, runs the unit and integration tests (vitest) and the browser
// tests (Playwright in the system Chromium), then prints one line "N passed, N failed"
// summing every suite. Uses DATABASE_URL / REDIS_URL when set, the embedded defaults when not.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './chromium-path.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
mkdirSync(out, { recursive: true });
let chromium = chromiumPath();

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

if (only !== 'e2e') {
  const report = path.join(out, 'vitest.json');
  rmSync(report, { force: true });
  const status = run('npx', ['vitest', 'run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
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
  if (!ensureChromium()) {
    problems += 1;
  } else {
    const build = run('npm', ['run', 'build', '--silent']);
    if (build !== 0) {
      console.error('client build failed');
      problems += 1;
    } else {
      const report = path.join(out, 'e2e-report.json');
      rmSync(report, { force: true });
      const status = run('npx', ['playwright', 'test'], { E2E_JSON_REPORT: report, CHROMIUM_PATH: chromium });
      if (existsSync(report)) {
        const s = JSON.parse(readFileSync(report, 'utf8')).stats ?? {};
        totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
        totals.failed += s.unexpected ?? 0;
        totals.skipped += s.skipped ?? 0;
        if (status !== 0 && !s.unexpected) problems += 1;
      } else {
        problems += 1;
      }
    }
  }
}

if (problems) console.error(`${problems} suite(s) did not run to completion`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 || problems > 0 ? 1 : 0);
