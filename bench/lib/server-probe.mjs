// A preload for a benchmarked server process: node --expose-gc --import <abs>/bench/lib/server-probe.mjs ...
// With BENCH_PROBE_PORT set, it serves on 127.0.0.1:BENCH_PROBE_PORT (unref'd: it never keeps
// the process alive):
//   GET  /stats → {cpuUserUs, cpuSysUs, gcMs, gcCount, gcMaxMs, gcMaxKind, eldMaxMs, eldP99Ms,
//                  heapUsedBytes, rssBytes, redisCommandsSent, socketWrites}
//                 CPU (process.cpuUsage since start) and GC (pause time and count of 'gc'
//                 performance entries) are cumulative, callers take differences; the event-loop
//                 delay (monitorEventLoopDelay, 10 ms resolution) and the longest GC pause (and
//                 its kind: minor, major, incremental, weakcb) are since the last reset;
//                 redisCommandsSent (cumulative) counts the commands this process wrote to the
//                 port of REDIS_URL, each command of a pipeline as one (resp-counter.mjs);
//                 allocatedBytes (cumulative) is what the JavaScript heap has allocated: what
//                 the collections freed (V8's GCProfiler, each collection's used heap before
//                 and after) plus the growth of the used heap;
//                 longGcPauses (with BENCH_GC_SPLIT=1, since the last reset): the pauses of
//                 10 ms or more, split into the main thread on a CPU, waiting for a core, and
//                 asleep (gc-split.mjs).
//   With BENCH_CPU_PROFILE=<dir>, /reset also starts V8's CPU profiler and the next /stats
//   writes what it recorded to <dir>/<pid>-<n>.cpuprofile (the interval between them alone,
//   where --cpu-prof would profile the whole process, start-up and set-up included).
//   POST /reset → resets the event-loop delay histogram, answers /stats.
//   POST /heap-snapshot → with BENCH_HEAP_SNAPSHOT=<dir>, writes a heap snapshot there and
//                 answers {file} (bench/heap-diff.ts compares two).
//   POST /gc    → runs global.gc() twice when the process has --expose-gc, answers /stats
//                 (those collections included).
// Plain JavaScript so it loads before, and independently of, any TypeScript loader.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import inspector from 'node:inspector';
import path from 'node:path';
import v8 from 'node:v8';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { countRedisCommands } from './resp-counter.mjs';
import { countSocketWrites } from './write-counter.mjs';
import { startGcSplit } from './gc-split.mjs';

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

  // With BENCH_GC_SPLIT=1, each pause of 10 ms or more is split into the main thread's time on
  // a CPU, waiting for a core, and asleep (gc-split.mjs; its sampler costs ~1 % of a core).
  const gcSplitter = process.env.BENCH_GC_SPLIT === '1' ? startGcSplit() : undefined;
  const LONG_PAUSE_MS = 10;
  let pendingPauses = [];
  const newLongPauses = () => ({ count: 0, ms: 0, splitMs: 0, cpuMs: 0, waitMs: 0, unsplit: 0, maxCpuMs: 0, maxWaitMs: 0, maxMs: 0 });
  let longPauses = newLongPauses();
  const settlePauses = (final) => {
    pendingPauses = pendingPauses.filter((p) => {
      const parts = gcSplitter.split(p.start, p.duration);
      if (!parts && !final && performance.now() - p.seen < 5_000) return true; // its closing sample is not in yet
      longPauses.count += 1;
      longPauses.ms += p.duration;
      if (!parts) {
        longPauses.unsplit += 1;
        return false;
      }
      longPauses.splitMs += p.duration;
      longPauses.cpuMs += parts.cpuMs;
      longPauses.waitMs += parts.waitMs;
      if (p.duration > longPauses.maxMs) Object.assign(longPauses, { maxMs: p.duration, maxCpuMs: parts.cpuMs, maxWaitMs: parts.waitMs });
      return false;
    });
  };
  if (gcSplitter) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.duration >= LONG_PAUSE_MS)
          pendingPauses.push({ start: performance.timeOrigin + entry.startTime, duration: entry.duration, seen: performance.now() });
      }
      settlePauses(false);
    }).observe({ entryTypes: ['gc'] });
  }

  // The commands this process sends to Redis (REDIS_URL's port), counted as they are written.
  const redisCommandsSent = process.env.REDIS_URL ? countRedisCommands(Number(new URL(process.env.REDIS_URL).port || 6379)) : () => 0;
  // Its writes to every TCP socket (WebSockets, Redis, PostgreSQL), as the kernel gets them.
  const socketWrites = countSocketWrites();

  const eld = monitorEventLoopDelay({ resolution: 10 });
  eld.enable();

  // Bytes allocated: the GC profiler reports each collection once it is stopped, so each read
  // stops it, adds what its collections freed, and starts the next one.
  let freedBytes = 0;
  let gcProfiler = new v8.GCProfiler();
  gcProfiler.start();
  const allocatedBytes = () => {
    for (const gc of gcProfiler.stop()?.statistics ?? [])
      freedBytes += gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize;
    gcProfiler = new v8.GCProfiler();
    gcProfiler.start();
    return freedBytes + v8.getHeapStatistics().used_heap_size;
  };

  // BENCH_CPU_PROFILE=<dir>: V8's CPU profile of the interval. BENCH_ALLOC_PROFILE=<dir>: its
  // sampling heap profile of every allocation in the interval, those collected since included
  // (where the bytes per command come from; profile-top.ts reads both kinds).
  const profileDir = process.env.BENCH_CPU_PROFILE;
  const allocDir = process.env.BENCH_ALLOC_PROFILE;
  let profiler;
  let profiles = 0;
  const startProfile = () => {
    if ((!profileDir && !allocDir) || profiler) return;
    profiler = new inspector.Session();
    profiler.connect();
    if (profileDir) {
      profiler.post('Profiler.enable');
      profiler.post('Profiler.start');
    }
    if (allocDir) {
      profiler.post('HeapProfiler.enable');
      profiler.post('HeapProfiler.startSampling', {
        samplingInterval: 16_384,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
    }
  };
  const save = (dir, ext, profile) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${process.pid}-${profiles}.${ext}`), JSON.stringify(profile));
  };
  // Calls back once the profiles are on disk: the caller answers then, so that a bench which
  // stops the server right after its /stats does not lose them.
  const stopProfile = (done) => {
    if (!profiler) return done();
    const session = profiler;
    profiler = undefined;
    profiles += 1;
    const finish = () => {
      session.disconnect();
      done();
    };
    const stopAlloc = () => {
      if (!allocDir) return finish();
      session.post('HeapProfiler.stopSampling', (err, result) => {
        if (!err) save(allocDir, 'heapprofile', result.profile);
        finish();
      });
    };
    if (!profileDir) return stopAlloc();
    session.post('Profiler.stop', (err, result) => {
      if (!err) save(profileDir, 'cpuprofile', result.profile);
      stopAlloc();
    });
  };

  // The heap's compiled code (part of heapUsed): it grows as code first runs, whatever the load.
  const codeBytes = () =>
    v8
      .getHeapSpaceStatistics()
      .filter((space) => space.space_name.startsWith('code_'))
      .reduce((sum, space) => sum + space.space_used_size, 0);

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
      codeBytes: codeBytes(),
      rssBytes: mem.rss,
      redisCommandsSent: redisCommandsSent(),
      socketWrites: socketWrites(),
      allocatedBytes: allocatedBytes(),
      ...(gcSplitter ? { longGcPauses: (settlePauses(true), { ...longPauses }) } : {}),
    };
  };

  const server = http.createServer((req, res) => {
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/stats') {
      // The figures are read first: writing the profile is not part of the interval.
      const figures = stats();
      stopProfile(() => answer(200, figures));
      return undefined;
    }
    if (req.method === 'POST' && req.url === '/reset') {
      eld.reset();
      gcMax = { ms: 0, kind: '' };
      if (gcSplitter) {
        settlePauses(true);
        longPauses = newLongPauses();
      }
      startProfile();
      return answer(200, stats());
    }
    if (req.method === 'POST' && req.url === '/heap-snapshot' && process.env.BENCH_HEAP_SNAPSHOT) {
      mkdirSync(process.env.BENCH_HEAP_SNAPSHOT, { recursive: true });
      const file = v8.writeHeapSnapshot(path.join(process.env.BENCH_HEAP_SNAPSHOT, `${process.pid}-${Date.now()}.heapsnapshot`));
      return answer(200, { file });
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
