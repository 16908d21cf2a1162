// docs/product.md#screens Titles management: paged on the server (there are more than 1,200 titles), with
// search, language and category filters and sorting (by the category's title too).
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminTitle, titleListQuery } from '@charades/shared/schemas/admin';
import type { DbOrTx } from '../../db/client.ts';
import { categories, titles } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import { selectTitles, titleOrder, titleWhere, toAdminTitle } from './admin-title.ts';

export async function listTitles({
  db,
  query,
}: {
  db: DbOrTx;
  query: z.output<typeof titleListQuery>;
}): Promise<{ items: AdminTitle[]; total: number }> {
  const where = titleWhere(query);
  const [rows, totals] = await Promise.all([
    selectTitles(db)
      .where(where)
      .orderBy(...titleOrder(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(titles).leftJoin(categories, eq(categories.id, titles.categoryId)).where(where),
  ]);
  return { items: rows.map(toAdminTitle), total: firstRow(totals, 'the title count').total };
}
