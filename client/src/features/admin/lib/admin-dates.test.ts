import { describe, expect, it } from 'vitest';
import { adminDayOf, formatAdminDate, formatAdminDateTime, formatAdminTime, presetDays } from './admin-dates';

describe('admin dates (Kuwait, UTC+3)', () => {
  it('formats a date and a date-time the one way', () => {
    expect(formatAdminDate('2026-11-23T10:00:00Z')).toBe('Nov 23, 2026');
    expect(formatAdminDateTime('2026-11-23T18:05:09Z')).toBe('Nov 23, 2026, 21:05');
    expect(formatAdminDateTime('2026-11-23T18:05:09Z', { seconds: true })).toBe('Nov 23, 2026, 21:05:09');
    // The time alone, under its date where a table is short of width (issue 32 §5).
    expect(formatAdminTime('2026-11-23T18:05:09Z')).toBe('21:05');
  });

  it('puts an instant after 21:00 UTC on the next Kuwait day', () => {
    expect(adminDayOf('2026-11-23T20:59:59Z')).toBe('2026-11-23');
    expect(adminDayOf('2026-11-23T21:00:00Z')).toBe('2026-11-24');
    expect(formatAdminDate('2026-11-23T21:30:00Z')).toBe('Nov 24, 2026');
  });

  it('date presets are Kuwait days, both ends included, even when the UTC day is still the one before', () => {
    const now = new Date('2026-11-28T22:30:00Z'); // 01:30 on Nov 29 in Kuwait
    expect(presetDays('today', now)).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(presetDays('last7', now)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetDays('last30', now)).toEqual({ from: '2026-10-31', to: '2026-11-29' });
    expect(presetDays('thisMonth', now)).toEqual({ from: '2026-11-01', to: '2026-11-29' });
  });
});
