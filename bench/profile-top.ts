// node --import tsx bench/profile-top.ts <file.cpuprofile|file.heapprofile> [top=25] [long-task-ms]
// Where a V8 CPU profile's time went (bench/lib/server-probe.mjs writes one per measured
// interval with BENCH_CPU_PROFILE=<dir>): self time by function, and by where the code lives
// (our server, each package in node_modules, Node's own, V8's GC and the idle loop), in % of
// the samples. With long-task-ms, also the stretches the main thread never went idle for that
// long (what a player feels as a stall), each with what ran in it.
// A sampling heap profile (BENCH_ALLOC_PROFILE=<dir>) is read the same way, in bytes
// allocated instead of samples, with each allocation also charged to the innermost frame of our
// own code above it (a package's allocation charged to the call of ours that caused it).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  /** µs from the previous sample (the first: from startTime). */
  timeDeltas: number[];
}
interface HeapNode {
  id: number;
  callFrame: ProfileNode['callFrame'];
  selfSize: number;
  children: HeapNode[];
}

const [file, topArg, longArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node --import tsx bench/profile-top.ts <file.cpuprofile|file.heapprofile> [top] [long-task-ms]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const raw = JSON.parse(readFileSync(file, 'utf8')) as Profile | { head: HeapNode };
const isHeap = 'head' in raw;
/** A heap profile's tree as a CPU profile's flat nodes, its bytes as the hits. */
function flatten(head: HeapNode): { nodes: ProfileNode[]; hits: Map<number, number> } {
  const nodes: ProfileNode[] = [];
  const hits = new Map<number, number>();
  const walk = (n: HeapNode) => {
    nodes.push({ id: n.id, callFrame: n.callFrame, children: n.children.map((c) => c.id) });
    if (n.selfSize) hits.set(n.id, n.selfSize);
    n.children.forEach(walk);
  };
  walk(head);
  return { nodes, hits };
}
const flat = isHeap ? flatten(raw.head) : undefined;
const profile: Profile = isHeap ? { nodes: flat!.nodes, samples: [], timeDeltas: [] } : raw;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const hits = flat?.hits ?? new Map<number, number>();
for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
const total = [...hits.values()].reduce((a, b) => a + b, 0);

/** Where a frame's code lives: a package, our own source, Node's internals, or V8. */
function placeOf({ url, functionName }: ProfileNode['callFrame']): string {
  if (!url) return `(${functionName || 'native'})`;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const own = url.match(/(server|shared)\/(?:dist|src)\/(.*)$/);
  return own ? `${own[1]}/${own[2]}` : url;
}

const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const [id, n] of hits) {
  const frame = byId.get(id)!.callFrame;
  const place = placeOf(frame);
  const key = `${frame.functionName || '(anonymous)'}  ${place}:${frame.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + n);
  const area = place.startsWith('server/') || place.startsWith('shared/') ? place.split('/').slice(0, 3).join('/') : place;
  byPlace.set(area, (byPlace.get(area) ?? 0) + n);
}
const show = (title: string, table: Map<string, number>) => {
  console.log(title);
  for (const [key, n] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${((n / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
};
console.log(isHeap ? `${(total / 1e6).toFixed(1)} MB allocated (sampled)` : `${total} samples`);
show(isHeap ? 'bytes allocated by place:' : 'self time by place:', byPlace);
show(isHeap ? 'bytes allocated by function:' : 'self time by function:', byFunction);

// ---- long tasks: runs of samples with no idle one between them ----
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const isIdle = (id: number) => byId.get(id)!.callFrame.functionName === '(idle)';
/** The frame under the root a sample ran in: what woke the loop (a timer, a socket's read, a promise job). */
function entryOf(id: number): string {
  let node = id;
  let chain: number[] = [];
  while (parentOf.has(node)) {
    chain.unshift(node);
    node = parentOf.get(node)!;
  }
  chain = chain.slice(0, 2);
  return chain.map((n) => byId.get(n)!.callFrame.functionName || '(anonymous)').join(' > ') || '(root)';
}
function showLongTasks(thresholdMs: number) {
  const tasks: { startMs: number; ms: number; ids: number[] }[] = [];
  let t = 0;
  let current: { startMs: number; ms: number; ids: number[] } | undefined;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    t += dt;
    if (isIdle(id)) {
      if (current && current.ms >= thresholdMs) tasks.push(current);
      current = undefined;
      return;
    }
    if (!current) current = { startMs: t, ms: 0, ids: [] };
    current.ms += dt;
    current.ids.push(id);
  });
  if (current && current.ms >= thresholdMs) tasks.push(current);
  console.log(`stretches of ${thresholdMs} ms or more without going idle: ${tasks.length}`);
  for (const task of tasks.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    const count = (key: (id: number) => string) => {
      const m = new Map<string, number>();
      for (const id of task.ids) m.set(key(id), (m.get(key(id)) ?? 0) + 1);
      return [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, n]) => `${((n / task.ids.length) * 100).toFixed(0)}% ${k}`);
    };
    console.log(`  ${task.ms.toFixed(0)} ms at ${(task.startMs / 1000).toFixed(1)} s, ${task.ids.length} samples`);
    console.log(`    entered by: ${count(entryOf).join(' | ')}`);
    console.log(`    self: ${count((id) => byId.get(id)!.callFrame.functionName || '(anonymous)').join(' | ')}`);
  }
}
if (longArg && !isHeap) showLongTasks(Number(longArg));

// ---- a heap profile's bytes charged to our own code ----
const isOwn = (n: ProfileNode) => /(server|shared)\/(?:dist|src)\//.test(n.callFrame.url);
if (isHeap) {
  const byOwn = new Map<string, number>();
  for (const [id, bytes] of hits) {
    let node: number | undefined = id;
    while (node !== undefined && !isOwn(byId.get(node)!)) node = parentOf.get(node);
    const frame = node === undefined ? undefined : byId.get(node)!.callFrame;
    const key = frame ? `${frame.functionName || '(anonymous)'}  ${placeOf(frame)}:${frame.lineNumber + 1}` : '(no frame of ours above)';
    byOwn.set(key, (byOwn.get(key) ?? 0) + bytes);
  }
  show('bytes by the innermost frame of our own code above the allocation:', byOwn);
}
