// SPEC §2: deleting a category leaves its titles without one ('No Category'): the foreign key
// is ON DELETE SET NULL, so the titles stay and no game loses its copy of them.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, titles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { recordAudit, type AuditActor } from './record-audit.ts';
import { categoryAuditValues } from './admin-category.ts';

export async function deleteCategory({
  db,
  actor,
  id,
}: {
  db: Db;
  actor: AuditActor;
  id: string;
}): Promise<{ titlesLeftWithoutCategory: number }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw new AppError('category_not_found');
    const { n } = firstRow(await tx.select({ n: count() }).from(titles).where(eq(titles.categoryId, id)), 'the title count');
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actor,
      action: 'category_deleted',
      target: { type: 'category', id, label: before.title },
      details: { before: categoryAuditValues(before), titlesLeftWithoutCategory: n },
    });
    return { titlesLeftWithoutCategory: n };
  });
}
