// The docs name files so a reader can open them: every file path written in code style in
// docs/architecture.md and docs/product.md exists. A path may be written from the repository's
// root or from a package's source folder (`lib/csv.ts` under server/src); a compiled `.js`
// name counts when its TypeScript source exists.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const BASES = [
  '',
  'server/src',
  'server/src/cli',
  'server',
  'client/src',
  'client',
  'shared/src',
  'tests/integration',
  'tests/e2e',
  'client/src/locales',
  'bench',
];
const FILE = /`([A-Za-z0-9_.@/-]+\.(?:ts|tsx|js|mjs|json|md|sql|css|conf|yml|sh))`/g;
// A folder of the repository written from its root (`client/src/lib/live-game/`).
const FOLDER = /`((?:server|client|shared|tests|docs|scripts|deploy|bench)\/[A-Za-z0-9_.@/-]*\/)`/g;

function exists(name: string): boolean {
  const candidates = [name, name.replace(/^dist\//, 'src/').replace(/\.js$/, '.ts')];
  if (name.endsWith('.js')) candidates.push(name.replace(/\.js$/, '.ts'));
  return BASES.some((base) => candidates.some((c) => existsSync(path.join(root, base, c))));
}

/** The file paths a document names in code style. */
export function namedPaths(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(FILE), ...markdown.matchAll(FOLDER)].map((m) => m[1]!))];
}

describe.each(['docs/architecture.md', 'docs/product.md'])('%s', (doc) => {
  it('names only files that exist', () => {
    const named = namedPaths(readFileSync(path.join(root, doc), 'utf8'));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((p) => !exists(p))).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds a file that is not there', () => {
    const named = namedPaths('see `server/src/game/no-such-file.ts`, `lib/app-error.ts`, `client/src/gone/` and `client/src/lib/`');
    expect(named.filter((p) => !exists(p))).toEqual(['server/src/game/no-such-file.ts', 'client/src/gone/']);
  });
});
