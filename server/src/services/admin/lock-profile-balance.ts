// The balance and e-mail of an account, its profile row locked until the caller's transaction
// ends: an admin's balance change reads the balance it changes, so its ledger delta is exact and
// no game start or purchase slips in between.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export async function lockProfileBalance(tx: DbOrTx, userId: string): Promise<{ tokens: number; email: string }> {
  const [row] = await tx
    .select({ tokens: profiles.tokens, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  if (!row) throw new AppError('user_not_found');
  return row;
}
