// House rule: only logical CSS (start/end), never physical left/right, so the Arabic and
// English layouts mirror correctly. This scans every client source file for physical classes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PHYSICAL =
  /(?<![\w-])-?(?:ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|text-left|text-right|float-left|float-right|scroll-ml|scroll-mr)(?:-[\w./[\]%]+)?(?![\w-])/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(tsx?|css)$/.test(name) && !name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('client styles', () => {
  it('use logical start/end classes only', () => {
    const offenders: string[] = [];
    for (const file of files(path.join(import.meta.dirname))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/className=(?:"([^"]*)"|\{[^}]*?'([^']*)')|'([^']*(?:\s|^)[a-z:-]+-[\w/.[\]-]+[^']*)'/g)) {
        const classes = (m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/);
        for (const c of classes) {
          const bare = c.split(':').pop()!;
          if (PHYSICAL.test(bare) && /^-?[a-z]/.test(bare)) offenders.push(`${path.relative(import.meta.dirname, file)}: ${c}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('would catch a physical class', () => {
    expect(PHYSICAL.test('ml-2')).toBe(true);
    expect(PHYSICAL.test('text-right')).toBe(true);
    expect(PHYSICAL.test('ms-2')).toBe(false);
    expect(PHYSICAL.test('text-start')).toBe(false);
  });
});
