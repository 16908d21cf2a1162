import { eq } from 'drizzle-orm';
import type { User } from '@charades/shared/schemas/auth';
import { isStaffRole, type StaffTwoFactorMode } from '@charades/shared/staff/staff-roles';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { staffTwoFactorState } from '../two-factor/two-factor-state.ts';

/** The profile as the client sees it, or undefined when the user no longer exists. A staff
 *  account's also says where its second factor stands (STAFF_TWO_FACTOR as `staffTwoFactor`). */
export async function getProfile({
  db,
  userId,
  staffTwoFactor = 'optional',
  sessionId,
}: {
  db: DbOrTx;
  userId: string;
  staffTwoFactor?: StaffTwoFactorMode | undefined;
  /** The session reading it: a staff profile says whether this session passed the factor. */
  sessionId?: string | undefined;
}): Promise<User | undefined> {
  const [row] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      tokens: profiles.tokens,
      role: profiles.role,
      language: profiles.language,
      familyOnly: profiles.familyOnly,
      totalPaymentsCount: profiles.totalPaymentsCount,
      totalAmountPaid: profiles.totalAmountPaid,
      emailConfirmedAt: users.emailConfirmedAt,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) return undefined;
  const { emailConfirmedAt, createdAt, ...rest } = row;
  const user: User = { ...rest, emailConfirmed: emailConfirmedAt !== null, createdAt: createdAt.toISOString() };
  if (isStaffRole(row.role)) user.staffTwoFactor = await staffTwoFactorState(db, userId, staffTwoFactor, sessionId);
  return user;
}
