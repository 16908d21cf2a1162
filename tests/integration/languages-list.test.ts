// Issue 33 §3: the languages are one list, LANGUAGES in shared/src/languages.ts, that the types,
// routes, messages and content derive from; adding a language is an entry there, its messages
// and its content. So no source file spells the languages out again, as a union type
// (`'ar' | 'en'`) or as a list (`['ar', 'en']`): it writes `Language`, `LANGUAGES` or a
// `Record<Language, …>`. The database's check constraints list the codes in SQL; they must
// name the same ones (a new language needs a migration).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@charades/shared/languages';

const root = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['client/src', 'server/src', 'shared/src'];
const THE_LIST = 'shared/src/languages.ts';

const code = `(?:${LANGUAGES.join('|')})`;
const quoted = `(['"\`])${code}\\1`;
const quoted2 = `(['"\`])${code}\\2`;
/** Two language codes as a union type, in either order: `'ar' | 'en'`. */
const UNION = new RegExp(`${quoted}\\s*\\|\\s*${quoted2}`);
/** A list of language codes only: `['ar', 'en']`, `['en', 'ar']`. */
const LIST = new RegExp(`\\[\\s*${quoted}(?:\\s*,\\s*${quoted2})+\\s*,?\\s*\\]`);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.split(path.sep).includes('node_modules'))
    .map((f) => path.join(dir, f));
}

/** `file:line: text` for every line that spells the languages out. */
function spelledOut(files: string[], read: (file: string) => string): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, i) => (UNION.test(line) || LIST.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('the languages are spelled out once', () => {
  it(`in ${THE_LIST}, not as a union or a list elsewhere in ${SCANNED.join(', ')}`, () => {
    const files = SCANNED.flatMap(sourceFiles).filter((f) => f !== THE_LIST);
    expect(files.length).toBeGreaterThan(100);
    const offenders = spelledOut(files, (f) => readFileSync(path.join(root, f), 'utf8'));
    expect(offenders, `write Language / LANGUAGES / Record<Language, …> from ${THE_LIST} instead`).toEqual([]);
  });

  it('would catch a union or a list of the codes, and not a single code', () => {
    const lines: Record<string, string> = {
      'a.ts': "let language: 'ar' | 'en';",
      'b.ts': 'type L = "en" | "ar";',
      'c.ts': "const all = ['ar', 'en'] as const;",
      'd.ts': "z.enum(['en', 'ar'], { error: 'language_required' })",
      'e.ts': "if (language === 'ar') return 'rtl';",
      'f.ts': "text('language', { enum: LANGUAGES })",
      'g.ts': "const kind: 'titles' | 'pictures' = 'titles';",
    };
    expect(spelledOut(Object.keys(lines), (f) => lines[f]!).map((l) => l.split(':')[0])).toEqual(['a.ts', 'b.ts', 'c.ts', 'd.ts']);
  });
});

describe("the database's check constraints", () => {
  it('allow exactly LANGUAGES in every language column', () => {
    const dir = 'server/src/db/schema';
    const checks = sourceFiles(dir).flatMap((file) =>
      [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(/check\('(\w+_language_valid)', sql`\$\{t\.language\} in \(([^)]*)\)`\)/g),
      ].map((m) => ({ name: m[1], codes: [...m[2]!.matchAll(/'([^']*)'/g)].map((c) => c[1]) })),
    );
    expect(checks.length).toBeGreaterThanOrEqual(4);
    for (const check of checks)
      expect(check, 'a new language needs a migration of this constraint').toEqual({ name: check.name, codes: [...LANGUAGES] });
  });
});
