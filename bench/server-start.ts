// npm run bench:start [-- --runs 5]
// Starts the compiled server (node server/dist/main.js, as production runs it) and the
// TypeScript one through tsx (node --import tsx server/src/main.ts, as the tests do) N times
// each, alternating, on the same database, and prints for each: the time from spawn to the
// first /api/readyz 200, and the resident memory once ready (VmRSS from /proc/<pid>/status);
// medians, and the ratio compiled/tsx. npm run bench:start builds first. Uses
// DATABASE_URL/REDIS_URL when set (one database made for the run), the embedded database
// otherwise (one data directory, migrated and seeded by the first start).
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../tests/integration/helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../tests/integration/helpers/test-database.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const ROOT = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(ROOT, 'server/dist/main.js'))) throw new Error('server/dist/main.js is missing: npm run build first');

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Number(line.replace(/\D+/g, '')) / 1024;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const db: TestDatabase | undefined = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-bench-start-'));
const env: Record<string, string> = {
  NODE_ENV: 'production',
  NODE_OPTIONS: '',
  JWT_SECRET: randomBytes(32).toString('hex'),
  DATA_DIR: dataDir,
  DATABASE_URL: db?.url ?? '',
  REDIS_URL: process.env.REDIS_URL ?? '',
  REDIS_PREFIX: `charades-bench:start:${randomBytes(4).toString('hex')}:`,
  LOG_LEVEL: 'warn',
};

type Kind = 'compiled' | 'tsx';
const results: Record<Kind, { readyMs: number[]; rssMb: number[] }> = {
  compiled: { readyMs: [], rssMb: [] },
  tsx: { readyMs: [], rssMb: [] },
};

async function once(kind: Kind) {
  const started = performance.now();
  // startServerProcess resolves at the first /api/readyz 200 (polled every 100 ms).
  const server: ServerProcess = await startServerProcess(env, undefined, [], { entry: kind === 'compiled' ? 'compiled' : 'source' });
  const readyMs = performance.now() - started;
  const rss = rssMb(server.child.pid!);
  await server.kill('SIGTERM');
  results[kind].readyMs.push(readyMs);
  results[kind].rssMb.push(rss);
  console.log(`${kind.padEnd(8)} ready ${readyMs.toFixed(0).padStart(5)} ms   rss ${rss.toFixed(1)} MB`);
}

try {
  // A first start migrates (and, embedded, seeds) the database: not measured.
  await once('compiled');
  results.compiled = { readyMs: [], rssMb: [] };
  for (let i = 0; i < RUNS; i++) {
    await once('compiled');
    await once('tsx');
  }
  const c = { ready: median(results.compiled.readyMs), rss: median(results.compiled.rssMb) };
  const t = { ready: median(results.tsx.readyMs), rss: median(results.tsx.rssMb) };
  console.log(`\n${RUNS} runs each (${db ? 'postgres' : 'embedded'} database${env.REDIS_URL ? ', redis' : ''}), medians:`);
  console.log(
    `  spawn -> readyz 200   compiled ${c.ready.toFixed(0)} ms   tsx ${t.ready.toFixed(0)} ms   compiled/tsx ${(c.ready / t.ready).toFixed(2)}`,
  );
  console.log(
    `  RSS once ready        compiled ${c.rss.toFixed(1)} MB   tsx ${t.rss.toFixed(1)} MB   compiled/tsx ${(c.rss / t.rss).toFixed(2)}`,
  );
} finally {
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
