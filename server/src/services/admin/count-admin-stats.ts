// docs/product.md#server-calls: the dashboard's five count-only reads, in one round trip. The Security card counts
// staff actions (issue 17 §3): the refusals written to the log before issue 17 are security
// events, counted apart (access_refusals), as the audit trail's default view leaves them out.
import { sql } from 'drizzle-orm';
import { LEGACY_REFUSAL_ACTION } from '@charades/shared/schemas/admin-audit';
import type { DbOrTx } from '../../db/client.ts';
import type { AdminStats } from '@charades/shared/schemas/admin';
import { auditLog, categories, coupons, profiles, titles } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';

export async function countAdminStats({ db }: { db: DbOrTx }): Promise<AdminStats> {
  const count = (table: typeof categories | typeof titles | typeof profiles | typeof coupons | typeof auditLog) =>
    sql<number>`(select count(*)::int from ${table})`;
  const rows = await db
    .select({
      categories: count(categories),
      titles: count(titles),
      users: count(profiles),
      coupons: count(coupons),
      auditLog: sql<number>`(select count(*)::int from ${auditLog} where ${auditLog.action} <> ${LEGACY_REFUSAL_ACTION})`,
    })
    .from(sql`(select 1) as one`);
  return firstRow(rows, 'the admin counts');
}
