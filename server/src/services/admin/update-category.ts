// SPEC §2: Edit Category. The dialog sends every field; the row is locked while the change
// and its audit row (values before and after) are written.
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCategory, categoryBody } from '@charades/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { categories, titles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error.ts';
import { recordAudit, type AuditActor } from './record-audit.ts';
import { categoryAuditValues, toAdminCategory } from './admin-category.ts';

export async function updateCategory({
  db,
  actor,
  id,
  body,
}: {
  db: Db;
  actor: AuditActor;
  id: string;
  body: z.output<typeof categoryBody>;
}): Promise<AdminCategory> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!before) throw new AppError('category_not_found');
      const row = firstRow(
        await tx
          .update(categories)
          .set({ ...body, updatedAt: sql`now()` })
          .where(eq(categories.id, id))
          .returning(),
        'the updated category',
      );
      await recordAudit(tx, {
        actor,
        action: 'category_updated',
        target: { type: 'category', id, label: row.title },
        details: { before: categoryAuditValues(before), after: categoryAuditValues(row) },
      });
      const { n } = firstRow(await tx.select({ n: count() }).from(titles).where(eq(titles.categoryId, id)), 'the title count');
      return toAdminCategory(row, n);
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw new AppError('internal_id_taken');
    throw err;
  }
}
