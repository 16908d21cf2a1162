// Bulk actions on titles and categories (issue 17 §5): one request changes the selected rows
// in one transaction with one audit row, and the last bulk action can be undone.
import { z } from 'zod';

/** The most rows one bulk action takes: a page of the admin lists is at most 500. */
export const BULK_MAX_ITEMS = 1000;

const ids = (notFound: 'title_not_found' | 'category_not_found') =>
  z
    .array(z.uuid(notFound), { error: 'bulk_selection_empty' })
    .min(1, 'bulk_selection_empty')
    .max(BULK_MAX_ITEMS, 'bulk_selection_too_large')
    // The same row picked twice is one row.
    .transform((list) => [...new Set(list)]);

export const titleBulkBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('delete'), ids: ids('title_not_found') }),
  z.object({ action: z.literal('move'), ids: ids('title_not_found'), categoryId: z.uuid('title_category_required') }),
]);
export type TitleBulkBody = z.input<typeof titleBulkBody>;

export const categoryBulkBody = z.object({
  action: z.enum(['delete', 'activate', 'deactivate']),
  ids: ids('category_not_found'),
});
export type CategoryBulkBody = z.input<typeof categoryBulkBody>;

export const bulkTargetType = z.enum(['title', 'category']);
export const bulkKind = z.enum(['delete', 'move', 'activate', 'deactivate']);
export type BulkKind = z.infer<typeof bulkKind>;

/** A bulk action as the admin sees it: what the undo button would undo. */
export const bulkActionSchema = z.object({
  id: z.string(),
  targetType: bulkTargetType,
  kind: bulkKind,
  count: z.number().int(),
  /** For a move: the category the titles went to. */
  categoryId: z.string().nullable(),
  /** For a category delete: the titles it left without a category. */
  titlesLeftWithoutCategory: z.number().int().nullable(),
  adminEmail: z.string().nullable(),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
});
export type BulkAction = z.infer<typeof bulkActionSchema>;

export const bulkActionResponse = z.object({ bulk: bulkActionSchema });
/** GET /api/admin/bulk/last: the latest bulk action, or null; undoable when undoneAt is null. */
export const lastBulkActionResponse = z.object({ bulk: bulkActionSchema.nullable() });

/** The undo names the action it means (the one the admin saw): another admin's newer bulk
 *  action, or an undo done meanwhile in another tab, is then refused, not undone instead. */
export const bulkUndoBody = z.object({ id: z.uuid('bulk_undo_unavailable').optional() });
export const bulkUndoResponse = z.object({ undone: bulkActionSchema, restored: z.number().int() });
export type BulkUndoResult = z.infer<typeof bulkUndoResponse>;
