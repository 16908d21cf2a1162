// The coupon expiry in the admin form and table (issue 17 §6). The admin types a day as
// YYYY-MM-DD (a text field: it reads the same on every browser and is typed on any keyboard,
// where a date input's segments differ by browser and locale); the coupon then expires at the
// END of that day in the business's zone (ADMIN_TIME_ZONE, Kuwait), the zone every admin date
// is shown in, whatever the browser's own zone. It is sent as ISO 8601 with that zone's offset
// (the server keeps the instant); the table shows the day back with formatAdminDate.
import { ADMIN_TIME_ZONE } from '@charades/shared/admin-rules';
import { adminDayOf } from './admin-dates';

const OFFSET = new Intl.DateTimeFormat('en-US', { timeZone: ADMIN_TIME_ZONE, timeZoneName: 'longOffset' });

/** What the admin typed → the day 'YYYY-MM-DD', or null when it is not a real calendar day.
 *  '/' and '.' are taken as separators too, and one-digit months and days. */
export function parseExpiryDay(text: string): string | null {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000) return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The zone's offset on a day, '+03:00' ('GMT' alone is UTC). */
function offsetOn(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const name = OFFSET.formatToParts(noon).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /^GMT([+-]\d{2}):?(\d{2})?$/.exec(name);
  return m ? `${m[1]}:${m[2] ?? '00'}` : '+00:00';
}

/** '2026-11-23' → '2026-11-23T23:59:59.999+03:00': the last moment of that day in Kuwait. */
export function endOfDayIso(day: string): string | null {
  const parsed = parseExpiryDay(day);
  return parsed ? `${parsed}T23:59:59.999${offsetOn(parsed)}` : null;
}

/** An ISO instant → its day 'YYYY-MM-DD' in Kuwait, for the expiry field. */
export function isoToDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : adminDayOf(d);
}

export function isExpired(iso: string | null, now = Date.now()): boolean {
  return iso !== null && new Date(iso).getTime() <= now;
}
