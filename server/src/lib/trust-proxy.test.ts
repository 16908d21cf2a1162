import { describe, expect, it } from 'vitest';
import { trustProxyWarning } from './trust-proxy.ts';

describe('trustProxyWarning', () => {
  it.each([
    [1, '0.0.0.0'],
    [2, '::'],
    [1, '[::]'],
  ] as const)('warns about a hop count (%s) on every interface (%s)', (trust, host) => {
    expect(trustProxyWarning(trust, host)).toMatch(/forge X-Forwarded-For/);
  });

  it.each([
    [['172.30.0.0/24'], '0.0.0.0'],
    [['10.0.0.5', 'loopback'], '::'],
    [false, '0.0.0.0'],
    [1, '127.0.0.1'],
    [1, '10.0.0.7'],
  ] as const)('is quiet for %j on %s', (trust, host) => {
    expect(trustProxyWarning(trust as never, host)).toBeUndefined();
  });
});
