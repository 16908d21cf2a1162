// One date format across the admin screens (issue 17 §6), in the business's time zone
// (ADMIN_TIME_ZONE, Kuwait, UTC+3), the zone the revenue days and the date filters use too:
// 'Nov 23, 2026' (docs/product.md#constants's 'MMM d, yyyy') and 'Nov 23, 2026, 21:05' (24-hour). Western digits.
import { ADMIN_TIME_ZONE } from '@charades/shared/admin-rules';

const DATE = new Intl.DateTimeFormat('en-US', { timeZone: ADMIN_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: ADMIN_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const TIME_SECONDS = new Intl.DateTimeFormat('en-GB', {
  timeZone: ADMIN_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const DAY_PARTS = new Intl.DateTimeFormat('en-CA', { timeZone: ADMIN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'Nov 23, 2026' in Kuwait. */
export function formatAdminDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** 'Nov 23, 2026, 21:05' in Kuwait (with seconds when asked: the audit trail). */
export function formatAdminDateTime(iso: string, opts: { seconds?: boolean } = {}): string {
  const d = new Date(iso);
  return `${DATE.format(d)}, ${(opts.seconds ? TIME_SECONDS : TIME).format(d)}`;
}

/** '21:05' in Kuwait: the time under its date where a table is short of width (issue 32 §5). */
export function formatAdminTime(iso: string): string {
  return TIME.format(new Date(iso));
}

/** An instant → its calendar day in Kuwait, 'YYYY-MM-DD' (the date filters' and revenue's day). */
export function adminDayOf(iso: string | Date): string {
  return DAY_PARTS.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** Said once per screen that shows times: which zone they are in. */
export const ADMIN_TIME_ZONE_LABEL = 'Kuwait time (UTC+3)';

export type DatePreset = 'today' | 'last7' | 'last30' | 'thisMonth';
export const DATE_PRESETS: readonly DatePreset[] = ['today', 'last7', 'last30', 'thisMonth'];

/** A preset's Kuwait days, both ends included (issue 32 §3): what a Stripe user picks first. */
export function presetDays(preset: DatePreset, now = new Date()): { from: string; to: string } {
  const to = adminDayOf(now);
  const daysBack = (n: number) => adminDayOf(new Date(now.getTime() - n * 86_400_000));
  switch (preset) {
    case 'today':
      return { from: to, to };
    case 'last7':
      return { from: daysBack(6), to };
    case 'last30':
      return { from: daysBack(29), to };
    case 'thisMonth':
      return { from: `${to.slice(0, 8)}01`, to };
  }
}
