// Splits a garbage-collection pause of this process's main thread into the time the thread ran
// (the collector's own work on it), the time it waited for a core (runnable, in the run
// queue) and the rest (asleep: waiting for the collector's helper threads, or for the
// kernel). A worker thread samples the main thread's /proc/self/task/<pid>/schedstat (time on
// a CPU, time runnable and waiting, both cumulative ns) every millisecond into a shared ring;
// a pause is then bracketed by the last sample before it and the first after it, and the
// bracket's shares are applied to the pause (the bracket is 1-3 ms wider than the pause: a
// pause of 30 ms is split within ~10 %). Linux only; elsewhere every pause is unsplit.
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

const RING = 16_384; // samples: 16 s at 1 ms, far longer than a 'gc' entry takes to reach its observer
const FIELDS = 3; // time (epoch ms), ns on a CPU, ns runnable and waiting

const SAMPLER = `
const { workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { ring, head, file, size } = workerData;
const samples = new Float64Array(ring);
const index = new Int32Array(head);
setInterval(() => {
  let text;
  try { text = readFileSync(file, 'latin1'); } catch { return; }
  const [run, wait] = text.split(' ');
  const i = Atomics.load(index, 0);
  const at = (i % size) * 3;
  samples[at] = performance.timeOrigin + performance.now();
  samples[at + 1] = Number(run);
  samples[at + 2] = Number(wait);
  Atomics.store(index, 0, i + 1);
}, 1);
`;

/** Starts the sampler; answers split(startEpochMs, durationMs) → {cpuMs, waitMs, otherMs} or undefined. */
export function startGcSplit() {
  const file = `/proc/self/task/${process.pid}/schedstat`;
  if (!existsSync(file)) return { split: () => undefined };
  const ring = new SharedArrayBuffer(RING * FIELDS * 8);
  const head = new SharedArrayBuffer(4);
  const worker = new Worker(SAMPLER, { eval: true, workerData: { ring, head, file, size: RING } });
  worker.unref();
  const samples = new Float64Array(ring);
  const index = new Int32Array(head);

  /** The sample at position i (absolute count), as [t, runNs, waitNs]. */
  const sample = (i) => {
    const at = (i % RING) * FIELDS;
    return [samples[at], samples[at + 1], samples[at + 2]];
  };

  function split(start, duration) {
    const end = start + duration;
    const last = Atomics.load(index, 0) - 1;
    if (last < 1 || sample(last)[0] < end) return undefined; // no sample after the pause yet
    const oldest = Math.max(0, last - RING + 1);
    let after = last;
    while (after > oldest && sample(after - 1)[0] >= end) after -= 1;
    let before = after;
    while (before > oldest && sample(before)[0] > start) before -= 1;
    const [t0, run0, wait0] = sample(before);
    const [t1, run1, wait1] = sample(after);
    if (t0 > start || t1 <= t0) return undefined; // the ring no longer reaches back to the pause
    const share = duration / (t1 - t0);
    const cpuMs = Math.min(duration, ((run1 - run0) / 1e6) * share);
    const waitMs = Math.min(duration - cpuMs, ((wait1 - wait0) / 1e6) * share);
    return { cpuMs, waitMs, otherMs: duration - cpuMs - waitMs };
  }
  return { split };
}
