// Pieces the issue-17 admin lists share: paging, a Kuwait calendar-day range, a required reason.
import { z } from 'zod';
import { safeText } from './text.ts';
import { MAX_REASON_LENGTH } from '../admin-rules.ts';

/** A calendar day in ADMIN_TIME_ZONE, 'YYYY-MM-DD'. */
export const dayString = z.iso.date({ error: 'date_invalid' });

/** ?page=&pageSize= (1-based), with a page size ceiling. */
export const pageFields = (maxPageSize = 100, defaultPageSize = 25) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
});

/** ?sort=&order=: one of the list's sortable columns, ascending or descending. Anything else is
 *  refused with its own code (sort_invalid, order_invalid), not a bare validation_failed, so a
 *  stale link or a script says what it got wrong. */
export const sortFields = <S extends readonly [string, ...string[]]>(
  sortable: S,
  defaultSort: S[number],
  defaultOrder: 'asc' | 'desc' = 'asc',
) => ({
  sort: z.enum(sortable, { error: 'sort_invalid' }).default(defaultSort),
  order: z.enum(['asc', 'desc'], { error: 'order_invalid' }).default(defaultOrder),
});

/** ?from=&to=: both days included; from after to is refused. */
export const dayRangeFields = {
  from: dayString.optional(),
  to: dayString.optional(),
};
export const checkDayRange = (q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'date_range_invalid' });
};

/** A page of a list with what was asked, so a client can draw the pager. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const reasonField = safeText({ error: 'reason_required' }).trim().min(1, 'reason_required').max(MAX_REASON_LENGTH, 'text_too_long');

/** KWD with 3 decimals on the wire, e.g. "2.000". */
export const moneyString = z.string().describe('KWD with 3 decimals, e.g. "2.000"');
