// node --import tsx bench/profile-top.ts <file.cpuprofile> [top=25]
// Where a V8 CPU profile's time went (bench/lib/server-probe.mjs writes one per measured
// interval with BENCH_CPU_PROFILE=<dir>): self time by function, and by where the code lives
// (our server, each package in node_modules, Node's own, V8's GC and the idle loop), in % of
// the samples.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node --import tsx bench/profile-top.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const hits = new Map<number, number>();
for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
const total = profile.samples.length;

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
console.log(`${total} samples`);
show('self time by place:', byPlace);
show('self time by function:', byFunction);
