// docs/product.md#screens: deleting a title permanently deletes it and all associated data: the players'
// played-title rows go with it (ON DELETE CASCADE). Running games keep their own copy.
import { eq } from 'drizzle-orm';
import { titles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { titleAuditValues } from './admin-title.ts';

export async function deleteTitle({ db, actor, id }: AdminWrite & { id: string }): Promise<void> {
  await auditedWrite({ db, actor }, async (tx) => {
    const [before] = await tx.delete(titles).where(eq(titles.id, id)).returning();
    if (!before) throw new AppError('title_not_found');
    return {
      audit: { action: 'title_deleted', target: { type: 'title', id, label: before.title }, details: { before: titleAuditValues(before) } },
      answer: undefined,
    };
  });
}
