// Contract of GET /api/admin/revenue?days= (issue 17 §2). Real payments only: the sandbox's
// test payments are never revenue. Days are calendar days in ADMIN_TIME_ZONE; a payment counts
// on the day it was paid, a refund on the day it succeeded.
import { z } from 'zod';
import { moneyString } from './admin-list.ts';

export const revenueQuery = z.object({ days: z.coerce.number().int().min(1, 'days_invalid').max(366, 'days_invalid').default(30) });

export const revenueTotalsSchema = z.object({
  /** Money paid by card (gross). */
  revenue: moneyString,
  /** Money refunded. */
  refunds: moneyString,
  /** revenue - refunds. */
  net: moneyString,
  /** Paid card purchases. */
  purchases: z.number().int(),
  /** Succeeded refunds. */
  refundsCount: z.number().int(),
  /** Given by coupons: list price - price paid, over paid purchases with a coupon. */
  discounts: moneyString,
});
export type RevenueTotals = z.infer<typeof revenueTotalsSchema>;

export const revenueDaySchema = revenueTotalsSchema.extend({ date: z.string().describe('YYYY-MM-DD in the admin time zone') });

export const revenueResponse = z.object({
  currency: z.literal('KWD'),
  timeZone: z.string(),
  days: z.number().int(),
  today: revenueTotalsSchema,
  last7Days: revenueTotalsSchema,
  last30Days: revenueTotalsSchema,
  /** The `days` asked, ending today. */
  period: revenueTotalsSchema,
  /** One entry per day of the period, oldest first, days without sales included. */
  series: z.array(revenueDaySchema),
});
export type Revenue = z.infer<typeof revenueResponse>;
