// Where a staff account stands with its second factor (issue 32 §4), for the profile and the
// admin guard: whether it is on, how many recovery codes are left, and whether this session
// passed it.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { StaffTwoFactorState } from '@charades/shared/schemas/two-factor';
import type { StaffTwoFactorMode } from '@charades/shared/staff/staff-roles';
import type { DbOrTx } from '../../db/client.ts';
import { authSessions, staffRecoveryCodes, staffTwoFactor } from '../../db/schema/index.ts';

/** The profile's view of it, for the session the profile is read by (if known). */
export async function staffTwoFactorState(
  db: DbOrTx,
  userId: string,
  mode: StaffTwoFactorMode,
  sessionId: string | undefined,
): Promise<StaffTwoFactorState> {
  const [row] = await db.select({ confirmedAt: staffTwoFactor.confirmedAt }).from(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
  const enabled = Boolean(row?.confirmedAt);
  const thisSession = enabled && sessionId !== undefined && (await sessionTwoFactor(db, userId, sessionId)).passed;
  const [left] = enabled
    ? await db
        .select({ n: count() })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)))
    : [{ n: 0 }];
  return { enabled, required: mode === 'required', recoveryCodesLeft: left?.n ?? 0, thisSession };
}

/** What the admin guard needs, in one read: is the account's second factor on, and did this
 *  session pass it. */
export async function sessionTwoFactor(db: DbOrTx, userId: string, sessionId: string): Promise<{ enabled: boolean; passed: boolean }> {
  const [row] = await db
    .select({ passedAt: authSessions.twoFactorAt, confirmedAt: staffTwoFactor.confirmedAt })
    .from(authSessions)
    .leftJoin(staffTwoFactor, eq(staffTwoFactor.userId, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)));
  return { enabled: Boolean(row?.confirmedAt), passed: Boolean(row?.passedAt) };
}
