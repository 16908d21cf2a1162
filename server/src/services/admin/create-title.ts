// docs/product.md#screens: Add Title, with its audit row in the same transaction.
import type { z } from 'zod';
import type { AdminTitle, titleBody } from '@charades/shared/schemas/admin';
import { titles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { checkTitleCategory } from './check-title-category.ts';
import { findTitleDuplicate } from './find-title-duplicate.ts';
import { titleAuditValues, toAdminTitle } from './admin-title.ts';

export async function createTitle({ db, actor, body }: AdminWrite & { body: z.output<typeof titleBody> }): Promise<AdminTitle> {
  return auditedWrite({ db, actor }, async (tx) => {
    const category = await checkTitleCategory({ db: tx, categoryId: body.categoryId, language: body.language });
    if (await findTitleDuplicate({ db: tx, categoryId: body.categoryId, language: body.language, title: body.title }))
      throw new AppError('title_exists');
    const row = firstRow(await tx.insert(titles).values(body).returning(), 'the new title');
    return {
      audit: {
        action: 'title_created',
        target: { type: 'title', id: row.id, label: row.title },
        details: { after: titleAuditValues(row) },
      },
      answer: toAdminTitle({ title: row, category }),
    };
  });
}
