// docs/product.md#input-rules: an admin sets a user's games (tokens) to a number. Issue 17 §4: the admin names the
// balance they saw (expectedTokens); if it is no longer the balance (a purchase, a game or
// another admin changed it meanwhile) the write is refused with 409 balance_changed and the
// current balance, instead of silently overwriting that change. The balance change, its
// ledger row and the audit row are written together or not at all.
import { eq, sql } from 'drizzle-orm';
import type { AdminUser } from '@charades/shared/schemas/admin';
import { profiles, tokenLedger } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { lockRowById } from './lock-row-by-id.ts';
import { findAdminUser } from './find-admin-user.ts';

export interface SetUserTokensOptions extends AdminWrite {
  userId: string;
  tokens: number;
  /** The balance the admin saw when deciding on `tokens`. */
  expectedTokens: number;
  reason?: string | undefined;
}

export async function setUserTokens({ db, actor, userId, tokens, expectedTokens, reason }: SetUserTokensOptions): Promise<AdminUser> {
  return auditedWrite({ db, actor }, async (tx) => {
    // Locked: a game start or a purchase in flight cannot slip between the comparison and the
    // write, so what was compared is what is overwritten and the ledger's delta is exact.
    const before = await lockRowById(tx, profiles, userId, 'user_not_found');
    if (before.tokens !== expectedTokens) {
      throw new AppError('balance_changed', {
        message: `The balance changed since you opened this dialog: it is now ${before.tokens}; check it and try again`,
        details: [String(before.tokens)],
      });
    }
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
      details: { note: reason ?? null, adminEmail: actor.email },
    });
    const user = await findAdminUser({ db: tx, userId });
    if (!user) throw new AppError('user_not_found');
    return {
      audit: {
        action: 'token_update',
        target: { type: 'user', id: userId, label: before.email },
        details: { old_tokens: before.tokens, new_tokens: tokens, ...(reason ? { reason } : {}) },
      },
      answer: user,
    };
  });
}
