// The guard against losing the last admin under concurrency. Every change that can remove an
// admin (demote, suspend, delete) first locks ALL admin profile rows, always in id order so two
// such changes never deadlock. The second of two concurrent changes waits for the first, then
// re-reads the rows (READ COMMITTED re-checks `role = 'admin'` on the new version), so it sees
// the admin set as the first left it: two admins demoting each other leave one admin.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

/** The ids of the admins as of now, locked until the caller's transaction ends. */
export async function lockAdmins({ tx }: { tx: DbOrTx }): Promise<string[]> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.role, 'admin'))
    .orderBy(asc(profiles.id))
    .for('update');
  return rows.map((r) => r.id);
}
