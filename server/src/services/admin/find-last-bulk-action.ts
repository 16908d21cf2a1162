// GET /api/admin/bulk/last: the latest bulk action (what the undo would undo, when not undone yet).
import { desc } from 'drizzle-orm';
import type { BulkAction } from '@charades/shared/schemas/admin-bulk';
import type { DbOrTx } from '../../db/client.ts';
import { bulkActions } from '../../db/schema/index.ts';
import { toBulkAction } from './bulk-action-view.ts';

export async function findLastBulkAction({ db }: { db: DbOrTx }): Promise<BulkAction | null> {
  const [row] = await db.select().from(bulkActions).orderBy(desc(bulkActions.createdAt), desc(bulkActions.id)).limit(1);
  return row ? toBulkAction(row) : null;
}
