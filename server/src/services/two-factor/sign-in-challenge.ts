// Issue 32 §4: the second step of a staff sign-in. The password step answers a challenge (an
// opaque token, stored hashed, valid for TWO_FACTOR_CHALLENGE_MINUTES) instead of a session;
// the verify step trades the challenge and a code (the authenticator's, or one recovery code)
// for the session. A challenge takes TWO_FACTOR_MAX_FAILURES wrong codes, then is dead and the
// sign-in starts again from the password, which has its own throttles.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isStaffRole } from '@charades/shared/staff/staff-roles';
import type { Db } from '../../db/client.ts';
import { profiles, staffTwoFactor, twoFactorChallenges } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newOpaqueToken } from '../../lib/secure-token.ts';
import { matchTotp } from '../../lib/totp.ts';
import { spendRecoveryCode } from './recovery-codes.ts';

export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
export const TWO_FACTOR_MAX_FAILURES = 5;

/** A challenge when the account is staff with its second factor on, else null (sign in now). */
export async function challengeIfNeeded(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ role: profiles.role, confirmedAt: staffTwoFactor.confirmedAt })
    .from(profiles)
    .innerJoin(staffTwoFactor, eq(staffTwoFactor.userId, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row?.confirmedAt || !isStaffRole(row.role)) return null;
  const challenge = newOpaqueToken();
  await db.insert(twoFactorChallenges).values({
    userId,
    tokenHash: hashToken(challenge),
    expiresAt: new Date(Date.now() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000),
  });
  return challenge;
}

type Outcome =
  { ok: true; userId: string; recoveryCodeUsed: boolean } | { ok: false; code: 'two_factor_code_invalid' | 'two_factor_challenge_expired' };

/** The account the challenge signs in once the code is right. A wrong code is counted (the
 *  count commits with the refusal), so the refusal is thrown after the transaction. */
export async function verifyChallenge({ db, challenge, code }: { db: Db; challenge: string; code: string }) {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select({ id: twoFactorChallenges.id, userId: twoFactorChallenges.userId, failures: twoFactorChallenges.failures })
      .from(twoFactorChallenges)
      .where(
        and(
          eq(twoFactorChallenges.tokenHash, hashToken(challenge)),
          isNull(twoFactorChallenges.usedAt),
          gt(twoFactorChallenges.expiresAt, sql`now()`),
        ),
      )
      .for('update');
    if (!row || row.failures >= TWO_FACTOR_MAX_FAILURES) return { ok: false, code: 'two_factor_challenge_expired' };
    const [factor] = await tx.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, row.userId)).for('update');
    if (!factor?.confirmedAt) return { ok: false, code: 'two_factor_challenge_expired' };
    const step = matchTotp(factor.secret, code, Date.now(), factor.lastUsedStep);
    const recoveryCodeUsed = step === null && (await spendRecoveryCode(tx, row.userId, code));
    if (step === null && !recoveryCodeUsed) {
      await tx
        .update(twoFactorChallenges)
        .set({ failures: sql`${twoFactorChallenges.failures} + 1` })
        .where(eq(twoFactorChallenges.id, row.id));
      return { ok: false, code: 'two_factor_code_invalid' };
    }
    if (step !== null) await tx.update(staffTwoFactor).set({ lastUsedStep: step }).where(eq(staffTwoFactor.userId, row.userId));
    await tx
      .update(twoFactorChallenges)
      .set({ usedAt: sql`now()` })
      .where(eq(twoFactorChallenges.id, row.id));
    return { ok: true, userId: row.userId, recoveryCodeUsed };
  });
  if (!outcome.ok) throw new AppError(outcome.code);
  return outcome;
}
