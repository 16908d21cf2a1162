// Server memory in bench:realtime, each point after two forced collections (the probe's /gc):
// per live game (games started and their sockets joined) and per idle socket (connected, never
// joined a game).
import type { Socket } from 'socket.io-client';
import { probeGc, probeHeapSnapshot } from '../lib/probe-client.ts';
import { inBatches, ws } from '../lib/sockets.ts';

export interface MemoryPoint {
  rssBytes: number;
  heapUsedBytes: number;
  codeBytes: number;
}

export async function memoryPoint(probePort: number): Promise<MemoryPoint> {
  const { rssBytes, heapUsedBytes, codeBytes } = await probeGc(probePort);
  // With BENCH_HEAP_SNAPSHOT=<dir>, each point also leaves a heap snapshot there (bench/heap-diff.ts).
  if (process.env.BENCH_HEAP_SNAPSHOT) console.log(`  heap snapshot ${await probeHeapSnapshot(probePort)}`);
  return { rssBytes, heapUsedBytes, codeBytes };
}

export interface PerUnit {
  rssKiB: number;
  /** The heap's growth, its compiled code left out: code compiled as the first games (or
   *  rooms) ran is a one-off, not a cost per unit (at 1,000 games it read as 1.6 KiB per game). */
  heapKiB: number;
  /** The compiled code's growth, per unit. */
  codeKiB: number;
}

export function perUnit(before: MemoryPoint, after: MemoryPoint, units: number): PerUnit {
  const code = after.codeBytes - before.codeBytes;
  return {
    rssKiB: (after.rssBytes - before.rssBytes) / 1024 / units,
    heapKiB: (after.heapUsedBytes - before.heapUsedBytes - code) / 1024 / units,
    codeKiB: code / 1024 / units,
  };
}

/** Connects `count` sockets that join nothing, and gives the server's memory per socket. */
export async function idleSocketCost(api: string, probePort: number, count: number): Promise<PerUnit> {
  const before = await memoryPoint(probePort);
  const sockets: Socket[] = await inBatches(count, 100, () => ws(api));
  const after = await memoryPoint(probePort);
  sockets.forEach((s) => s.disconnect());
  return perUnit(before, after, count);
}
