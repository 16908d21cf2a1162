// The coupon expiry in the admin form and table. The form's date input picks a day; the
// coupon then expires at the END of that day in the admin's own time zone (23:59:59.999),
// so it can be used all through the day the table shows, and is sent as ISO 8601 with that
// zone's offset (the server keeps the instant). The table shows the day back in the same zone.

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** '2026-11-23' → '2026-11-23T23:59:59.999+03:00' (the admin's offset on that day). */
export function endOfDayIso(day: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [, y, mo, d] = m;
  const local = new Date(Number(y), Number(mo) - 1, Number(d), 23, 59, 59, 999);
  if (Number.isNaN(local.getTime())) return null;
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${y}-${mo}-${d}T23:59:59.999${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An ISO instant → the 'yyyy-mm-dd' of that day in the admin's zone, for the date input. */
export function isoToDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const EXPIRY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** SPEC §9: 'MMM d, yyyy', e.g. 'Nov 23, 2026' (the admin area is English). */
export function formatExpiry(iso: string): string {
  return EXPIRY_FORMAT.format(new Date(iso));
}

export function isExpired(iso: string | null, now = Date.now()): boolean {
  return iso !== null && new Date(iso).getTime() <= now;
}
