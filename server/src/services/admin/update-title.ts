// docs/product.md#screens: Edit Title (the dialog sends every field). A game already running keeps its own
// copy of its titles (game_sessions.movies_data), so an edit shows in the next game.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminTitle, titleBody } from '@charades/shared/schemas/admin';
import { titles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { checkTitleCategory } from './check-title-category.ts';
import { findTitleDuplicate } from './find-title-duplicate.ts';
import { titleAuditValues, toAdminTitle } from './admin-title.ts';
import { lockRowById } from './lock-row-by-id.ts';

export async function updateTitle({
  db,
  actor,
  id,
  body,
}: AdminWrite & { id: string; body: z.output<typeof titleBody> }): Promise<AdminTitle> {
  return auditedWrite({ db, actor }, async (tx) => {
    const before = await lockRowById(tx, titles, id, 'title_not_found');
    const category = await checkTitleCategory({ db: tx, categoryId: body.categoryId, language: body.language });
    if (await findTitleDuplicate({ db: tx, categoryId: body.categoryId, language: body.language, title: body.title, exceptId: id }))
      throw new AppError('title_exists');
    const row = firstRow(await tx.update(titles).set(body).where(eq(titles.id, id)).returning(), 'the updated title');
    return {
      audit: {
        action: 'title_updated',
        target: { type: 'title', id, label: row.title },
        details: { before: titleAuditValues(before), after: titleAuditValues(row) },
      },
      answer: toAdminTitle({ title: row, category }),
    };
  });
}
