// Bulk actions (issue 17 §5): the pieces the bulk services share. Every bulk action and every
// undo first takes one transaction-level advisory lock, so they run one at a time: "the last
// bulk action" is then always the one committed last, and two undos cannot both run.
import { sql } from 'drizzle-orm';
import type { BulkAction } from '@charades/shared/schemas/admin-bulk';
import type { DbOrTx } from '../../db/client.ts';
import { bulkActions } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import type { AuditActor } from './record-audit.ts';
import type { AuditedChange } from './audited-write.ts';

const BULK_LOCK_KEY = 72_616_467;

export async function lockBulkActions(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BULK_LOCK_KEY})`);
}

type BulkRow = typeof bulkActions.$inferSelect;

export function toBulkAction(row: BulkRow): BulkAction {
  const params = row.params ?? {};
  return {
    id: row.id,
    targetType: row.targetType,
    kind: row.kind as BulkAction['kind'],
    count: row.itemCount,
    categoryId: typeof params.categoryId === 'string' ? params.categoryId : null,
    titlesLeftWithoutCategory: typeof params.titlesLeftWithoutCategory === 'number' ? params.titlesLeftWithoutCategory : null,
    adminEmail: row.adminEmail,
    createdAt: row.createdAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

/** Writes the bulk_actions row (the rows as they were, for the undo); answers it with its one audit row. */
export async function writeBulkAction(
  tx: DbOrTx,
  {
    actor,
    targetType,
    kind,
    before,
    params,
  }: {
    actor: AuditActor;
    targetType: 'title' | 'category';
    kind: BulkAction['kind'];
    before: Record<string, unknown>[];
    params: Record<string, unknown>;
  },
): Promise<AuditedChange<BulkAction>> {
  const row = firstRow(
    await tx
      .insert(bulkActions)
      .values({
        targetType,
        kind,
        itemCount: before.length,
        before,
        params,
        adminId: actor.id,
        adminEmail: actor.email,
        // The clock at commit time, not the transaction's start: a bulk action that waited for
        // the lock behind another one is the later of the two.
        createdAt: sql`clock_timestamp()`,
      })
      .returning(),
    'the bulk action',
  );
  const noun = targetType === 'title' ? 'titles' : 'categories';
  return {
    audit: {
      action: 'bulk_action',
      target: { type: targetType, label: `${kind} ${before.length} ${noun}` },
      details: { targetType, kind, count: before.length, bulkActionId: row.id, ...params, items: bulkItemsOf(before) },
    },
    answer: toBulkAction(row),
  };
}

/** Every row a bulk action touched, by id and name, for its audit rows (issue 32 §1): the log
 *  says which titles went, not only how many. */
export function bulkItemsOf(before: readonly Record<string, unknown>[]): { id: string; title: string }[] {
  return before.map((row) => ({ id: String(row.id), title: String(row.title) }));
}

/** Refuses the whole action when any selected row is gone: nothing changes. */
export function missingRowsMessage(missing: number, total: number, noun: string): string {
  return `${missing} of the ${total} selected ${noun} no longer exist; nothing was changed`;
}
