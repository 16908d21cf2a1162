// POST /api/admin/categories/bulk (issue 17 §5): delete, activate or deactivate the selected
// categories in one transaction with one audit row and one bulk_actions row holding the rows
// as they were. A deleted category's titles stay without one (ON DELETE SET NULL), and its
// players' played-title rows lose it too: the row keeps which ones, so the undo gives it back.
import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { BulkAction, categoryBulkBody } from '@charades/shared/schemas/admin-bulk';
import { categories, titles, userPlayedTitles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { lockBulkActions, missingRowsMessage, writeBulkAction } from './bulk-action-view.ts';

export async function runCategoryBulkAction({
  db,
  actor,
  body,
}: AdminWrite & { body: z.output<typeof categoryBulkBody> }): Promise<BulkAction> {
  return auditedWrite({ db, actor }, async (tx) => {
    await lockBulkActions(tx);
    const rows = await tx.select().from(categories).where(inArray(categories.id, body.ids)).orderBy(asc(categories.id)).for('update');
    if (rows.length !== body.ids.length)
      throw new AppError('category_not_found', {
        message: missingRowsMessage(body.ids.length - rows.length, body.ids.length, 'categories'),
      });

    if (body.action !== 'delete') {
      await tx
        .update(categories)
        .set({ isActive: body.action === 'activate', updatedAt: new Date() })
        .where(inArray(categories.id, body.ids));
      return writeBulkAction(tx, {
        actor,
        targetType: 'category',
        kind: body.action,
        before: rows.map((r) => ({ id: r.id, title: r.title, isActive: r.isActive })),
        params: {},
      });
    }

    const held = await tx.select({ id: titles.id, categoryId: titles.categoryId }).from(titles).where(inArray(titles.categoryId, body.ids));
    const played = await tx
      .select({ id: userPlayedTitles.id, categoryId: userPlayedTitles.categoryId })
      .from(userPlayedTitles)
      .where(inArray(userPlayedTitles.categoryId, body.ids));
    await tx.delete(categories).where(inArray(categories.id, body.ids));
    return writeBulkAction(tx, {
      actor,
      targetType: 'category',
      kind: 'delete',
      before: rows.map((r) => ({
        id: r.id,
        title: r.title,
        internalId: r.internalId,
        language: r.language,
        imageUrl: r.imageUrl,
        isActive: r.isActive,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        titleIds: held.filter((t) => t.categoryId === r.id).map((t) => t.id),
        playedIds: played.filter((p) => p.categoryId === r.id).map((p) => p.id),
      })),
      params: { titlesLeftWithoutCategory: held.length },
    });
  });
}
