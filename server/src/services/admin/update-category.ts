// docs/product.md#screens: Edit Category. The dialog sends every field; the row is locked while the change
// and its audit row (values before and after) are written.
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCategory, categoryBody } from '@charades/shared/schemas/admin';
import { categories, titles } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { categoryAuditValues, toAdminCategory } from './admin-category.ts';
import { categoryWriteError } from './category-write-errors.ts';
import { lockRowById } from './lock-row-by-id.ts';

export async function updateCategory({
  db,
  actor,
  id,
  body,
}: AdminWrite & { id: string; body: z.output<typeof categoryBody> }): Promise<AdminCategory> {
  return auditedWrite({ db, actor, refusal: categoryWriteError }, async (tx) => {
    const before = await lockRowById(tx, categories, id, 'category_not_found');
    const row = firstRow(
      await tx
        .update(categories)
        .set({ ...body, updatedAt: sql`now()` })
        .where(eq(categories.id, id))
        .returning(),
      'the updated category',
    );
    const { n } = firstRow(await tx.select({ n: count() }).from(titles).where(eq(titles.categoryId, id)), 'the title count');
    return {
      audit: {
        action: 'category_updated',
        target: { type: 'category', id, label: row.title },
        details: { before: categoryAuditValues(before), after: categoryAuditValues(row) },
      },
      answer: toAdminCategory(row, n),
    };
  });
}
