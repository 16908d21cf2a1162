import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { readFileSync, readdirSync, writeFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Plugin } from 'vite';
// Relative, so the config's bundler takes it in (Node does not load .ts from a package).
import { ADMIN_LANGUAGE, DEFAULT_LANGUAGE, LANGUAGE_FACTS, LANGUAGES, type Language } from '../shared/src/languages.ts';
import { FIRST_PAINT_MESSAGES } from './src/locales/first-paint.ts';
import { REACT_ON_PREACT } from './react-on-preact.ts';

// A locale chunk's module: `virtual:messages/<language>` (what the first paint says), the rest
// of its player pages' messages with `/rest`, or its admin section with `/admin`.
const MESSAGES_MODULE = new RegExp(`^\\0virtual:messages/(${LANGUAGES.join('|')})(/rest|/admin)?$`);

// The landing page's heading and description, and the room page's join form, are written into
// index.html at build time, in every language (CSS shows the one matching <html lang>), so the
// first paint does not wait for the JavaScript; React replaces it when it starts. The texts come from the locales. The
// head scripts learn the languages (shared/src/languages.ts) from here too. Done before Vite
// reads the page (order 'pre'), so the CSS written here is minified with the rest.
function prerenderFirstPaints(): Plugin {
  type FirstPaintTexts = {
    common: { appName: string };
    landing: { title: string; description: string };
    room: { joinTitle: string; nickname: string; pickTeam: string; join: string };
  };
  const locale = (lang: string) =>
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, `src/locales/${lang}.json`), 'utf8')) as FirstPaintTexts;
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  // One span per language; each page hides the others' (<html lang> is the language's locale).
  const spans = (text: (t: FirstPaintTexts) => string) =>
    LANGUAGES.map((l) => `<span class="pr-${l}">${escape(text(locale(l)))}</span>`).join('');
  const hidden = LANGUAGES.flatMap((page) =>
    LANGUAGES.filter((l) => l !== page).map((l) => `html[lang='${LANGUAGE_FACTS[page].locale}'] .pr-${l}`),
  );
  // The home pages, where that first paint shows: '/', '/en' and '/en/'.
  const prefixes = LANGUAGES.map((l) => LANGUAGE_FACTS[l].routePrefix).filter((prefix) => prefix !== '');
  const homes = ['/', ...prefixes.flatMap((prefix) => [prefix, `${prefix}/`])];
  // The room page (/j/<CODE>) in any language's prefix; its code is the match's first group.
  const roomPath = `^(?:${prefixes.join('|')})?/j/([^/]+)/?$`;
  // What the head script needs of each language: where its pages live and how it is written.
  const site = { languages: LANGUAGE_FACTS, fallback: DEFAULT_LANGUAGE, admin: ADMIN_LANGUAGE };
  return {
    name: 'prerender-first-paints',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replace('/* languages */ {}', () => JSON.stringify(site))
          .replace('/* home paths */ []', () => JSON.stringify(homes))
          .replace("/* room path */ ''", () => JSON.stringify(roomPath))
          .replace('/* other languages */', () => `${hidden.join(', ')} { display: none; }`)
          .replaceAll('%APP%', () => spans((t) => t.common.appName))
          .replaceAll('%TITLE%', () => spans((t) => t.landing.title))
          .replaceAll('%DESCRIPTION%', () => spans((t) => t.landing.description))
          .replaceAll('%JOIN_TITLE%', () => spans((t) => t.room.joinTitle))
          .replaceAll('%NICKNAME%', () => spans((t) => t.room.nickname))
          .replaceAll('%PICK_TEAM%', () => spans((t) => t.room.pickTeam))
          .replaceAll('%JOIN%', () => spans((t) => t.room.join)),
    },
  };
}

// What the first paint waits for, preloaded from index.html's head: the faces of its text in
// the page's language, and that language's messages (the head script picks them). And for the
// room page (/j/<CODE>, what a guest's phone opens from the TV's QR code) the join form's code
// and the rest of the language's messages, which the script that starts the app preloads with
// the entry (by <html lang>): they would otherwise start only once the entry has run.
function preloadFirstPaint(): Plugin {
  return {
    name: 'preload-first-paint',
    transformIndexHtml(html, ctx) {
      // The faces of the first paint's text (headings 800, text 400) in each language's
      // letters (LANGUAGE_FACTS' fontSubsets): the largest text waits for them otherwise.
      const files = Object.keys(ctx.bundle ?? {});
      const fonts = Object.fromEntries(
        LANGUAGES.map((lang) => {
          const face = new RegExp(`cairo-(${LANGUAGE_FACTS[lang].fontSubsets.join('|')})-(400|800)-normal-.*\\.woff2$`);
          return [lang, files.filter((f) => face.test(f)).map((f) => `/${f}`)];
        }),
      );
      const chunks = Object.values(ctx.bundle ?? {}).filter((chunk) => chunk.type === 'chunk');
      // Each language's messages are chunks (src/lib/i18n.ts): the first paint's, and the rest.
      const messages: Record<string, string> = {};
      const rest: Record<string, string> = {};
      for (const chunk of chunks) {
        const match = chunk.facadeModuleId?.match(MESSAGES_MODULE);
        if (match && !match[2]) messages[match[1]!] = `/${chunk.fileName}`;
        if (match?.[2] === '/rest') rest[match[1]!] = chunk.fileName;
      }
      // A chunk with what it imports, less what index.html loads already (the entry's).
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (file: string, into: Set<string>): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, into);
        return into;
      };
      const entry = withImports(chunks.find((chunk) => chunk.isEntry)!.fileName, new Set());
      const joinPage = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/features/room/components/join-page.tsx'));
      if (!joinPage) throw new Error('preload-first-paint: no chunk for the join page (src/features/room/components/join-page.tsx)');
      const room = Object.fromEntries(
        Object.entries(rest).map(([lang, file]) => [
          LANGUAGE_FACTS[lang as Language].locale,
          [...withImports(file, withImports(joinPage.fileName, new Set()))].filter((f) => !entry.has(f)).map((f) => `/${f}`),
        ]),
      );
      return html
        .replace('/* first paint fonts */ {}', () => JSON.stringify(fonts))
        .replace('/* locale chunks */ {}', () => JSON.stringify(messages))
        .replace('/* room chunks */ {}', () => JSON.stringify(room));
    },
  };
}

