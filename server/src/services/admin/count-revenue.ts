// GET /api/admin/revenue?days= (issue 17 §2): money paid by card, refunds and coupon discounts
// per calendar day in ADMIN_TIME_ZONE, for the last `days` days and for today, 7 and 30 days.
// Real money only: the sandbox's test payments and free coupon redemptions (gateway 'coupon',
// amount 0) are never purchases. A payment counts on the day it was paid, also when later
// refunded (it was revenue; the refund shows under refunds on the day it succeeded).
// Amounts are summed per day in SQL on numeric; the days are then added as integer fils,
// which is exact, so no total is ever off by a rounding error.
import { sql } from 'drizzle-orm';
import { ADMIN_TIME_ZONE } from '@charades/shared/admin-rules';
import { formatFils, parseFils } from '@charades/shared/money';
import { SANDBOX_GATEWAY } from '@charades/shared/test-payments';
import type { Revenue, RevenueTotals } from '@charades/shared/schemas/admin-revenue';
import type { DbOrTx } from '../../db/client.ts';

/** The gateway of a coupon that makes a package free: a redemption, not a purchase. */
const COUPON_GATEWAY = 'coupon';

interface DayRow {
  day: string;
  revenue: string;
  purchases: number;
  discounts: string;
  refunds: string;
  refunds_count: number;
}

interface DayFils {
  date: string;
  revenue: number;
  refunds: number;
  purchases: number;
  refundsCount: number;
  discounts: number;
}

/** Fils as a 3-decimal string; net may be below zero (a day of refunds and no sales). */
const money = (fils: number) => (fils < 0 ? `-${formatFils(-fils)}` : formatFils(fils));

function totalsOf(days: DayFils[]): RevenueTotals {
  const sum = (k: 'revenue' | 'refunds' | 'purchases' | 'refundsCount' | 'discounts') => days.reduce((n, d) => n + d[k], 0);
  const revenue = sum('revenue');
  const refunds = sum('refunds');
  return {
    revenue: money(revenue),
    refunds: money(refunds),
    net: money(revenue - refunds),
    purchases: sum('purchases'),
    refundsCount: sum('refundsCount'),
    discounts: money(sum('discounts')),
  };
}

export async function countRevenue({ db, days }: { db: DbOrTx; days: number }): Promise<Revenue> {
  // At least 30 days are read: the card's 7- and 30-day totals come from the same series.
  const span = Math.max(days, 30);
  const result: unknown = await db.execute(sql`
    with bounds as (
      select (now() at time zone ${ADMIN_TIME_ZONE})::date as today
    ), days as (
      select (today - n)::date as day from bounds, generate_series(0, ${span - 1}::int) as n
    ), since as (
      select (min(day)::timestamp at time zone ${ADMIN_TIME_ZONE}) as at from days
    ), paid as (
      select (p.paid_at at time zone ${ADMIN_TIME_ZONE})::date as day,
             sum(p.amount) as revenue,
             count(*)::int as purchases,
             sum(greatest(p.list_amount - p.amount, 0)) filter (where p.coupon_id is not null and p.list_amount is not null) as discounts
      from payments p, since
      where p.status in ('Paid', 'Refunded')
        and p.paid_at >= since.at
        and p.payment_gateway not in (${SANDBOX_GATEWAY}, ${COUPON_GATEWAY})
      group by 1
    ), refunded as (
      select (r.completed_at at time zone ${ADMIN_TIME_ZONE})::date as day, sum(r.amount) as refunds, count(*)::int as refunds_count
      from payment_refunds r join payments p on p.id = r.payment_id, since
      where r.status = 'Succeeded'
        and r.completed_at >= since.at
        and p.payment_gateway not in (${SANDBOX_GATEWAY}, ${COUPON_GATEWAY})
      group by 1
    )
    select d.day::text as day,
           coalesce(paid.revenue, 0)::text as revenue,
           coalesce(paid.purchases, 0) as purchases,
           coalesce(paid.discounts, 0)::text as discounts,
           coalesce(refunded.refunds, 0)::text as refunds,
           coalesce(refunded.refunds_count, 0) as refunds_count
    from days d left join paid on paid.day = d.day left join refunded on refunded.day = d.day
    order by d.day
  `);
  const rows = (result as { rows: DayRow[] }).rows;
  const series: DayFils[] = rows.map((r) => ({
    date: r.day,
    revenue: parseFils(r.revenue),
    refunds: parseFils(r.refunds),
    purchases: Number(r.purchases),
    refundsCount: Number(r.refunds_count),
    discounts: parseFils(r.discounts),
  }));
  const last = (n: number) => series.slice(-n);
  return {
    currency: 'KWD',
    timeZone: ADMIN_TIME_ZONE,
    days,
    today: totalsOf(last(1)),
    last7Days: totalsOf(last(7)),
    last30Days: totalsOf(last(30)),
    period: totalsOf(last(days)),
    series: last(days).map((d) => ({ date: d.date, ...totalsOf([d]) })),
  };
}
