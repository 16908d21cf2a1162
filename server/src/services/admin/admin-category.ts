// A categories row as the admin API answers it (shared/src/schemas/admin.ts).
import type { AdminCategory } from '@charades/shared/schemas/admin';
import type { categories } from '../../db/schema/index.ts';

export function toAdminCategory(row: typeof categories.$inferSelect, titleCount: number): AdminCategory {
  return {
    id: row.id,
    title: row.title,
    internalId: row.internalId,
    language: row.language,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    kind: row.kind,
    audience: row.audience,
    featuredFrom: row.featuredFrom,
    featuredUntil: row.featuredUntil,
    titleCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields an audit row's before/after shows. */
export function categoryAuditValues(row: typeof categories.$inferSelect) {
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
