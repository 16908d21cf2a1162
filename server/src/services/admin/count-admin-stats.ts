// SPEC §7: the dashboard's five count-only reads, in one round trip.
import { sql } from 'drizzle-orm';
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
      auditLog: count(auditLog),
    })
    .from(sql`(select 1) as one`);
  return firstRow(rows, 'the admin counts');
}
