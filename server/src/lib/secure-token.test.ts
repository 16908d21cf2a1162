import { describe, expect, it } from 'vitest';
import { newGameCode } from './secure-token.ts';

describe('game codes', () => {
  it('are 16 random bytes in base64url, never the same twice, across many refills of the pool', () => {
    const codes = Array.from({ length: 2000 }, () => newGameCode(16));
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every byte value turns up: the bytes are not a pool's zero fill.
    const bytes = new Set(codes.flatMap((c) => [...Buffer.from(c, 'base64url')]));
    expect(bytes.size).toBe(256);
  });

  it('serves a length larger than the pool from the generator directly', () => {
    const code = newGameCode(5000);
    expect(Buffer.from(code, 'base64url')).toHaveLength(5000);
  });
});
