// Issue 17 §4: an admin adds or removes games with a written reason. The change is applied to
// the balance as it is when the statement runs (tokens = greatest(0, tokens + delta)), never to
// a number the admin saw, so a purchase landing while the dialog was open is kept. A removal
// beyond the balance stops at zero; the ledger row carries the delta really applied, and both
// it and the audit row record what was asked. Balance, ledger and audit commit together.
// A support agent's change is at most SUPPORT_MAX_GAMES_ADJUST games either way (issue 32 §4).
import { eq, sql } from 'drizzle-orm';
import type { Person } from '@charades/shared/schemas/admin-person';
import { SUPPORT_MAX_GAMES_ADJUST, type StaffRole } from '@charades/shared/staff/staff-roles';
import { profiles, tokenLedger } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { lockRowById } from './lock-row-by-id.ts';
import { findPerson } from './find-person.ts';

export interface AdjustUserTokensOptions extends AdminWrite {
  userId: string;
  delta: number;
  reason: string;
  /** The acting staff member's role: support's changes are small ones. */
  actorRole: StaffRole;
}

export async function adjustUserTokens({ db, actor, actorRole, userId, delta, reason }: AdjustUserTokensOptions): Promise<Person> {
  if (actorRole === 'support' && Math.abs(delta) > SUPPORT_MAX_GAMES_ADJUST) throw new AppError('support_adjust_limit');
  return auditedWrite({ db, actor }, async (tx) => {
    // The lock only makes the recorded old balance (and so the applied delta) exact; the update
    // below is relative either way. A purchase in flight waits for this commit, then adds to
    // the adjusted balance.
    const before = await lockRowById(tx, profiles, userId, 'user_not_found');
    const [after] = await tx
      .update(profiles)
      .set({ tokens: sql`greatest(0, ${profiles.tokens} + ${delta})`, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning({ tokens: profiles.tokens });
    if (!after) throw new AppError('user_not_found');
    const applied = after.tokens - before.tokens;
    await tx.insert(tokenLedger).values({
      userId,
      delta: applied,
      balanceAfter: after.tokens,
      reason: 'admin_adjust',
      reference: actor.id,
      details: { note: reason, adminEmail: actor.email, asked: delta, applied },
    });
    return {
      audit: {
        action: 'tokens_adjust',
        target: { type: 'user', id: userId, label: before.email },
        details: { delta, applied, old_tokens: before.tokens, new_tokens: after.tokens, reason },
      },
      answer: await findPerson({ db: tx, userId }),
    };
  });
}
