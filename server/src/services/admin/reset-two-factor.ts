// Issue 32 §4: an admin turns off a staff member's second factor (a lost phone with the
// recovery codes gone). Audited as two_factor_reset with the reason; the account's secret,
// recovery codes and open sign-in challenges go, and its sessions no longer count as having
// passed a second factor. It then enrols again (with STAFF_TWO_FACTOR=required, before it can
// do anything else in the admin area). Never one's own: a stolen session must not be able to
// remove the factor that guards the account.
import { eq } from 'drizzle-orm';
import type { Person } from '@charades/shared/schemas/admin-person';
import { authSessions, profiles, staffRecoveryCodes, staffTwoFactor, twoFactorChallenges } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { findPerson } from './find-person.ts';
import { lockRowById } from './lock-row-by-id.ts';

export async function resetTwoFactor({ db, actor, userId, reason }: AdminWrite & { userId: string; reason: string }): Promise<Person> {
  if (userId === actor.id) throw new AppError('cannot_change_own_account');
  return auditedWrite({ db, actor }, async (tx) => {
    const person = await lockRowById(tx, profiles, userId, 'user_not_found');
    const removed = await tx
      .delete(staffTwoFactor)
      .where(eq(staffTwoFactor.userId, userId))
      .returning({ confirmedAt: staffTwoFactor.confirmedAt });
    if (!removed[0]?.confirmedAt) throw new AppError('two_factor_not_enabled');
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
    await tx.update(authSessions).set({ twoFactorAt: null }).where(eq(authSessions.userId, userId));
    return {
      audit: { action: 'two_factor_reset', target: { type: 'user', id: userId, label: person.email }, details: { reason } },
      answer: await findPerson({ db: tx, userId }),
    };
  });
}
