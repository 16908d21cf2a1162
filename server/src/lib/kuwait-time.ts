// Times in the exports as staff read them on screen: Kuwait's clock (ADMIN_TIME_ZONE, which has
// no daylight saving), "2026-11-28 18:30", sortable as text in a spreadsheet.
import { ADMIN_TIME_ZONE } from '@charades/shared/admin-rules';

const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: ADMIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function kuwaitDateTime(date: Date): string {
  const parts = FORMAT.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
