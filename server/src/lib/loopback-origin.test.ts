import { describe, expect, it } from 'vitest';
import { loopbackOrigin } from './loopback-origin.ts';

describe('loopbackOrigin', () => {
  it('reaches a wildcard listener through 127.0.0.1', () => {
    expect(loopbackOrigin({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(loopbackOrigin({ address: '::', family: 'IPv6', port: 4000 })).toBe('http://127.0.0.1:4000');
  });
  it('uses a specific listening address as it is', () => {
    expect(loopbackOrigin({ address: '127.0.0.1', family: 'IPv4', port: 5 })).toBe('http://127.0.0.1:5');
    expect(loopbackOrigin({ address: '::1', family: 'IPv6', port: 5 })).toBe('http://[::1]:5');
  });
  it('refuses before listening', () => {
    expect(() => loopbackOrigin(null)).toThrow();
  });
});
