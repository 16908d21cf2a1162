// A row an admin change reads and then writes, locked FOR UPDATE until the change's transaction
// ends: what the change checked (a coupon's used count, a category's values for the audit row's
// "before") is still what it overwrites, and a concurrent change of the same row waits.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '@charades/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** The row whose id is `id`, locked; `notFound` is thrown when there is none. */
export async function lockRowById<T extends PgTable & { id: PgColumn }>(
  tx: DbOrTx,
  table: T,
  id: string,
  notFound: ErrorCode,
): Promise<T['$inferSelect']> {
  // Drizzle cannot type a select from a table it knows only as generic, so it reads a plain
  // PgTable and the row is given back its table's type.
  const source: PgTable = table;
  const rows: unknown[] = await tx.select().from(source).where(eq(table.id, id)).for('update');
  const [row] = rows as T['$inferSelect'][];
  if (!row) throw new AppError(notFound);
  return row;
}
