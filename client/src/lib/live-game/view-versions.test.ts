// What a live screen relies on: it never steps back to an older state of the game.
import { describe, expect, it } from 'vitest';
import { createViewVersions } from './view-versions';

/** The versions of `arriving` that a screen shows, in the order they arrive. */
function shown(arriving: number[]) {
  const versions = createViewVersions();
  return arriving.filter((version) => versions.admit({ version }));
}

describe('view versions', () => {
  it('shows states in version order: an older state arriving after a newer one is ignored', () => {
    expect(shown([3, 5, 4, 6, 2, 7])).toEqual([3, 5, 6, 7]);
  });

  it('shows the same version again (a refused command carries the game as stored)', () => {
    expect(shown([4, 4, 5, 5])).toEqual([4, 4, 5, 5]);
  });

  it("takes a rejoin's answer whatever its version, and compares later states with it", () => {
    const versions = createViewVersions();
    expect(versions.admit({ version: 9 })).toBe(true);
    versions.restart({ version: 4 });
    expect(versions.admit({ version: 3 })).toBe(false);
    expect(versions.admit({ version: 5 })).toBe(true);
    expect(versions.admit({ version: 4 })).toBe(false);
  });
});
