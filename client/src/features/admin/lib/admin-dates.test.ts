import { describe, expect, it } from 'vitest';
import { adminDayOf, formatAdminDate, formatAdminDateTime } from './admin-dates';

describe('admin dates (Kuwait, UTC+3)', () => {
  it('formats a date and a date-time the one way', () => {
    expect(formatAdminDate('2026-11-23T10:00:00Z')).toBe('Nov 23, 2026');
    expect(formatAdminDateTime('2026-11-23T18:05:09Z')).toBe('Nov 23, 2026, 21:05');
    expect(formatAdminDateTime('2026-11-23T18:05:09Z', { seconds: true })).toBe('Nov 23, 2026, 21:05:09');
  });

  it('puts an instant after 21:00 UTC on the next Kuwait day', () => {
    expect(adminDayOf('2026-11-23T20:59:59Z')).toBe('2026-11-23');
    expect(adminDayOf('2026-11-23T21:00:00Z')).toBe('2026-11-24');
    expect(formatAdminDate('2026-11-23T21:30:00Z')).toBe('Nov 24, 2026');
  });
});
