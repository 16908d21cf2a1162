// POST /api/admin/titles/bulk (issue 17 §5): delete the selected titles, or move them to one
// category, in one transaction with one audit row and one bulk_actions row holding the rows as
// they were (a deleted title with its players' played-title rows, which go with it), so the
// undo can put everything back. A selected title that no longer exists refuses the whole action.
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { BulkAction, titleBulkBody } from '@charades/shared/schemas/admin-bulk';
import { categories, titles, userPlayedTitles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { lockBulkActions, missingRowsMessage, writeBulkAction } from './bulk-action-view.ts';

export async function runTitleBulkAction({ db, actor, body }: AdminWrite & { body: z.output<typeof titleBulkBody> }): Promise<BulkAction> {
  return auditedWrite({ db, actor }, async (tx) => {
    await lockBulkActions(tx);
    const rows = await tx.select().from(titles).where(inArray(titles.id, body.ids)).orderBy(asc(titles.id)).for('update');
    if (rows.length !== body.ids.length)
      throw new AppError('title_not_found', { message: missingRowsMessage(body.ids.length - rows.length, body.ids.length, 'titles') });

    if (body.action === 'move') {
      const [category] = await tx
        .select({ id: categories.id, language: categories.language })
        .from(categories)
        .where(eq(categories.id, body.categoryId))
        .for('no key update');
      if (!category) throw new AppError('category_not_found');
      // A game deals a category's titles of its language: a title of the other language would never come up.
      if (rows.some((r) => r.language !== category.language)) throw new AppError('import_language_mismatch');
      await tx.update(titles).set({ categoryId: category.id }).where(inArray(titles.id, body.ids));
      return writeBulkAction(tx, {
        actor,
        targetType: 'title',
        kind: 'move',
        before: rows.map((r) => ({ id: r.id, title: r.title, categoryId: r.categoryId })),
        params: { categoryId: category.id },
      });
    }

    const played = await tx.select().from(userPlayedTitles).where(inArray(userPlayedTitles.titleId, body.ids));
    await tx.delete(titles).where(inArray(titles.id, body.ids));
    return writeBulkAction(tx, {
      actor,
      targetType: 'title',
      kind: 'delete',
      before: rows.map((r) => ({
        id: r.id,
        title: r.title,
        posterUrl: r.posterUrl,
        categoryId: r.categoryId,
        language: r.language,
        createdAt: r.createdAt.toISOString(),
        played: played
          .filter((p) => p.titleId === r.id)
          .map((p) => ({ id: p.id, userId: p.userId, categoryId: p.categoryId, language: p.language, playedAt: p.playedAt.toISOString() })),
      })),
      params: {},
    });
  });
}
