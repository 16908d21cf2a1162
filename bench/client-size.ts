// What a phone downloads before a page can run, measured on the build: the JavaScript of the
// landing page and of the room page (/j/<CODE>, what a guest's phone opens from the TV's QR)
// in every language, gzip-compressed, each against its goal, beside a floor (the renderer alone:
// Preact with its React compat layer, what React is in the build, client/react-on-preact.ts;
// bundled from node_modules in the same run, so the rest is what is ours); then
// Lighthouse (mobile) on both pages against their goals. Every figure ends in one
// `RESULT {json}` line: `node --import tsx bench/median.ts` summarises saved runs. Run after
// `npm run build` (npm run bench:client does). `--size-only` skips Lighthouse (CPU-heavy);
// BENCH_LIGHTHOUSE_REPORTS=<dir> keeps every Lighthouse report (JSON) there.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { build } from 'rolldown';
import { LANGUAGES, pathInLanguage, type Language } from '@charades/shared/languages';
import { startServerProcess } from '../tests/integration/helpers/server-process.ts';
import { HttpClient, uniqueEmail } from '../tests/integration/helpers/http.ts';

const client = path.resolve(import.meta.dirname, '../client');
const dist = path.join(client, 'dist');

/** A page the bench measures: its address (`<CODE>` is a room's code) and, beside the entry, the
 *  modules the router loads for it (src/app/router.tsx), as the build's manifest names them
 *  (`<language>` is the page's): every screen but the landing page loads the rest of its
 *  language's messages with its code (src/lib/i18n.ts). */
interface Page {
  name: string;
  route: string;
  lazy: string[];
  goalKb: number;
}

const REST = 'virtual:messages/<language>/rest';
// Issue 34 §3. The landing page had a budget of 125 KB (issue 15 set 150 KB); the room page is
// what most players load first, often on mobile data.
const PAGES: Page[] = [
  { name: 'landing', route: '/', lazy: [], goalKb: 110 },
  // The join form; then, once joined (and on every reload after), the seat screen.
  { name: 'room', route: '/j/<CODE>', lazy: [REST, 'src/features/room/components/join-page.tsx'], goalKb: 90 },
  {
    name: 'seat',
    route: '/j/<CODE>',
    lazy: [REST, 'src/features/room/components/join-page.tsx', 'src/features/room/components/seat-screen.tsx'],
    goalKb: 90,
  },
];
// Lighthouse's goals: the landing page's since issue 15, the room page's from issue 34.
// The seat screen needs a joined phone's stored seat, which Lighthouse's fresh profile has not.
const LIGHTHOUSE_GOALS: Record<string, { performance: number; lcpMs?: number }> = {
  landing: { performance: 90 },
  room: { performance: 95, lcpMs: 2000 },
};

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
const round = (kb: number) => Math.round(kb * 10) / 10;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The files a chunk needs before it runs: its own and every static import's, transitively. */
function withImports(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build's manifest has no ${key} (bench/client-size.ts PAGES)`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
}

/** A page's JavaScript in one language: the entry script, every module index.html preloads,
 *  that language's messages (the head script preloads them, src/lib/i18n.ts), and the page's
 *  own chunks with everything they import. */
export function pageJavaScript(page: Page, language: Language): { file: string; gzipKb: number }[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)) files.add(m[1]!);
  const messages = html.match(/var messages = (\{[^}]*\});/);
  if (!messages) throw new Error('index.html does not name the locale chunks (vite.config.ts preloadFirstPaint)');
  files.add((JSON.parse(messages[1]!) as Record<string, string>)[language]!.slice(1));
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  for (const key of page.lazy) withImports(manifest, key.replace('<language>', language), files);
  return [...files].map((file) => ({ file, gzipKb: gzipKb(file) }));
}

/** `entry` alone, as the same bundler minifies it for production (react left out if `external`). */
async function bundledKb(entry: string, external: string[] = []): Promise<number> {
  const out = await build({
    input: 'entry',
    cwd: client,
    write: false,
    logLevel: 'silent',
    external,
    plugins: [
      { name: 'entry', resolveId: (id) => (id === 'entry' ? '\0entry' : undefined), load: (id) => (id === '\0entry' ? entry : undefined) },
    ],
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    output: { format: 'esm', minify: true },
  });
  return gzipSync(out.output[0].code).length / 1024;
}

