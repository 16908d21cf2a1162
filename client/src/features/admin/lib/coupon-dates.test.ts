import { describe, expect, it } from 'vitest';
import { endOfDayIso, isExpired, isoToDateInput, parseExpiryDay } from './coupon-dates';
import { formatAdminDate } from './admin-dates';

describe('coupon expiry (typed as YYYY-MM-DD, ends with the day in Kuwait)', () => {
  it('reads a typed day, with - / or . and one-digit months and days', () => {
    expect(parseExpiryDay('2026-11-23')).toBe('2026-11-23');
    expect(parseExpiryDay(' 2026/1/5 ')).toBe('2026-01-05');
    expect(parseExpiryDay('2026.12.31')).toBe('2026-12-31');
    expect(parseExpiryDay('2028-02-29')).toBe('2028-02-29');
  });

  it.each(['', '2026', '23/11/2026', '2026-13-01', '2026-02-30', '2027-02-29', '0002-11-23', '2026-11-23x', 'tomorrow'])(
    'refuses %j',
    (text) => {
      expect(parseExpiryDay(text)).toBeNull();
      expect(endOfDayIso(text)).toBeNull();
    },
  );

  it("ends at 23:59:59.999 Kuwait time (UTC+3), whatever the browser's zone", () => {
    const iso = endOfDayIso('2026-11-23');
    expect(iso).toBe('2026-11-23T23:59:59.999+03:00');
    expect(new Date(iso!).toISOString()).toBe('2026-11-23T20:59:59.999Z');
  });

  it('shows the same day back in the field and the table', () => {
    const iso = endOfDayIso('2026-12-31')!;
    expect(isoToDateInput(iso)).toBe('2026-12-31');
    expect(formatAdminDate(iso)).toBe('Dec 31, 2026');
    // An expiry saved at another zone's end of day (before issue 17) shows its Kuwait day.
    expect(isoToDateInput('2026-12-31T23:59:59.999-05:00')).toBe('2027-01-01');
    expect(isoToDateInput(null)).toBe('');
    expect(isoToDateInput('garbage')).toBe('');
  });

  it('is expired from the instant on', () => {
    const iso = endOfDayIso('2026-11-23')!;
    expect(isExpired(iso, Date.parse('2026-11-23T20:59:59.998Z'))).toBe(false);
    expect(isExpired(iso, Date.parse('2026-11-23T20:59:59.999Z'))).toBe(true);
    expect(isExpired(null)).toBe(false);
  });
});
