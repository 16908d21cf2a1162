// Compiles the server into plain JavaScript under server/dist, so production runs `node
// server/dist/main.js` with no TypeScript loader: the server entry and the two CLI commands
// (db:seed, admin:create), with our own code and @charades/shared (whose exports are .ts
// files) bundled in. Packages from node_modules stay imports: a production install
// (`npm ci --omit=dev`) provides them, native ones (argon2, PGlite's files) included.
// The SQL migrations are copied beside the bundle: db/client.ts reads them from the
// directory of the running file (import.meta.dirname), which is server/dist once compiled.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'server');
const OUT = path.join(SERVER, 'dist');

// One self-contained file each, all directly in dist/: bundled code that reads files beside
// it (migrations, client/dist) uses import.meta.dirname, which must be dist/ for all three.
const entryPoints = {
  main: 'server/src/main.ts',
  seed: 'server/src/cli/seed.ts',
  'create-admin': 'server/src/cli/create-admin.ts',
};

// What a production install provides: the server's and shared's dependencies.
const pkg = async (dir) => JSON.parse(await readFile(path.join(ROOT, dir, 'package.json'), 'utf8'));
const provided = new Set([...Object.keys((await pkg('server')).dependencies), ...Object.keys((await pkg('shared')).dependencies)]);
const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

const externals = new Set();
/** Every bare import stays external except our own workspace package, which is TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@charades/') || args.path.startsWith('node:')) return undefined;
      externals.add(packageName(args.path));
      return { path: args.path, external: true };
    });
  },
};

await rm(OUT, { recursive: true, force: true });
await build({
  entryPoints,
  outdir: OUT,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
});

// A package the bundle imports but a production install would not provide fails at start in
// the image only: catch it here.
const missing = [...externals].filter((name) => !provided.has(name) && !name.startsWith('node:'));
const builtins = new Set((await import('node:module')).builtinModules);
const undeclared = missing.filter((name) => !builtins.has(name));
if (undeclared.length) {
  console.error(`build-server: imported but not in server/ or shared/ "dependencies": ${undeclared.join(', ')}`);
  process.exit(1);
}

await cp(path.join(SERVER, 'src/db/migrations'), path.join(OUT, 'migrations'), { recursive: true });
console.log(`build-server: ${Object.keys(entryPoints).length} entry points in ${path.relative(ROOT, OUT)}`);
