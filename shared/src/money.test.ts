import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discountedFils, formatFils, normalizeAmountText, parseFils } from './money.ts';
import { TOKEN_PACKAGES } from './packages.ts';

describe('money in fils', () => {
  it('parses 3-decimal strings and shorter ones', () => {
    expect(parseFils('0.500')).toBe(500);
    expect(parseFils('2')).toBe(2000);
    expect(parseFils('3.5')).toBe(3500);
    expect(parseFils('0.001')).toBe(1);
    expect(parseFils(' 12.345 ')).toBe(12345);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1', '1.2345', '1e3', 'abc', '.5', '1.', 'NaN']) expect(() => parseFils(bad)).toThrow(RangeError);
  });

  it('formats with three decimals', () => {
    expect(formatFils(0)).toBe('0.000');
    expect(formatFils(500)).toBe('0.500');
    expect(formatFils(3500)).toBe('3.500');
    expect(formatFils(1)).toBe('0.001');
    expect(formatFils(2000)).toBe('2.000');
    expect(formatFils(123456789)).toBe('123456.789');
    expect(() => formatFils(1.5)).toThrow(RangeError);
    expect(() => formatFils(-1)).toThrow(RangeError);
    expect(() => formatFils(Number.NaN)).toThrow(RangeError);
  });

  it('format then parse is the identity', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (fils) => parseFils(formatFils(fils)) === fils));
  });

  it('discounts as price × (1 − pct/100) rounded to the fils', () => {
    expect(discountedFils(2000, 10)).toBe(1800);
    expect(discountedFils(500, 33)).toBe(335);
    expect(discountedFils(3500, 15)).toBe(2975);
    expect(discountedFils(1, 50)).toBe(1); // 0.5 fils rounds half up
    expect(discountedFils(2000, 100)).toBe(0);
  });

  it('a discount is a whole number of fils, never above the price, never below 0, and exact to half a fils', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (price, pct) => {
        const d = discountedFils(price, pct);
        const exact = (price * (100 - pct)) / 100;
        return Number.isInteger(d) && d >= 0 && d <= price && Math.abs(d - exact) <= 0.5;
      }),
    );
  });

  it('the packages of docs/product.md#constants', () => {
    expect(TOKEN_PACKAGES.map((p) => [p.id, p.tokens, p.price, p.priceFils])).toEqual([
      ['pkg-1', 1, '0.500', 500],
      ['pkg-5', 5, '2.000', 2000],
      ['pkg-10', 10, '3.500', 3500],
    ]);
  });

  it('reads an amount as Kuwaiti staff type it: Arabic-Indic digits, a comma or ٫ for the decimals', () => {
    for (const [typed, fils] of [
      ['١٫٥٠٠', 1500],
      ['1,5', 1500],
      ['۲٫۲۵', 2250],
      [' ١٢ ', 12000],
      ['2.000', 2000],
    ] as const) {
      expect(parseFils(normalizeAmountText(typed)), typed).toBe(fils);
    }
    // Still refused when it is not an amount.
    for (const bad of ['١,٥,٠', '1.2345', '-1', 'abc', '']) expect(() => parseFils(normalizeAmountText(bad)), bad).toThrow();
  });
});
