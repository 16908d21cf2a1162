// node --import tsx bench/median.ts run1.txt run2.txt run3.txt ...
// Reads saved outputs of a benchmark that ends with a `RESULT {json}` line (bench:realtime),
// and prints for each figure the median over the runs and the min–max. A figure missing from
// some runs is summarised over those that have it (n says how many); a list (e.g. the tables
// whose sequential scans grew) prints each distinct value with the number of runs that had it.
// Nested objects (bench:living-room's) are flattened to dotted figure names.
import { readFileSync } from 'node:fs';
import { formatTable } from './lib/service-stats.ts';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node --import tsx bench/median.ts <saved output>...');
  process.exit(2);
}

type Result = Record<string, unknown>;

function resultOf(file: string): Result {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('RESULT '));
  const last = lines.at(-1);
  if (!last) throw new Error(`${file}: no RESULT line`);
  return flatten(JSON.parse(last.slice('RESULT '.length)) as Result);
}

/** {a: {b: 1}} becomes {'a.b': 1}; numbers, strings and lists stay as they are. */
function flatten(value: Result, prefix = ''): Result {
  const out: Result = {};
  for (const [key, v] of Object.entries(value)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, flatten(v as Result, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = v;
  }
  return out;
}

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const results = files.map(resultOf);
const keys = [...new Set(results.flatMap((r) => Object.keys(r)))];
const rows: (string | number)[][] = [['figure', 'median', 'min', 'max', 'n']];
const lists: string[] = [];
for (const key of keys) {
  const values = results.map((r) => r[key]).filter((v) => v !== undefined);
  if (values.every((v) => typeof v === 'number')) {
    const sorted = values.sort((a, b) => a - b);
    rows.push([key, median(sorted), sorted[0]!, sorted.at(-1)!, sorted.length]);
  } else {
    const counts = new Map<string, number>();
    for (const v of values) for (const item of Array.isArray(v) ? v : [v]) counts.set(String(item), (counts.get(String(item)) ?? 0) + 1);
    const shown = [...counts].map(([item, n]) => `${item} (${n}/${values.length})`).join(', ');
    lists.push(`${key}: ${shown || 'none'} in ${values.length} runs`);
  }
}
console.log(`${results.length} runs`);
console.log(formatTable(rows));
for (const line of lists) console.log(line);
