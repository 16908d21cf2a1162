// node --import tsx bench/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [units=1] [top=30] [strings]
// What the heap gained between two snapshots (the probe's POST /heap-snapshot; bench:realtime
// takes one at each memory point with BENCH_HEAP_SNAPSHOT=<dir>): objects grouped by their
// constructor (strings, arrays, closures and V8's internals by kind), the growth in count and
// self size, per unit (a live game, a room) when `units` is given. Two heap diffs side by side
// (the game server's per game, the fan-out floor's per room) show where a game costs more.
// With `strings`, strings are grouped by their shape instead (ids and digits masked: `game:<id>`).
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

const BY_SHAPE = process.argv[6] === 'strings';
/** A string's shape: uuids, hex runs and digits masked, the rest cut to 48 characters. */
const shapeOf = (text: string) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/[0-9a-f]{16,}/gi, '<hex>')
    .replace(/\d+/g, '#')
    .slice(0, 48);

/** Count and self size of the snapshot's objects, by kind. */
function tally(file: string): Map<string, { count: number; bytes: number }> {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [number, number, number];
  const out = new Map<string, { count: number; bytes: number }>();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]!]!;
    const name = snap.strings[snap.nodes[i + nameAt]!]!;
    // Objects by constructor; strings, code and V8's own structures by kind alone (their "name"
    // is their content or an address).
    const key =
      type === 'object' || type === 'closure' || type === 'native'
        ? `${type} ${name}`
        : type === 'hidden' || type === 'array'
          ? `${type} ${name.slice(0, 40)}`
          : BY_SHAPE && type.includes('string')
            ? `(string) ${shapeOf(name)}`
            : `(${type})`;
    const entry = out.get(key) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += snap.nodes[i + sizeAt]!;
    out.set(key, entry);
  }
  return out;
}

const [beforeFile, afterFile, unitsArg, topArg] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('usage: node --import tsx bench/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [units] [top]');
  process.exit(2);
}
const units = Number(unitsArg ?? 1);
const top = Number(topArg ?? 30);
const before = tally(beforeFile);
const after = tally(afterFile);
const rows = [...after].map(([key, a]) => {
  const b = before.get(key) ?? { count: 0, bytes: 0 };
  return { key, count: (a.count - b.count) / units, bytes: (a.bytes - b.bytes) / units };
});
const total = rows.reduce((n, r) => n + r.bytes, 0);
console.log(
  `heap growth per unit (${units}): ${(total / 1024).toFixed(2)} KiB in ${rows.reduce((n, r) => n + r.count, 0).toFixed(1)} objects`,
);
for (const r of rows.sort((x, y) => y.bytes - x.bytes).slice(0, top))
  console.log(`  ${r.bytes.toFixed(0).padStart(7)} B  ${r.count.toFixed(2).padStart(7)} objects  ${r.key}`);
