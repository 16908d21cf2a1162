// SPEC §2: Add Category. The internal id is unique: a duplicate answers internal_id_taken
// (the unique index decides, so two admins saving at once cannot both win).
import type { z } from 'zod';
import type { AdminCategory, categoryBody } from '@charades/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error.ts';
import { recordAudit, type AuditActor } from './record-audit.ts';
import { categoryAuditValues, toAdminCategory } from './admin-category.ts';

export async function createCategory({
  db,
  actor,
  body,
}: {
  db: Db;
  actor: AuditActor;
  body: z.output<typeof categoryBody>;
}): Promise<AdminCategory> {
  try {
    return await db.transaction(async (tx) => {
      const row = firstRow(await tx.insert(categories).values(body).returning(), 'the new category');
      await recordAudit(tx, {
        actor,
        action: 'category_created',
        target: { type: 'category', id: row.id, label: row.title },
        details: { after: categoryAuditValues(row) },
      });
      return toAdminCategory(row, 0);
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw new AppError('internal_id_taken');
    throw err;
  }
}
