import { describe, expect, it } from 'vitest';
import { importWithRetry } from './import-with-retry';

describe('importWithRetry', () => {
  it('asks again after a failed fetch and returns the module that then arrives', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: 'screen' };
    };
    await expect(importWithRetry(load, [1, 1])).resolves.toEqual({ default: 'screen' });
    expect(calls).toBe(3);
  });

  it('gives up after the last delay with the fetch error itself', async () => {
    let calls = 0;
    const error = new TypeError('Failed to fetch dynamically imported module');
    const load = async () => {
      calls += 1;
      throw error;
    };
    await expect(importWithRetry(load, [1, 1])).rejects.toBe(error);
    expect(calls).toBe(3);
  });

  it('does not ask twice when the first fetch works', async () => {
    let calls = 0;
    await importWithRetry(async () => (calls += 1), [1]);
    expect(calls).toBe(1);
  });
});