// The floor: the renderer alone, for a page that renders: Preact's React API, as the build
// resolves React. React's own (react-dom) is printed beside it, for what the swap saves. Then
// the libraries the first download has besides, each alone with what the app imports of it
// (react left out).
const RENDERS = "createRoot(document.body).render(createElement('p', null, String(useState)));";
const FLOOR = `import { createElement, useState } from 'preact/compat'; import { createRoot } from 'preact/compat/client'; ${RENDERS}`;
const REACT_DOM = `import { createElement, useState } from 'react'; import { createRoot } from 'react-dom/client'; ${RENDERS}`;
const LIBRARIES: Record<string, string> = {
  'react-router':
    "export { BrowserRouter, Link, Navigate, NavLink, Outlet, useLocation, useNavigate, useParams, useRoutes, useSearchParams } from 'react-router';",
  'socket.io-client': "export { io } from 'socket.io-client';",
};

async function sizes(result: Record<string, unknown>) {
  const floor = await bundledKb(FLOOR);
  result.floorKb = round(floor);
  result.reactDomKb = round(await bundledKb(REACT_DOM));
  const js: Record<string, number> = {};
  console.log(
    `floor: Preact with its React API (preact/compat) alone ${floor.toFixed(1)} KB gzip (rolldown, minified, from node_modules); React's own react + react-dom would be ${(result.reactDomKb as number).toFixed(1)} KB; beside the renderer, alone:`,
  );
  const libraries: Record<string, number> = {};
  for (const [name, entry] of Object.entries(LIBRARIES)) {
    libraries[name] = round(await bundledKb(entry, ['react', 'react-dom', 'react/jsx-runtime']));
    console.log(`  ${libraries[name].toFixed(1).padStart(7)} KB  ${name}`);
  }
  result.librariesKb = libraries;
  for (const page of PAGES) {
    for (const language of LANGUAGES) {
      const route = pathInLanguage(page.route, language);
      const files = pageJavaScript(page, language);
      const total = files.reduce((a, f) => a + f.gzipKb, 0);
      js[`${page.name}.${language}`] = round(total);
      console.log(`${page.name} ${route} JavaScript (gzip):`);
      for (const f of files.sort((a, b) => b.gzipKb - a.gzipKb)) console.log(`  ${f.gzipKb.toFixed(1).padStart(7)} KB  ${f.file}`);
      console.log(
        `  ${total.toFixed(1).padStart(7)} KB  total, ${files.length} files; goal ≤ ${page.goalKb} KB: ${verdict(total <= page.goalKb)}; floor ${floor.toFixed(1)} KB (${(total / floor).toFixed(2)}× the floor, ${(total - floor).toFixed(1)} KB above it)`,
      );
    }
  }
  result.jsKb = js;
  const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const all = assets.map((f) => ({ f, kb: gzipKb(path.join('assets', f)) })).sort((a, b) => b.kb - a.kb);
  console.log(`all chunks: ${all.length}, ${all.reduce((a, x) => a + x.kb, 0).toFixed(1)} KB gzip in total; largest:`);
  for (const { f, kb } of all.slice(0, 8)) console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${f}`);
}

/** A room to open: a signed-up host starts a shared-screen game (POST /api/games) in the first
 *  seeded category, as tests/integration/games.test.ts does; its code is the room's. */
async function roomCode(baseUrl: string): Promise<string> {
  const host = new HttpClient(baseUrl);
  await host.signUp(uniqueEmail('bench-client'));
  const categories = await host.get<{ id: string }[]>('/api/categories?language=ar');
  const game = await host.post('/api/games', { categoryId: categories.body[0]?.id, teamA: 'Red', teamB: 'Blue', sharedMode: true });
  const code = game.body?.room?.code as string | undefined;
  if (!code) throw new Error(`no room: ${game.status} ${JSON.stringify(game.body)}`);
  return code;
}

/** One Lighthouse run; on a busy machine Chromium sometimes fails to start or to finish: tried
 *  again twice, then the page's figures are left out of the RESULT line (median.ts counts the
 *  runs that have each). */
function lighthouse(url: string, out: string) {
  const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const flags =
    '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
  for (let attempt = 1; ; attempt += 1) {
    try {
      execFileSync(
        process.execPath,
        [
          path.resolve(import.meta.dirname, '../node_modules/lighthouse/cli/index.js'),
          url,
          '--quiet',
          '--only-categories=performance,accessibility',
          '--form-factor=mobile',
          `--chrome-flags=${flags}`,
          '--output=json',
          `--output-path=${out}`,
        ],
        { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
      );
      return JSON.parse(readFileSync(out, 'utf8'));
    } catch (error) {
      const stderr = String((error as { stderr?: Buffer }).stderr ?? error)
        .trim()
        .split('\n')
        .slice(-3)
        .join(' | ');
      console.log(`lighthouse ${url} failed (attempt ${attempt} of 3): ${stderr}`);
      if (attempt === 3) return undefined;
    }
  }
}

type LighthouseTable = { type?: string; items?: Record<string, unknown>[] };

/** Where the LCP's time goes: its element, and Lighthouse's phases of it (time to first byte,
 *  the wait before its resource starts, that resource's download, the wait to render). */
function lcpExplained(r: { audits: Record<string, { details?: { items?: LighthouseTable[] } }> }): string {
  const tables = r.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = (tables[1]?.items ?? []).map((p) => `${String(p.phase)} ${Math.round(Number(p.timing))} ms`);
  return `LCP element ${node?.snippet ?? '(none)'}; ${phases.join(', ')}`;
}

// Lighthouse (mobile, its default simulated slow-4G throttling) with the system Chromium
// against the real server on embedded defaults, serving the build; seeded, for a room to open.
async function lighthouseScores(result: Record<string, unknown>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charades-lh-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_ON_START: 'true', NODE_ENV: 'test' });
  const scores: Record<string, Record<string, number>> = {};
  try {
    const code = await roomCode(server.url);
    for (const page of PAGES) {
      const goal = LIGHTHOUSE_GOALS[page.name];
      if (!goal) continue;
      for (const language of LANGUAGES) {
        const route = pathInLanguage(page.route, language).replace('<CODE>', code);
        // BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each page's whole report there, to look into.
        const kept = process.env.BENCH_LIGHTHOUSE_REPORTS;
        const r = lighthouse(
          `${server.url}${route}`,
          kept ? path.join(kept, `${page.name}-${language}.json`) : path.join(dataDir, 'lh.json'),
        );
        if (!r) continue;
        const score = (id: string) => Math.round(r.categories[id].score * 100);
        const ms = (id: string) => Math.round(r.audits[id].numericValue as number);
        const scripts = (
          r.audits['resource-summary'].details.items as { resourceType: string; transferSize: number; requestCount: number }[]
        ).find((i) => i.resourceType === 'script');
        const figures = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          fcpMs: ms('first-contentful-paint'),
          lcpMs: ms('largest-contentful-paint'),
          tbtMs: ms('total-blocking-time'),
          cls: Math.round((r.audits['cumulative-layout-shift'].numericValue as number) * 1000) / 1000,
          scriptKb: round((scripts?.transferSize ?? 0) / 1024),
        };
        scores[`${page.name}.${language}`] = figures;
        const goals = [
          `performance ${figures.performance} (goal ≥ ${goal.performance}: ${verdict(figures.performance >= goal.performance)})`,
        ];
        if (goal.lcpMs) goals.push(`LCP ${figures.lcpMs} ms (goal < ${goal.lcpMs} ms: ${verdict(figures.lcpMs < goal.lcpMs)})`);
        else goals.push(`LCP ${figures.lcpMs} ms`);
        console.log(
          `lighthouse ${page.name} ${pathInLanguage(page.route, language)}: ${goals.join(', ')}; accessibility ${figures.accessibility}; FCP ${figures.fcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}; scripts downloaded ${figures.scriptKb} KB (brotli) in ${scripts?.requestCount ?? 0} requests`,
        );
        console.log(`  ${lcpExplained(r)}`);
      }
    }
  } finally {
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  result.lighthouse = scores;
}

const result: Record<string, unknown> = {};
await sizes(result);
if (!process.argv.includes('--size-only')) await lighthouseScores(result);
console.log(`RESULT ${JSON.stringify(result)}`);
