import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { readFileSync, readdirSync, writeFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Plugin } from 'vite';

// The landing page's heading and description are written into index.html at build time, in
// both languages (CSS shows the one matching <html lang>), so the first paint does not wait
// for the JavaScript; React replaces it when it starts. The texts come from the locales.
function prerenderLanding(): Plugin {
  type LandingTexts = { common: { appName: string }; landing: { title: string; description: string } };
  const locale = (lang: string) =>
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, `src/locales/${lang}.json`), 'utf8')) as LandingTexts;
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return {
    name: 'prerender-landing',
    transformIndexHtml(html, ctx) {
      // Preload the Arabic faces of the first paint (heading 800, text 400): the largest
      // text waits for them otherwise.
      const fonts = Object.keys(ctx.bundle ?? {}).filter((f) => /cairo-arabic-(400|800)-normal-.*\.woff2$/.test(f));
      const preloads = fonts.map((f) => `<link rel="preload" href="/${f}" as="font" type="font/woff2" crossorigin>`).join('\n    ');
      html = html.replace('</title>', `</title>\n    ${preloads}`);
      // Each language's messages are a chunk (src/lib/i18n.ts); the head script preloads the
      // page's one, so they arrive with the entry rather than after it.
      const messages: Record<string, string> = {};
      for (const chunk of Object.values(ctx.bundle ?? {})) {
        const lang = chunk.type === 'chunk' && chunk.facadeModuleId?.match(/^\0virtual:messages\/(ar|en)$/)?.[1];
        if (lang) messages[lang] = `/${chunk.fileName}`;
      }
      html = html.replace('/* locale chunks */ {}', JSON.stringify(messages));
      const ar = locale('ar');
      const en = locale('en');
      return html
        .replaceAll('%AR_APP%', escape(ar.common.appName))
        .replaceAll('%EN_APP%', escape(en.common.appName))
        .replaceAll('%AR_TITLE%', escape(ar.landing.title))
        .replaceAll('%EN_TITLE%', escape(en.landing.title))
        .replaceAll('%AR_DESCRIPTION%', escape(ar.landing.description))
        .replaceAll('%EN_DESCRIPTION%', escape(en.landing.description));
    },
  };
}

// The locale files split for download: `virtual:messages/<lang>` is a language's messages for
// the player pages (all but `admin`), `virtual:messages/<lang>/admin` its admin section, which
// only the admin area (always English) loads. The JSON files stay whole, one per language.
function localeMessages(): Plugin {
  const PREFIX = 'virtual:messages/';
  return {
    name: 'locale-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      const match = id.match(/^\0virtual:messages\/(ar|en)(\/admin)?$/);
      if (!match) return undefined;
      const file = path.resolve(import.meta.dirname, `src/locales/${match[1]}.json`);
      this.addWatchFile(file);
      const { admin, ...player } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(match[2] ? admin : player)};`;
    },
  };
}

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
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), localeMessages(), prerenderLanding(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
