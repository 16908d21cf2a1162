// POST /api/admin/bulk/undo (issue 17 §5): undoes the latest bulk action, once. Deleted rows
// come back with their ids (a deleted title with its played-title rows, a deleted category
// with its titles and played-title rows that are still without one); moved titles go back to
// their categories (those still in the category they were moved to); categories get their
// active flag back. Only the latest action: an older one may have been changed by the newer.
// Runs under the bulk lock (bulk-action-view.ts), so two undos cannot both pass.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BulkAction } from '@charades/shared/schemas/admin-bulk';
import type { DbOrTx } from '../../db/client.ts';
import { bulkActions, categories, titles, userPlayedTitles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { bulkItemsOf, lockBulkActions, toBulkAction } from './bulk-action-view.ts';
import type { Language } from '@charades/shared/languages';

interface PlayedBefore {
  id: string;
  userId: string;
  categoryId: string | null;
  language: Language;
  playedAt: string;
}
interface TitleBefore {
  id: string;
  title: string;
  posterUrl: string | null;
  categoryId: string | null;
  language: Language;
  createdAt: string;
  played: PlayedBefore[];
}
interface CategoryBefore {
  id: string;
  title: string;
  internalId: string;
  language: Language;
  imageUrl: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  titleIds: string[];
  playedIds: string[];
}

const CHUNK = 1000;
const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

async function existingIds(tx: DbOrTx, table: typeof categories | typeof users, ids: string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  return new Set(rows.map((r) => r.id));
}

async function restoreTitles(tx: DbOrTx, before: TitleBefore[]): Promise<number> {
  // A category deleted since leaves the restored title without one, as its deletion would have.
  const liveCategories = await existingIds(
    tx,
    categories,
    before.flatMap((t) => [t.categoryId, ...t.played.map((p) => p.categoryId)].filter((c) => c !== null)),
  );
  const category = (id: string | null) => (id && liveCategories.has(id) ? id : null);
  let restored = 0;
  for (const part of chunks(before)) {
    const rows = await tx
      .insert(titles)
      .values(
        part.map((t) => ({
          id: t.id,
          title: t.title,
          posterUrl: t.posterUrl,
          categoryId: category(t.categoryId),
          language: t.language,
          createdAt: new Date(t.createdAt),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: titles.id });
    restored += rows.length;
  }
  const played = before.flatMap((t) => t.played.map((p) => ({ ...p, titleId: t.id })));
  const liveUsers = await existingIds(
    tx,
    users,
    played.map((p) => p.userId),
  );
  const keep = played.filter((p) => liveUsers.has(p.userId));
  for (const part of chunks(keep))
    await tx
      .insert(userPlayedTitles)
      .values(
        part.map((p) => ({
          id: p.id,
          userId: p.userId,
          titleId: p.titleId,
          categoryId: category(p.categoryId),
          language: p.language,
          playedAt: new Date(p.playedAt),
        })),
      )
      .onConflictDoNothing();
  return restored;
}

async function restoreCategories(tx: DbOrTx, before: CategoryBefore[]): Promise<number> {
  const taken = await tx
    .select({ internalId: categories.internalId })
    .from(categories)
    .where(
      inArray(
        categories.internalId,
        before.map((c) => c.internalId),
      ),
    );
  if (taken.length > 0)
    throw new AppError('bulk_undo_unavailable', {
      message: `A category with the internal ID ${taken[0]!.internalId} was added since; the deleted categories cannot come back`,
    });
  await tx.insert(categories).values(
    before.map((c) => ({
      id: c.id,
      title: c.title,
      internalId: c.internalId,
      language: c.language,
      imageUrl: c.imageUrl,
      isActive: c.isActive,
      createdAt: new Date(c.createdAt),
      updatedAt: new Date(c.updatedAt),
    })),
  );
  for (const c of before) {
    // Only rows still without a category: one given another category since keeps it.
    for (const part of chunks(c.titleIds))
      await tx
        .update(titles)
        .set({ categoryId: c.id })
        .where(and(inArray(titles.id, part), isNull(titles.categoryId)));
    for (const part of chunks(c.playedIds))
      await tx
        .update(userPlayedTitles)
        .set({ categoryId: c.id })
        .where(and(inArray(userPlayedTitles.id, part), isNull(userPlayedTitles.categoryId)));
  }
  return before.length;
}

async function moveTitlesBack(tx: DbOrTx, before: { id: string; categoryId: string | null }[], movedTo: string): Promise<number> {
  const liveCategories = await existingIds(
    tx,
    categories,
    before.flatMap((t) => (t.categoryId ? [t.categoryId] : [])),
  );
  let restored = 0;
  const groups = new Map<string | null, string[]>();
  for (const t of before)
    if (t.categoryId === null || liveCategories.has(t.categoryId)) groups.set(t.categoryId, [...(groups.get(t.categoryId) ?? []), t.id]);
  for (const [categoryId, ids] of groups) {
    // Only titles still where the action put them: one moved again since stays where it is.
    const rows = await tx
      .update(titles)
      .set({ categoryId })
      .where(and(inArray(titles.id, ids), eq(titles.categoryId, movedTo)))
      .returning({ id: titles.id });
    restored += rows.length;
  }
  return restored;
}

async function restoreActive(tx: DbOrTx, before: { id: string; isActive: boolean }[]): Promise<number> {
  let restored = 0;
  for (const isActive of [true, false]) {
    const ids = before.filter((c) => c.isActive === isActive).map((c) => c.id);
    if (ids.length === 0) continue;
    const rows = await tx
      .update(categories)
      .set({ isActive, updatedAt: new Date() })
      .where(inArray(categories.id, ids))
      .returning({ id: categories.id });
    restored += rows.length;
  }
  return restored;
}

export async function undoBulkAction({
  db,
  actor,
  id,
}: AdminWrite & {
  /** The action the admin means to undo; refused when a newer one exists. */
  id?: string | undefined;
}): Promise<{ undone: BulkAction; restored: number }> {
  return auditedWrite({ db, actor }, async (tx) => {
    await lockBulkActions(tx);
    const [last] = await tx.select().from(bulkActions).orderBy(desc(bulkActions.createdAt), desc(bulkActions.id)).limit(1).for('update');
    if (!last) throw new AppError('bulk_undo_unavailable');
    if (last.undoneAt) throw new AppError('bulk_undo_unavailable', { message: 'The last bulk action has already been undone' });
    if (id !== undefined && last.id !== id)
      throw new AppError('bulk_undo_unavailable', { message: 'A newer bulk action was made since; only the last one can be undone' });

    const before = last.before;
    const restored =
      last.targetType === 'title'
        ? last.kind === 'delete'
          ? await restoreTitles(tx, before as unknown as TitleBefore[])
          : await moveTitlesBack(tx, before as unknown as { id: string; categoryId: string | null }[], String(last.params?.categoryId))
        : last.kind === 'delete'
          ? await restoreCategories(tx, before as unknown as CategoryBefore[])
          : await restoreActive(tx, before as unknown as { id: string; isActive: boolean }[]);

    const [row] = await tx
      .update(bulkActions)
      .set({ undoneAt: sql`clock_timestamp()` })
      .where(eq(bulkActions.id, last.id))
      .returning();
    const undone = toBulkAction(row ?? last);
    const noun = last.targetType === 'title' ? 'titles' : 'categories';
    return {
      audit: {
        action: 'bulk_undo',
        target: { type: last.targetType, label: `undo ${last.kind} ${last.itemCount} ${noun}` },
        details: {
          targetType: last.targetType,
          kind: last.kind,
          count: last.itemCount,
          restored,
          bulkActionId: last.id,
          items: bulkItemsOf(before),
        },
      },
      answer: { undone, restored },
    };
  });
}
