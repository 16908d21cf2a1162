// The load generator's side of bench/lib/server-probe.mjs: what to start a server process with,
// and reading its figures over HTTP.
import path from 'node:path';
import { freePort } from '../../tests/integration/helpers/server-process.ts';

export const SERVER_PROBE = path.join(import.meta.dirname, 'server-probe.mjs');

/** What the probe answers (cumulative CPU and GC; event-loop delay since the last reset). */
export interface ProbeStats {
  cpuUserUs: number;
  cpuSysUs: number;
  gcMs: number;
  gcCount: number;
  /** The longest GC pause since the last reset, and its kind (minor, major, incremental, weakcb). */
  gcMaxMs: number;
  gcMaxKind: string;
  eldMaxMs: number;
  eldP99Ms: number;
  heapUsedBytes: number;
  /** The part of heapUsedBytes that is compiled code (V8's code spaces). */
  codeBytes: number;
  rssBytes: number;
  /** Commands the process wrote to REDIS_URL's port (0 without Redis). */
  redisCommandsSent: number;
  /** Writes handed to the kernel on TCP sockets (write-counter.mjs). */
  socketWrites: number;
  /** Bytes the JavaScript heap has allocated since the process started (freed by GCs + in use). */
  allocatedBytes: number;
  /** With BENCH_GC_SPLIT=1: the pauses of 10 ms or more since the last reset (gc-split.mjs). */
  longGcPauses?: LongGcPauses;
}

/** GC pauses of 10 ms or more, split into the main thread on a CPU, waiting for a core, and the rest (asleep). */
export interface LongGcPauses {
  count: number;
  ms: number;
  /** The pauses that were split (the shares below are of these). */
  splitMs: number;
  cpuMs: number;
  waitMs: number;
  /** Pauses whose bracket of samples was not found (counted in count and ms only). */
  unsplit: number;
  maxMs: number;
  maxCpuMs: number;
  maxWaitMs: number;
}

/** CPU and GC of the interval between two /stats answers. */
export interface ProbeInterval {
  userMs: number;
  sysMs: number;
  gcMs: number;
  gcCount: number;
  redisCommandsSent: number;
  socketWrites: number;
  allocatedBytes: number;
}

export const freeProbePort = freePort;

/** Node arguments and environment that load the probe into a process (startServerProcess's nodeArgs and env). */
export function probeArgs(port: number): { nodeArgs: string[]; env: { BENCH_PROBE_PORT: string } } {
  return { nodeArgs: ['--expose-gc', '--import', SERVER_PROBE], env: { BENCH_PROBE_PORT: String(port) } };
}

async function call(port: number, method: 'GET' | 'POST', route: string): Promise<ProbeStats> {
  const res = await fetch(`http://127.0.0.1:${port}${route}`, { method });
  if (!res.ok) throw new Error(`probe ${method} ${route} on ${port}: ${res.status}`);
  return (await res.json()) as ProbeStats;
}

export const probeStats = (port: number) => call(port, 'GET', '/stats');
/** Resets the event-loop delay histogram; answers the stats at that moment. */
export const probeReset = (port: number) => call(port, 'POST', '/reset');
/** Two full collections (needs --expose-gc), then the stats. */
export const probeGc = (port: number) => call(port, 'POST', '/gc');

/** Writes a heap snapshot into the server's BENCH_HEAP_SNAPSHOT directory; answers its file. */
export async function probeHeapSnapshot(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/heap-snapshot`, { method: 'POST' });
  if (!res.ok) throw new Error(`probe POST /heap-snapshot on ${port}: ${res.status} (is BENCH_HEAP_SNAPSHOT set?)`);
  return ((await res.json()) as { file: string }).file;
}

export function diffProbe(a: ProbeStats, b: ProbeStats): ProbeInterval {
  return {
    userMs: (b.cpuUserUs - a.cpuUserUs) / 1000,
    sysMs: (b.cpuSysUs - a.cpuSysUs) / 1000,
    gcMs: b.gcMs - a.gcMs,
    gcCount: b.gcCount - a.gcCount,
    redisCommandsSent: b.redisCommandsSent - a.redisCommandsSent,
    socketWrites: b.socketWrites - a.socketWrites,
    allocatedBytes: b.allocatedBytes - a.allocatedBytes,
  };
}