// The app starts once the page's first paint is on screen. Its entry, once downloaded, runs
// for a while on the main thread (the libraries' code evaluated, the first screen rendered);
// run at once, as a module script in the head is, it came before the browser's first paint
// whenever the code had arrived by then, so the prerender drew nothing earlier (Lighthouse's
// trace: the first paint at 552–666 ms, after the code's tasks; issue 34), and a prerender
// replaced before its paint was shown was not the page's largest paint. The entry is preloaded
// in its place, downloading as early as before, and the script after the prerender in
// index.html adds it when the browser reports its first contentful paint. Build only: the dev
// server's page keeps its script.
function startAfterFirstPaint(): Plugin {
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const entry = html.match(tag)?.[1];
        if (!entry) throw new Error("start-after-first-paint: index.html has no entry script (Vite's tag changed?)");
        return html
          .replace(tag, () => `<link rel="modulepreload" crossorigin href="${entry}">`)
          .replace("/* entry */ ''", () => JSON.stringify(entry));
      },
    },
  };
}

// The locale files split for download: `virtual:messages/<lang>` is what the app's first
// download says (src/locales/first-paint.ts), `virtual:messages/<lang>/rest` the rest of the
// player pages' messages (all but `admin`), which every other screen and dialog loads with its
// code, and `virtual:messages/<lang>/admin` the admin section, which only the admin area (always
// English) loads. The JSON files stay whole, one per language.
function localeMessages(): Plugin {
  const PREFIX = 'virtual:messages/';
  return {
    name: 'locale-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      const match = id.match(MESSAGES_MODULE);
      if (!match) return undefined;
      const file = path.resolve(import.meta.dirname, `src/locales/${match[1]}.json`);
      this.addWatchFile(file);
      const { admin, ...player } = JSON.parse(readFileSync(file, 'utf8')) as Messages;
      const [first, rest] = splitFirstPaint(player);
      return `export default ${JSON.stringify(match[2] === '/admin' ? admin : match[2] === '/rest' ? rest : first)};`;
    },
    // The entry's own modules may use only the first paint's messages: its others are not in yet.
    generateBundle(_options, bundle) {
      const entry = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || entry.has(fileName)) return;
        entry.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      const missing = [...entry].flatMap((fileName) => {
        const chunk = bundle[fileName];
        const ids = chunk?.type === 'chunk' ? chunk.moduleIds.filter((id) => id.includes('/src/') && !id.includes('node_modules')) : [];
        return ids.flatMap((id) =>
          messageKeysIn(this.getModuleInfo(id)?.code ?? '')
            .filter((key) => !inFirstPaint(key))
            .map((key) => `${key} (${id})`),
        );
      });
      if (missing.length) this.error(`the entry uses messages that are not in src/locales/first-paint.ts: ${missing.join(', ')}`);
    },
  };
}

type Messages = Record<string, Record<string, unknown>>;

/** A language's player messages split in two: the first paint's (FIRST_PAINT_MESSAGES) and the rest. */
function splitFirstPaint(player: Messages): [Messages, Messages] {
  const first: Messages = {};
  const rest = structuredClone(player);
  for (const name of FIRST_PAINT_MESSAGES) {
    const [section, key] = name.split('.') as [string, string | undefined];
    if (player[section] === undefined || (key && player[section][key] === undefined)) throw new Error(`first-paint.ts: no message ${name}`);
    if (!key) {
      first[section] = player[section];
      delete rest[section];
    } else {
      (first[section] ??= {})[key] = player[section][key];
      delete rest[section]![key];
    }
  }
  return [first, rest];
}

/** The message keys a module names: t('a.b'), t(`a.${x}`) (its fixed start, 'a.') and i18nKey. */
function messageKeysIn(code: string): string[] {
  return [...code.matchAll(/(?:\bt\(\s*|i18nKey[:=]\s*)['"`]([A-Za-z_]+(?:\.[A-Za-z_]+)*\.?)/g)].map((m) => m[1]!);
}

const inFirstPaint = (key: string) => FIRST_PAINT_MESSAGES.some((name) => key === name || key.startsWith(`${name}.`));

// Writes .br and .gz next to every text asset, which the server sends as they are
// (@fastify/static preCompressed): compressed once at build time, never per request.
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => (statSync(path.join(dir, f)).isDirectory() ? walk(path.join(dir, f)) : [path.join(dir, f)]));
      for (const file of walk(path.resolve(import.meta.dirname, 'dist'))) {
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  // Fast Refresh patches React's components, not Preact's (react-on-preact.ts): the dev server
  // reloads the page on a change instead.
  plugins: [
    react({ refreshExclude: /./ }),
    tailwindcss(),
    localeMessages(),
    prerenderFirstPaints(),
    preloadFirstPaint(),
    startAfterFirstPaint(),
    precompress(),
  ],
  resolve: { alias: [{ find: '@', replacement: path.resolve(import.meta.dirname, 'src') }, ...REACT_ON_PREACT] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
  // The manifest (dist/.vite/manifest.json, not served: a dot directory) tells bench:client
  // which chunks each page loads.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
});
