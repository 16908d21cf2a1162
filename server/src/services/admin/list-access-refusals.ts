// GET /api/admin/audit-log/refusals (issue 17 §3): refusals at the admin gate, one group per
// address and 10-minute window ("412 refusals from 203.0.113.5 in 10 min"), newest first,
// and how many refusals (not groups) there were in the last 24 hours. A window counts in the
// 24 hours when its last refusal does.
import { and, count, desc, sql } from 'drizzle-orm';
import type { RefusalGroup } from '@charades/shared/schemas/admin-audit';
import type { DbOrTx } from '../../db/client.ts';
import { accessRefusals } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import { kuwaitDayEnd, kuwaitDayStart } from './audit-log-filter.ts';

export async function listAccessRefusals({
  db,
  query,
}: {
  db: DbOrTx;
  query: { page: number; pageSize: number; from?: string | undefined; to?: string | undefined };
}): Promise<{ items: RefusalGroup[]; total: number; page: number; pageSize: number; last24Hours: number }> {
  const where = and(
    query.from ? sql`${accessRefusals.windowStart} >= ${kuwaitDayStart(query.from)}` : undefined,
    query.to ? sql`${accessRefusals.windowStart} < ${kuwaitDayEnd(query.to)}` : undefined,
  );
  const [rows, totals, recent] = await Promise.all([
    db
      .select()
      .from(accessRefusals)
      .where(where)
      .orderBy(desc(accessRefusals.lastAt), desc(accessRefusals.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(accessRefusals).where(where),
    db
      .select({ n: sql<number>`coalesce(sum(${accessRefusals.count}), 0)::int` })
      .from(accessRefusals)
      .where(sql`${accessRefusals.lastAt} >= now() - interval '24 hours'`),
  ]);
  return {
    items: rows.map((r) => ({
      ip: r.ip,
      windowStart: r.windowStart.toISOString(),
      count: r.count,
      firstAt: r.firstAt.toISOString(),
      lastAt: r.lastAt.toISOString(),
      lastRoute: r.lastRoute,
      lastCode: r.lastCode,
      lastUserEmail: r.lastUserEmail,
    })),
    total: firstRow(totals, 'the refusal groups').n,
    page: query.page,
    pageSize: query.pageSize,
    last24Hours: firstRow(recent, 'the recent refusals').n,
  };
}
