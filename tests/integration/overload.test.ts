// Load shedding over real HTTP. The app runs in this test's process, so blocking this thread
// with a busy loop blocks the app's event loop, as a burst of CPU-heavy work would. Requests
// that arrive meanwhile come from a worker thread (its own event loop) and wait in the
// kernel's listen queue; once the loop runs again they must be answered 503 overloaded with
// Retry-After at once, the health checks and /metrics still served, and ordinary answers must
// come back after. The same scenario on an app with shedding turned off serves everything.
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const TOKEN = 'metrics-token-for-overload-tests';
const API_REQUESTS = 20;

interface Answer {
  path: string;
  status: number;
  retryAfter: string | null;
  body: string;
}

// Sends its requests only while the main thread is blocked (flag[0] = 1), over plain sockets,
// and says so (flag[1] = 1) once every request's bytes were handed to the kernel: they then
// wait in the server's listen queue and socket buffers until its loop runs again.
const WORKER = `
const net = require('node:net');
const { workerData, parentPort } = require('node:worker_threads');
const flag = new Int32Array(workerData.shared);
Atomics.wait(flag, 0, 0);
const url = new URL(workerData.baseUrl);
let written = 0;
const answers = Promise.all(workerData.paths.map((path) => new Promise((resolve, reject) => {
  const auth = path === '/metrics' ? 'authorization: Bearer ' + workerData.token + '\\r\\n' : '';
  const socket = net.connect(Number(url.port), url.hostname, () => {
    socket.write('GET ' + path + ' HTTP/1.1\\r\\nhost: ' + url.host + '\\r\\n' + auth + 'connection: close\\r\\n\\r\\n', () => {
      if (++written === workerData.paths.length) Atomics.store(flag, 1, 1);
    });
  });
  const chunks = [];
  socket.on('data', (c) => chunks.push(c));
  socket.on('error', reject);
  socket.on('end', () => {
    const text = Buffer.concat(chunks).toString();
    const [head, ...rest] = text.split('\\r\\n\\r\\n');
    const status = Number(head.split(' ')[1]);
    const retryAfter = /^retry-after: *(.*)$/im.exec(head)?.[1] ?? null;
    resolve({ path, status, retryAfter, body: rest.join('\\r\\n\\r\\n') });
  });
})));
answers.then((a) => parentPort.postMessage(a), (err) => parentPort.postMessage(String(err)));
`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Blocks this thread (and so the app) while a worker sends `paths`; their answers, and how long the block lasted. */
async function requestsDuringBlock(baseUrl: string, paths: string[]): Promise<{ answers: Answer[]; blockedMs: number }> {
  const shared = new SharedArrayBuffer(8);
  const flag = new Int32Array(shared);
  const worker = new Worker(WORKER, { eval: true, workerData: { baseUrl, paths, shared, token: TOKEN } });
  const answered = new Promise<Answer[] | string>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  try {
    // Aligns this block with the overload guard's sampling: a short block makes its sample
    // overdue, a timer lets it run, and the block then starts in the check phase, so when
    // it ends the event-loop delay histogram records it before the next sample reads it.
    busyWait(300);
    await sleep(0);
    await new Promise((r) => setImmediate(r));
    const start = performance.now();
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
    while (Atomics.load(flag, 1) === 0 && performance.now() - start < 20_000) {
      // the worker is sending
    }
    busyWait(300);
    const blockedMs = performance.now() - start;
    const answers = await answered;
    if (typeof answers === 'string') throw new Error(`worker: ${answers}`);
    return { answers, blockedMs };
  } finally {
    await worker.terminate();
  }
}

function busyWait(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // blocking on purpose
  }
}

/** GETs `path` until it is not shed; how many 503s came first. */
async function untilServed(baseUrl: string, path: string): Promise<{ status: number; shedFirst: number }> {
  let shedFirst = 0;
  for (let i = 0; i < 200; i++) {
    const res = await fetch(baseUrl + path);
    await res.arrayBuffer();
    if (res.status !== 503) return { status: res.status, shedFirst };
    shedFirst++;
    await sleep(50);
  }
  throw new Error(`${path} was still shed after 200 tries`);
}

const scrapeShed = async (t: TestApp) => {
  const text = await (await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const lines = text.split('\n').filter((l) => l.startsWith('charades_overload_shed_total{'));
  return { total: lines.reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0), lines };
};

// A page (a reveal link a phone opens): never shed, whether this run has a built client to serve or not.
const PAGE = '/en/r/ABCDEF';
const paths = [...Array.from({ length: API_REQUESTS }, () => '/api/categories?language=ar'), '/api/healthz', '/api/readyz', '/metrics'];

describe('with shedding on (event-loop delay over 50 ms)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '50' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers requests that queued behind a blocked loop 503 overloaded with Retry-After, serves health and metrics, and recovers', async () => {
    const before = await untilServed(t.baseUrl, '/api/categories?language=ar');
    expect(before.status).toBe(200);

    const { answers, blockedMs } = await requestsDuringBlock(t.baseUrl, [...paths, PAGE]);
    const api = answers.filter((a) => a.path.startsWith('/api/categories'));
    const shed = api.filter((a) => a.status === 503);
    console.log(`loop blocked ${Math.round(blockedMs)} ms: ${shed.length} of ${api.length} queued API requests shed`);
    // Those still waiting when the guard's next sample finds the loop healthy again are served:
    // how many depends on this machine's speed, so only "some were shed, the rest served".
    expect(shed.length).toBeGreaterThan(0);
    expect(api.filter((a) => a.status !== 503).every((a) => a.status === 200)).toBe(true);
    for (const a of shed) {
      expect(a.retryAfter).toBe('2');
      expect(JSON.parse(a.body)).toEqual({ error: { code: 'overloaded', message: expect.any(String) } });
    }
    expect(answers.find((a) => a.path === '/api/healthz')?.status).toBe(200);
    expect(answers.find((a) => a.path === '/api/readyz')?.status).toBe(200);
    const metrics = answers.find((a) => a.path === '/metrics');
    expect(metrics?.status).toBe(200);
    expect(metrics?.body).toContain('# TYPE charades_overload_shed_total counter');
    expect(answers.find((a) => a.path === PAGE)?.status).not.toBe(503);

    const after = await untilServed(t.baseUrl, '/api/categories?language=ar');
    expect(after.status).toBe(200);
    console.log(`served again after ${after.shedFirst} more shed request(s)`);

    const counted = await scrapeShed(t);
    expect(counted.total).toBe(before.shedFirst + shed.length + after.shedFirst);
    expect(counted.lines.every((l) => l.startsWith('charades_overload_shed_total{reason="eventLoopDelay"}'))).toBe(true);
  });
});

describe('with shedding off (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves every request that queued behind the same blocked loop', async () => {
    const { answers, blockedMs } = await requestsDuringBlock(t.baseUrl, paths);
    console.log(
      `loop blocked ${Math.round(blockedMs)} ms with shedding off: statuses ${[...new Set(answers.map((a) => a.status))].join(',')}`,
    );
    expect(answers.map((a) => a.status)).toEqual(paths.map(() => 200));
    expect((await scrapeShed(t)).total).toBe(0);
  });
});
