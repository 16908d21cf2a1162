// docs/product.md#screens: deleting a category leaves its titles without one ('No Category'): the foreign key
// is ON DELETE SET NULL, so the titles stay and no game loses its copy of them.
import { count, eq } from 'drizzle-orm';
import { categories, titles } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { categoryAuditValues } from './admin-category.ts';
import { lockRowById } from './lock-row-by-id.ts';

export async function deleteCategory({ db, actor, id }: AdminWrite & { id: string }): Promise<{ titlesLeftWithoutCategory: number }> {
  return auditedWrite({ db, actor }, async (tx) => {
    const before = await lockRowById(tx, categories, id, 'category_not_found');
    const { n } = firstRow(await tx.select({ n: count() }).from(titles).where(eq(titles.categoryId, id)), 'the title count');
    await tx.delete(categories).where(eq(categories.id, id));
    return {
      audit: {
        action: 'category_deleted',
        target: { type: 'category', id, label: before.title },
        details: { before: categoryAuditValues(before), titlesLeftWithoutCategory: n },
      },
      answer: { titlesLeftWithoutCategory: n },
    };
  });
}
