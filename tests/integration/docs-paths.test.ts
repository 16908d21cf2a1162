// The docs name files and code so a reader can open them: every file path written in code style
// in docs/architecture.md and docs/product.md exists, and so does every name in code style that
// looks like a code identifier (`createGameSession`, `GameService.startNewGame`,
// `PAYMENT_PROVIDER`, `game_sessions`): it occurs, as a whole word, in the repository's code.
// A path may be written from the repository's root or from a package's source folder
// (`lib/csv.ts` under server/src); a bare file name (`start-game.ts`) must be some file's name;
// a compiled `.js` name counts when its TypeScript source exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const DOCS = ['docs/architecture.md', 'docs/product.md'];
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
const EXTENSIONS = 'ts|tsx|js|mjs|json|md|sql|css|conf|yml|sh';
const FILE = new RegExp(`\`([A-Za-z0-9_.@/-]+\\.(?:${EXTENSIONS}))\``, 'g');
// A folder of the repository written from its root (`client/src/lib/live-game/`).
const FOLDER = /`((?:server|client|shared|tests|docs|scripts|deploy|bench)\/[A-Za-z0-9_.@/-]*\/)`/g;
// A code identifier, maybe dotted or called: `applyEvent`, `SaveEffects.titlesChanged`, `fetchSockets()`.
const IDENTIFIER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/;
// Names the docs quote from outside our code, with what they are.
const OUTSIDE_NAMES: Record<string, string> = {
  Secure: 'the cookie attribute (set as `secure` in the code)',
};

// The repository's own files, not what is installed or built.
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'test-results', 'coverage', 'playwright-report']);
function repositoryFiles(dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? repositoryFiles(file) : [file];
  });
}
const files = repositoryFiles();
const fileNames = new Set(files.map((f) => path.basename(f)));
// The code an identifier must occur in: every source, SQL, configuration and test file (this
// one aside: its examples of missing names must stay missing).
const self = path.relative(root, import.meta.filename);
const codeFiles = files
  .filter((f) => /\.(ts|tsx|js|mjs|cjs|sql|json|html|conf|yml|sh)$|(^|\/)Dockerfile$/.test(f) && f !== self)
  .map((f) => readFileSync(path.join(root, f), 'utf8'));

function exists(name: string): boolean {
  const candidates = [name, name.replace(/^dist\//, 'src/').replace(/\.js$/, '.ts')];
  if (name.endsWith('.js')) candidates.push(name.replace(/\.js$/, '.ts'));
  if (BASES.some((base) => candidates.some((c) => existsSync(path.join(root, base, c))))) return true;
  // A bare file name: some file of the repository has it.
  return !name.includes('/') && candidates.some((c) => fileNames.has(c));
}

const escapeRegExp = (s: string) => s.replace(/[$.*+?^()[\]{}|\\]/g, '\\$&');
/** The name occurs in the code as a whole word; a dotted one (`GameService.startNewGame`)
 *  has all its parts in one file. */
function inCode(name: string): boolean {
  const parts = name
    .replace(/\(\)$/, '')
    .split('.')
    .map((part) => new RegExp(`(?<![\\w$])${escapeRegExp(part)}(?![\\w$])`));
  return codeFiles.some((text) => parts.every((part) => part.test(text)));
}

/** The file paths a document names in code style. */
export function namedPaths(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(FILE), ...markdown.matchAll(FOLDER)].map((m) => m[1]!))];
}

/** The code identifiers a document names in code style (three characters or more, no file names). */
export function namedIdentifiers(markdown: string): string[] {
  const quoted = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return [...new Set(quoted)].filter(
    (q) => IDENTIFIER.test(q) && q.replace(/\(\)$/, '').length >= 3 && !new RegExp(`\\.(?:${EXTENSIONS})$`).test(q),
  );
}

describe.each(DOCS)('%s', (doc) => {
  const markdown = readFileSync(path.join(root, doc), 'utf8');

  it('names only files that exist', () => {
    const named = namedPaths(markdown);
    expect(named.length).toBeGreaterThan(10);
    const missing = named.filter((p) => !exists(p));
    expect(missing, `${doc} names files that are not in the repository`).toEqual([]);
  });

  it('names only code that exists', () => {
    const named = namedIdentifiers(markdown);
    expect(named.length).toBeGreaterThan(50);
    const missing = named.filter((name) => !(name in OUTSIDE_NAMES) && !inCode(name));
    expect(missing, `${doc} names code that occurs nowhere in the repository`).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds a file that is not there', () => {
    const named = namedPaths(
      'see `server/src/game/no-such-file.ts`, `lib/app-error.ts`, `client/src/gone/`, `client/src/lib/`, `no-such-service.ts` and `create-game-session.ts`',
    );
    expect(named.filter((p) => !exists(p))).toEqual(['server/src/game/no-such-file.ts', 'no-such-service.ts', 'client/src/gone/']);
  });

  it('finds a name that is not in the code', () => {
    const named = namedIdentifiers(
      'the `startGameService` (`createGameSession`), `GameService.startNewGame`, `GameService.startGame`, `fetchSockets()`, `game_sessions`, `PAYMENT_PROVIDER`, `v`, `CONTRIBUTING.md` and `POST /api/games`',
    );
    expect(named).toEqual([
      'startGameService',
      'createGameSession',
      'GameService.startNewGame',
      'GameService.startGame',
      'fetchSockets()',
      'game_sessions',
      'PAYMENT_PROVIDER',
    ]);
    expect(named.filter((name) => !inCode(name))).toEqual(['startGameService', 'GameService.startGame']);
  });
});
