import { defineConfig } from '@playwright/test';
import os from 'node:os';
import { chromiumPath } from './scripts/chromium-path.mjs';

// Each worker runs its own server, database and Redis prefix (tests/e2e/fixtures.ts), so the
// specs run fully in parallel: one worker per core and one more, as a browser test spends part
// of its time waiting (on 2 cores the suite took 9.1 min with 2 workers, 7.6 with 3, the cores
// then 89 % busy). E2E_WORKERS to choose.
const workers = Number(process.env.E2E_WORKERS ?? os.availableParallelism() + 1);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  // Two minutes a test: a timeout here finds a test that hangs, it does not judge speed. On a
  // busy shared machine the longer tests (axe at several sizes, several phones) went past one
  // minute with nothing wrong (stop 44's CI: 61 s for the two-factor test, whose usual is 35 s).
  // The few that play whole games set their own, longer.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/e2e-report.json' }]],
  use: {
    // No trace recording: it cost every test about a quarter of its time (stage.spec.ts: 107 s
    // with 'retain-on-failure', 80 s without). To see a failure step by step, run its spec
    // again with `--trace on`; a failing test still leaves its screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
