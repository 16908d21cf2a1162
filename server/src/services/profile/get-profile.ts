import { eq } from 'drizzle-orm';
import type { User } from '@charades/shared/schemas/auth';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';

/** The profile as the client sees it, or undefined when the user no longer exists. */
export async function getProfile({ db, userId }: { db: DbOrTx; userId: string }): Promise<User | undefined> {
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
  return { ...rest, emailConfirmed: emailConfirmedAt !== null, createdAt: createdAt.toISOString() };
}
