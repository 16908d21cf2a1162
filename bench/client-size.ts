// Sizes of the built client: the JavaScript the landing route downloads before it can run
// (the entry script and every module it preloads), gzip-compressed, against the 150 KB
// budget; and every chunk's size. Run after `npm run build`.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../client/dist');
const BUDGET_KB = 150;

export function landingJavaScript(): { file: string; gzipKb: number }[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)) files.add(m[1]);
  return [...files].map((file) => ({ file, gzipKb: gzipSync(readFileSync(path.join(dist, file))).length / 1024 }));
}

function main() {
  const landing = landingJavaScript();
  const total = landing.reduce((a, f) => a + f.gzipKb, 0);
  console.log('landing route JavaScript (gzip):');
  for (const f of landing) console.log(`  ${f.gzipKb.toFixed(1).padStart(7)} KB  ${f.file}`);
  console.log(`  ${total.toFixed(1).padStart(7)} KB  total; budget ${BUDGET_KB} KB → ${(total / BUDGET_KB).toFixed(2)} of budget (${total <= BUDGET_KB ? 'within' : 'OVER'})`);
  const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const all = assets.map((f) => ({ f, kb: gzipSync(readFileSync(path.join(dist, 'assets', f))).length / 1024 })).sort((a, b) => b.kb - a.kb);
  console.log(`all chunks: ${all.length}, ${all.reduce((a, x) => a + x.kb, 0).toFixed(1)} KB gzip in total; largest:`);
  for (const { f, kb } of all.slice(0, 8)) console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${f}`);
}

main();
