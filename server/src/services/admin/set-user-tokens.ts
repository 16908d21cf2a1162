// SPEC §5: an admin sets a user's games (tokens) to a number. The balance change, its ledger
// row and the audit row are written together or not at all.
import { eq, sql } from 'drizzle-orm';
import type { AdminUser } from '@charades/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { profiles, tokenLedger } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from './record-audit.ts';
import { findAdminUser } from './find-admin-user.ts';

export interface SetUserTokensOptions {
  db: Db;
  actor: AuditActor;
  userId: string;
  tokens: number;
}

export async function setUserTokens({ db, actor, userId, tokens }: SetUserTokensOptions): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    // Locked: a game start or a purchase in flight cannot slip between the read and the write,
    // so the ledger's delta is exact.
    const [before] = await tx
      .select({ tokens: profiles.tokens, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    if (!before) throw new AppError('user_not_found');
    await tx
      .update(profiles)
      .set({ tokens, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId));
    await tx.insert(tokenLedger).values({
      userId,
      delta: tokens - before.tokens,
      balanceAfter: tokens,
      reason: 'admin_set',
      reference: actor.id,
    });
    await recordAudit(tx, {
      actor,
      action: 'token_update',
      target: { type: 'user', id: userId, label: before.email },
      details: { old_tokens: before.tokens, new_tokens: tokens },
    });
    const user = await findAdminUser({ db: tx, userId });
    if (!user) throw new AppError('user_not_found');
    return user;
  });
}
