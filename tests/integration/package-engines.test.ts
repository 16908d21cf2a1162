// The Node.js versions the project declares are true: every installed package accepts every
// version our `engines` allows (so `npm install` has nothing to warn about), this very Node
// is one of them, and the Docker image runs a current LTS that is one of them too.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const ROOT = path.resolve(import.meta.dirname, '../..');
const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean; os?: string[]; cpu?: string[] }>;
};
const declared = rootPackage.engines.node;

describe('declared Node.js engines', () => {
  it('include the Node.js running these tests', () => {
    expect(semver.satisfies(process.version, declared), `${process.version} vs ${declared}`).toBe(true);
  });

  it('are accepted by every package in the lockfile', () => {
    const refusing: string[] = [];
    for (const [where, pkg] of Object.entries(lock.packages)) {
      const range = !Array.isArray(pkg.engines) ? pkg.engines?.node : undefined;
      if (!where || !range) continue;
      // Platform binaries for other systems are never installed here.
      if (pkg.optional && (pkg.os || pkg.cpu)) continue;
      if (!semver.subset(declared, range)) refusing.push(`${where}@${pkg.version} needs node ${range}`);
    }
    expect(refusing).toEqual([]);
  });

  it('the Docker image uses a current LTS release that they allow', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const major = Number(/^FROM node:(\d+)/m.exec(dockerfile)?.[1]);
    // Even majors become LTS; 20 reached its end of life in April 2026.
    expect(major % 2).toBe(0);
    expect(major).toBeGreaterThanOrEqual(22);
    expect(semver.satisfies(`${major}.99.0`, declared)).toBe(true);
  });
});
