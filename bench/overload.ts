// npm run bench:overload [-- --requests 2000 --concurrency 200 --threshold-ms 100 --path /api/categories?language=ar]
// A bounded burst over loopback against a real server process, run twice: with load shedding
// off (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS=0) and on (--threshold-ms). Prints the answers by
// status and the latency percentiles of all answers, of the served ones and of the shed
// ones, with the server's own count of shed requests and its event-loop delay from /metrics.
// Stops by itself: every request is sent once, none retried. Uses DATABASE_URL/REDIS_URL
// when set; embedded PGlite otherwise, whose queries run on the server's event loop, so a
// burst of database reads shows up as event-loop delay.
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../tests/integration/helpers/server-process.ts';
import { createTestDatabase } from '../tests/integration/helpers/test-database.ts';
import { seedContent } from '../server/src/db/seed/seed-content.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '200' },
    'threshold-ms': { type: 'string', default: '100' },
    path: { type: 'string', default: '/api/categories?language=ar' },
  },
});
const REQUESTS = Math.min(20_000, Number(values.requests));
const CONCURRENCY = Math.min(1000, Number(values.concurrency));
const THRESHOLD_MS = Number(values['threshold-ms']);
const PATH = values.path;
const METRICS_TOKEN = randomBytes(16).toString('hex');

interface Answer {
  status: number;
  ms: number;
}

function pct(sorted: number[], p: number): number {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN) : NaN;
}
const line = (label: string, ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const f = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));
  return `  ${label.padEnd(8)} n=${String(s.length).padStart(5)}  p50 ${f(pct(s, 50))}  p90 ${f(pct(s, 90))}  p99 ${f(pct(s, 99))}  max ${f(s.at(-1) ?? NaN)} ms`;
};

function get(agent: http.Agent, url: URL): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start }));
    });
    // A refused or reset connection counts as status 0: the client saw no answer.
    req.on('error', () => resolve({ status: 0, ms: performance.now() - start }));
    req.setTimeout(30_000, () => req.destroy());
  });
}

async function burst(baseUrl: string): Promise<{ answers: Answer[]; wallMs: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const url = new URL(PATH, baseUrl);
  const answers: Answer[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        answers.push(await get(agent, url));
      }
    }),
  );
  agent.destroy();
  return { answers, wallMs: performance.now() - start };
}

async function scrape(baseUrl: string): Promise<{ shed: number; lagP99Ms: number; lagMaxMs: number }> {
  const text = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const sum = (name: string) =>
    text
      .split('\n')
      .filter((l) => l.startsWith(name))
      .reduce((n, l) => n + Number(l.split(' ').at(-1)), 0);
  return {
    shed: sum('charades_overload_shed_total{'),
    lagP99Ms: sum('nodejs_eventloop_lag_p99_seconds ') * 1000,
    lagMaxMs: sum('nodejs_eventloop_lag_max_seconds ') * 1000,
  };
}

async function run(label: string, thresholdMs: number, dbUrl: string | undefined): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-bench-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SERVE_CLIENT: 'false',
    SEED_ON_START: dbUrl ? 'false' : 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    REDIS_PREFIX: `charades-bench:${randomBytes(4).toString('hex')}:`,
    METRICS_TOKEN,
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: String(thresholdMs),
  };
  if (dbUrl) env.DATABASE_URL = dbUrl;
  if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
  const server = await startServerProcess(env);
  try {
    // prom-client restarts its event-loop delay histogram at each scrape: leave the boot out.
    await scrape(server.url);
    const { answers, wallMs } = await burst(server.url);
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    const metrics = await scrape(server.url);
    console.log(
      `${label}: ${answers.length} answers in ${(wallMs / 1000).toFixed(2)} s (${Math.round((answers.length / wallMs) * 1000)}/s); ` +
        `statuses ${[...byStatus].map(([s, n]) => `${s}×${n}`).join(' ')}; server counted ${metrics.shed} shed; ` +
        `event-loop delay p99 ${metrics.lagP99Ms.toFixed(0)} ms, max ${metrics.lagMaxMs.toFixed(0)} ms`,
    );
    console.log(
      line(
        'all',
        answers.map((a) => a.ms),
      ),
    );
    console.log(
      line(
        'served',
        answers.filter((a) => a.status !== 503).map((a) => a.ms),
      ),
    );
    console.log(
      line(
        'shed',
        answers.filter((a) => a.status === 503).map((a) => a.ms),
      ),
    );
  } finally {
    await server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  // One database for both runs when PostgreSQL is configured (the reads do not change it).
  const db = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
  if (db) await seedContent(db.database.db);
  console.log(
    `${REQUESTS} × GET ${PATH}, ${CONCURRENCY} at a time, over loopback (${db ? 'PostgreSQL' : 'PGlite'}, ${process.env.REDIS_URL ? 'Redis' : 'in-process store'})`,
  );
  try {
    await run('shedding off', 0, db?.url);
    await run(`shedding at ${THRESHOLD_MS} ms`, THRESHOLD_MS, db?.url);
  } finally {
    await db?.drop();
  }
}

await main();
