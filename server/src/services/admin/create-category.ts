// docs/product.md#screens: Add Category. The internal id is unique: a duplicate answers internal_id_taken
// (the unique index decides, so two admins saving at once cannot both win).
import type { z } from 'zod';
import type { AdminCategory, categoryBody } from '@charades/shared/schemas/admin';
import { categories } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { categoryAuditValues, toAdminCategory } from './admin-category.ts';
import { categoryWriteError } from './category-write-errors.ts';

export async function createCategory({ db, actor, body }: AdminWrite & { body: z.output<typeof categoryBody> }): Promise<AdminCategory> {
  return auditedWrite({ db, actor, refusal: categoryWriteError }, async (tx) => {
    const row = firstRow(await tx.insert(categories).values(body).returning(), 'the new category');
    return {
      audit: {
        action: 'category_created',
        target: { type: 'category', id: row.id, label: row.title },
        details: { after: categoryAuditValues(row) },
      },
      answer: toAdminCategory(row, 0),
    };
  });
}
