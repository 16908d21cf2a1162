import { describe, expect, it } from 'vitest';
import { createHolders } from './holders.ts';

describe('holders', () => {
  it('holds a key while any holder has not let go, and counts a release once', () => {
    const h = createHolders();
    const first = h.hold('s');
    const second = h.hold('s');
    h.hold('t')();
    expect(h.keys()).toEqual(['s']);
    first();
    first();
    expect(h.has('s')).toBe(true);
    second();
    expect(h.has('s')).toBe(false);
    expect(h.size).toBe(0);
  });
});
