// A categories row as the admin API answers it (shared/src/schemas/admin.ts), and as its
// audit rows show it: the same fields, so a field added to the one is in the other.
import type { AdminCategory } from '@charades/shared/schemas/admin';
import type { categories } from '../../db/schema/index.ts';

type CategoryRow = typeof categories.$inferSelect;

/** The fields an audit row's before/after shows: what an admin edits. */
export function categoryAuditValues(row: CategoryRow) {
  return {
    title: row.title,
    internalId: row.internalId,
    language: row.language,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    kind: row.kind,
    audience: row.audience,
    featuredFrom: row.featuredFrom,
    featuredUntil: row.featuredUntil,
  };
}

export function toAdminCategory(row: CategoryRow, titleCount: number): AdminCategory {
  return {
    id: row.id,
    ...categoryAuditValues(row),
    titleCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
