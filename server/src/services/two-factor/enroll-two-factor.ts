// Issue 32 §4: a staff member turns on their second factor in two steps. Enrol makes a new
// secret (replacing an unconfirmed one: a QR code scanned on the wrong phone is simply asked
// for again) and answers it with the otpauth:// address for the QR code; confirm checks a
// first code from the app, turns the factor on, marks the session it was done on as having
// passed it, and answers the recovery codes, the only time they are shown. Both are the
// account's own acts, so both are audited with the account as the actor.
import { eq, sql } from 'drizzle-orm';
import type { TwoFactorEnrollResponse } from '@charades/shared/schemas/two-factor';
import { isStaffRole } from '@charades/shared/staff/staff-roles';
import type { Db } from '../../db/client.ts';
import { authSessions, profiles, staffTwoFactor } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from '../../lib/totp.ts';
import { recordAudit, type AuditActor } from '../admin/record-audit.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';

/** The name an authenticator app lists the account under. */
export const TOTP_ISSUER = 'Charades';

async function staffEmailOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ email: profiles.email, role: profiles.role }).from(profiles).where(eq(profiles.id, userId));
  if (!row || !isStaffRole(row.role)) throw new AppError('two_factor_staff_only');
  return row.email;
}

export async function enrollTwoFactor({ db, userId }: { db: Db; userId: string }): Promise<TwoFactorEnrollResponse> {
  const email = await staffEmailOf(db, userId);
  const secret = newTotpSecret();
  // Replaces an unconfirmed secret; a confirmed one is kept (the where clause), and then the
  // account is told it already has one.
  const written = await db
    .insert(staffTwoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: staffTwoFactor.userId,
      set: { secret, createdAt: sql`now()`, lastUsedStep: null },
      setWhere: sql`${staffTwoFactor.confirmedAt} is null`,
    })
    .returning({ userId: staffTwoFactor.userId });
  if (written.length === 0) throw new AppError('two_factor_already_enabled');
  return { secret, otpauthUrl: otpauthUrl({ secret, account: email, issuer: TOTP_ISSUER }) };
}

export async function confirmTwoFactor(opts: {
  db: Db;
  actor: AuditActor & { id: string };
  sessionId: string;
  code: string;
}): Promise<string[]> {
  const { db, actor, sessionId, code } = opts;
  const email = await staffEmailOf(db, actor.id);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, actor.id)).for('update');
    if (!row) throw new AppError('two_factor_not_enrolling');
    if (row.confirmedAt) throw new AppError('two_factor_already_enabled');
    const step = matchTotp(row.secret, code, Date.now(), null);
    if (step === null) throw new AppError('two_factor_code_invalid');
    await tx
      .update(staffTwoFactor)
      .set({ confirmedAt: sql`now()`, lastUsedStep: step })
      .where(eq(staffTwoFactor.userId, actor.id));
    await tx
      .update(authSessions)
      .set({ twoFactorAt: sql`now()` })
      .where(eq(authSessions.id, sessionId));
    const codes = await issueRecoveryCodes(tx, actor.id);
    await recordAudit(tx, { actor, action: 'two_factor_enabled', target: { type: 'user', id: actor.id, label: email } });
    return codes;
  });
}
