// No import circle anywhere in client/src, server/src and shared/src (issue 33 §3), type-only
// imports included: the linter's import-x/no-cycle skips `import type`, and the two circles the
// review found were of types (host-stage.tsx and its actions, constants.ts and the schemas).
// Dynamic import() is left out: a page loaded later closes no circle when modules load.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['client/src', 'server/src', 'shared/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((entry) => {
    const rel = path.join(dir, entry);
    if (statSync(path.join(root, rel)).isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [rel] : [];
  });
}

/** The repository file an import names, or undefined for a package. */
function resolveImport(from: string, spec: string, files: ReadonlySet<string>): string | undefined {
  let base: string;
  if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else if (spec.startsWith('@/')) base = path.join('client/src', spec.slice(2));
  else if (spec.startsWith('@charades/shared/')) base = path.join('shared/src', spec.slice('@charades/shared/'.length));
  else return undefined;
  const stem = base.replace(/\.(tsx?|js)$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`].find((candidate) => files.has(candidate));
}

/** Every static `import … from` and `export … from`, types included. */
function importsOf(text: string): string[] {
  const specs: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gms)) specs.push(match[1]!);
  for (const match of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specs.push(match[1]!);
  return specs;
}

/** The strongly connected components of more than one file (or a file importing itself). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

function importGraph(): Map<string, string[]> {
  const files = SOURCES.flatMap(sourceFiles);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const specs = importsOf(readFileSync(path.join(root, file), 'utf8'));
      return [file, specs.map((spec) => resolveImport(file, spec, known)).filter((f): f is string => f !== undefined)];
    }),
  );
}

describe('import circles', () => {
  it('reads imports of every kind, types and re-exports included', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b';",
      'import {',
      '  c,',
      "  type D } from '@/lib/c';",
      "export { e } from '@charades/shared/e';",
      "export type { F } from './f.ts';",
      "import './side-effect.css';",
      "const lazy = import('./later.tsx');",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a.ts', '../b', '@/lib/c', '@charades/shared/e', './f.ts', './side-effect.css']);
    expect(
      circles(
        new Map([
          ['x', ['y']],
          ['y', ['z']],
          ['z', ['x']],
          ['w', ['x']],
        ]),
      ),
    ).toEqual([['x', 'y', 'z']]);
  });

  it('finds none in client/src, server/src and shared/src', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    // Resolution works: the repository's own imports are found, not dropped as packages.
    expect([...graph.values()].reduce((n, edges) => n + edges.length, 0)).toBeGreaterThan(graph.size);
    expect(circles(graph)).toEqual([]);
  });
});
