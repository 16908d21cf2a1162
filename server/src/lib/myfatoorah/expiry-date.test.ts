import { describe, expect, it } from 'vitest';
import { kuwaitExpiryDate, parseKuwaitExpiryDate } from './expiry-date.ts';

describe('ExpiryDate in Kuwait local time', () => {
  it.each([
    ['2026-11-28T07:10:00.000Z', '2026-11-28T10:10:00'],
    // Late evening UTC is the next day in Kuwait.
    ['2026-12-31T22:30:05.999Z', '2027-01-01T01:30:05'],
    ['2028-02-28T21:00:00.000Z', '2028-02-29T00:00:00'],
  ])('%s is sent as %s, and read back to the second', (utc, local) => {
    expect(kuwaitExpiryDate(new Date(utc))).toBe(local);
    expect(parseKuwaitExpiryDate(local)?.getTime()).toBe(Math.floor(Date.parse(utc) / 1000) * 1000);
  });

  it.each([
    '2026-11-28T10:10:00Z',
    '2026-11-28T10:10:00+03:00',
    '2026-11-28 10:10:00',
    '2026-11-28T10:10',
    '28/11/2026 10:10:00',
    '2026-02-30T10:00:00',
    '2026-11-28T25:00:00',
    '',
  ])('refuses %j', (text) => {
    expect(parseKuwaitExpiryDate(text)).toBeNull();
  });
});
