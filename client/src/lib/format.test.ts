import { describe, expect, it } from 'vitest';
import { currencyCode, formatDate, formatDateTime, formatMoney, formatPrice } from './format';

describe('formats', () => {
  it('prices have three decimals', () => {
    expect(formatPrice(0.5)).toBe('0.500');
    expect(formatPrice(3.5)).toBe('3.500');
    expect(formatPrice(2)).toBe('2.000');
  });

  it('dates are dd/mm/yy - HH:mm in 24-hour local time', () => {
    const d = new Date(2026, 0, 5, 21, 7);
    expect(formatDateTime(d.toISOString())).toBe('05/01/26 - 21:07');
    expect(formatDate(d.toISOString())).toBe('05/01/26');
  });

  it('maps currencies', () => {
    expect(currencyCode('KD')).toBe('KWD');
    expect(currencyCode('usd')).toBe('USD');
    expect(currencyCode('XYZ')).toBe('KWD');
    expect(formatMoney('2', 'KD')).toBe('2.000 KWD');
  });
});
