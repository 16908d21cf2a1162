// Where a test run's time went: the phases (each a name and seconds, from the CI script and
// from scripts/run-tests.mjs, appended to one file) and the slowest test files and browser
// tests, read from vitest's and Playwright's JSON reports. Printed at the end of every run.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** Runs `fn`, records how long it took under `name` in `file` (if given); returns its result. */
export function timed(file, name, fn) {
  const started = Date.now();
  try {
    return fn();
  } finally {
    const seconds = (Date.now() - started) / 1000;
    if (file) appendFileSync(file, `${name}\t${seconds.toFixed(1)}\n`);
  }
}

/** The phases' table; its total is the wall clock since CI_STARTED_AT when the CI script set
 *  it (the machine's set-up included), else the sum of the rows. */
export function phaseTable(file, startedAt = process.env.CI_STARTED_AT) {
  if (!file || !existsSync(file)) return [];
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  const total = startedAt ? Date.now() / 1000 - Number(startedAt) : rows.reduce((sum, [, s]) => sum + Number(s), 0);
  return [
    'Phases (seconds):',
    ...rows.map(([name, s]) => `  ${name.padEnd(30)} ${Number(s).toFixed(1).padStart(7)}`),
    `  ${(startedAt ? 'total (wall clock)' : 'total').padEnd(30)} ${total.toFixed(1).padStart(7)}`,
  ];
}

/** [label, seconds] of every vitest test file, as scripts/vitest-file-times.mjs wrote them. */
export function vitestFiles(file) {
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).map((f) => [`vitest ${f.file}`, f.seconds]);
}

/** [label, seconds] of every Playwright test (summed over its runs) and of every spec file. */
export function playwrightTimes(report) {
  if (!existsSync(report)) return { tests: [], files: [] };
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const tests = [];
  const files = new Map();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const seconds = spec.tests.flatMap((t) => t.results ?? []).reduce((sum, res) => sum + (res.duration ?? 0), 0) / 1000;
      tests.push([`${spec.file} > ${[...titles, spec.title].join(' > ')}`, seconds]);
      files.set(spec.file, (files.get(spec.file) ?? 0) + seconds);
    }
    for (const child of suite.suites ?? []) walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const suite of r.suites ?? []) walk(suite, []);
  return { tests, files: [...files].map(([file, seconds]) => [`playwright ${file}`, seconds]) };
}

export function slowest(title, rows, n = 15) {
  if (rows.length === 0) return [];
  const top = [...rows].sort((a, b) => b[1] - a[1]).slice(0, n);
  return [`${title}:`, ...top.map(([label, s]) => `  ${s.toFixed(1).padStart(7)} s  ${label}`)];
}
