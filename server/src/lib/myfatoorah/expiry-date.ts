// SendPayment's ExpiryDate in the form MyFatoorah's own library sends it: Kuwait local time
// (UTC+3 all year, no daylight saving), `yyyy-MM-ddTHH:mm:ss`, no offset. An invoice not paid
// by then is Expired, which ends the coupon reservation its payment holds (issue 30 §5).
const KUWAIT_OFFSET_MS = 3 * 60 * 60_000;
const FORMAT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

export function kuwaitExpiryDate(at: Date): string {
  // The UTC fields of the instant moved by Kuwait's offset are Kuwait's wall clock.
  return new Date(at.getTime() + KUWAIT_OFFSET_MS).toISOString().slice(0, 19);
}

/** The instant an ExpiryDate names, or null when it is not in that exact form (or no real date). */
export function parseKuwaitExpiryDate(text: string): Date | null {
  const m = FORMAT.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(wall);
  // 2026-02-30 and 25:00 roll over in Date.UTC: refuse them instead.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || back.getUTCHours() !== h || back.getUTCMinutes() !== mi) return null;
  return new Date(wall - KUWAIT_OFFSET_MS);
}
