// A preload for a benchmarked server process: node --expose-gc --import <abs>/bench/lib/server-probe.mjs ...
// With BENCH_PROBE_PORT set, it serves on 127.0.0.1:BENCH_PROBE_PORT (unref'd: it never keeps
// the process alive):
//   GET  /stats → {cpuUserUs, cpuSysUs, gcMs, gcCount, gcMaxMs, gcMaxKind, eldMaxMs, eldP99Ms,
//                  heapUsedBytes, rssBytes, redisCommandsSent}
//                 CPU (process.cpuUsage since start) and GC (pause time and count of 'gc'
//                 performance entries) are cumulative, callers take differences; the event-loop
//                 delay (monitorEventLoopDelay, 10 ms resolution) and the longest GC pause (and
//                 its kind: minor, major, incremental, weakcb) are since the last reset;
//                 redisCommandsSent (cumulative) counts the commands this process wrote to the
//                 port of REDIS_URL, each command of a pipeline as one (resp-counter.mjs).
//   POST /reset → resets the event-loop delay histogram, answers /stats.
//   POST /gc    → runs global.gc() twice when the process has --expose-gc, answers /stats
//                 (those collections included).
// Plain JavaScript so it loads before, and independently of, any TypeScript loader.
import http from 'node:http';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { countRedisCommands } from './resp-counter.mjs';

const port = Number(process.env.BENCH_PROBE_PORT);

if (port) {
  let gcMs = 0;
  let gcCount = 0;
  let gcMax = { ms: 0, kind: '' };
  const GC_KINDS = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' };
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcCount += 1;
      if (entry.duration > gcMax.ms) gcMax = { ms: entry.duration, kind: GC_KINDS[entry.detail?.kind] ?? String(entry.detail?.kind) };
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });

  // The commands this process sends to Redis (REDIS_URL's port), counted as they are written.
  const redisCommandsSent = process.env.REDIS_URL ? countRedisCommands(Number(new URL(process.env.REDIS_URL).port || 6379)) : () => 0;

  const eld = monitorEventLoopDelay({ resolution: 10 });
  eld.enable();

  const stats = () => {
    const cpu = process.cpuUsage();
    const mem = process.memoryUsage();
    return {
      cpuUserUs: cpu.user,
      cpuSysUs: cpu.system,
      gcMs,
      gcCount,
      gcMaxMs: gcMax.ms,
      gcMaxKind: gcMax.kind,
      // The histogram is in nanoseconds; empty (no sample yet) reads as 0 rather than NaN.
      eldMaxMs: eld.count ? eld.max / 1e6 : 0,
      eldP99Ms: eld.count ? eld.percentile(99) / 1e6 : 0,
      heapUsedBytes: mem.heapUsed,
      rssBytes: mem.rss,
      redisCommandsSent: redisCommandsSent(),
    };
  };

  const server = http.createServer((req, res) => {
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/stats') return answer(200, stats());
    if (req.method === 'POST' && req.url === '/reset') {
      eld.reset();
      gcMax = { ms: 0, kind: '' };
      return answer(200, stats());
    }
    if (req.method === 'POST' && req.url === '/gc') {
      if (typeof globalThis.gc === 'function') {
        globalThis.gc();
        globalThis.gc();
      }
      // The observer hears of those collections asynchronously: answer once it has, so that
      // they count before this answer rather than in the caller's next interval.
      setTimeout(() => answer(200, stats()), 20);
      return undefined;
    }
    return answer(404, { error: 'not found' });
  });
  server.on('error', (err) => {
    process.stderr.write(`server-probe: ${err.message}\n`);
  });
  server.listen(port, '127.0.0.1', () => server.unref());
}
