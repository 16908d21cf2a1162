// SPEC §2: Edit Title (the dialog sends every field). A game already running keeps its own
// copy of its titles (game_sessions.movies_data), so an edit shows in the next game.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminTitle, titleBody } from '@charades/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { titles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { recordAudit, type AuditActor } from './record-audit.ts';
import { checkTitleCategory } from './check-title-category.ts';
import { findTitleDuplicate } from './find-title-duplicate.ts';
import { titleAuditValues, toAdminTitle } from './admin-title.ts';

export async function updateTitle({
  db,
  actor,
  id,
  body,
}: {
  db: Db;
  actor: AuditActor;
  id: string;
  body: z.output<typeof titleBody>;
}): Promise<AdminTitle> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(titles).where(eq(titles.id, id)).for('update');
    if (!before) throw new AppError('title_not_found');
    const category = await checkTitleCategory({ db: tx, categoryId: body.categoryId, language: body.language });
    if (await findTitleDuplicate({ db: tx, categoryId: body.categoryId, language: body.language, title: body.title, exceptId: id }))
      throw new AppError('title_exists');
    const row = firstRow(await tx.update(titles).set(body).where(eq(titles.id, id)).returning(), 'the updated title');
    await recordAudit(tx, {
      actor,
      action: 'title_updated',
      target: { type: 'title', id, label: row.title },
      details: { before: titleAuditValues(before), after: titleAuditValues(row) },
    });
    return toAdminTitle({ title: row, category });
  });
}
