import { describe, expect, it } from 'vitest';
import { decimalToFils } from './amount.ts';

describe('decimalToFils', () => {
  it('reads numbers and strings without float error', () => {
    expect(decimalToFils(3.5)).toBe(3500);
    expect(decimalToFils('3.500')).toBe(3500);
    expect(decimalToFils(0.1 + 0.2)).toBe(300);
    expect(decimalToFils(1.005)).toBe(1005);
    expect(decimalToFils(4.35)).toBe(4350);
    expect(decimalToFils(2)).toBe(2000);
    expect(decimalToFils('0.500 KD')).toBe(500);
    expect(decimalToFils('1,234.250')).toBe(1234250);
  });
  it('rounds half up past the third place', () => {
    expect(decimalToFils('0.0005')).toBe(1);
    expect(decimalToFils('0.0004')).toBe(0);
    expect(decimalToFils(0.0000001)).toBe(0);
  });
  it('returns null for what is not an amount', () => {
    expect(decimalToFils(null)).toBeNull();
    expect(decimalToFils('abc')).toBeNull();
    expect(decimalToFils(-1)).toBeNull();
    expect(decimalToFils(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
