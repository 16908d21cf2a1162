// One account as the person page shows it (issue 17 §4): the users-list row plus the profile's
// language, whether the e-mail is confirmed, the role a suspension replaced, the money refunded
// and how many games they started. Sums are integer fils; test (sandbox) payments are not money.
import { and, eq, ne, sql } from 'drizzle-orm';
import { formatFils } from '@charades/shared/money';
import { SANDBOX_GATEWAY } from '@charades/shared/test-payments';
import type { Person } from '@charades/shared/schemas/admin-person';
import type { DbOrTx } from '../../db/client.ts';
import { gameSessions, paymentRefunds, payments, profiles, staffTwoFactor, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminUserColumns, toAdminUser } from './admin-user-columns.ts';

const refundedFils = sql<string>`coalesce((
  select sum(round(${paymentRefunds.amount} * 1000))::bigint
  from ${paymentRefunds} join ${payments} on ${payments.id} = ${paymentRefunds.paymentId}
  where ${and(eq(payments.userId, profiles.id), ne(payments.paymentGateway, SANDBOX_GATEWAY), eq(paymentRefunds.status, 'Succeeded'))}
), 0)`;

export async function findPerson({ db, userId }: { db: DbOrTx; userId: string }): Promise<Person> {
  const [row] = await db
    .select({
      ...adminUserColumns,
      language: profiles.language,
      emailConfirmedAt: users.emailConfirmedAt,
      refundedFils,
      gamesCount: sql<number>`(select count(*)::int from ${gameSessions} where ${gameSessions.userId} = ${profiles.id})`,
      twoFactorEnabled: sql<boolean>`exists (select 1 from ${staffTwoFactor} where ${staffTwoFactor.userId} = ${profiles.id} and ${staffTwoFactor.confirmedAt} is not null)`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) throw new AppError('user_not_found');
  const { language, emailConfirmedAt, refundedFils: refunded, gamesCount, twoFactorEnabled, ...listed } = row;
  return {
    ...toAdminUser(listed),
    language,
    emailConfirmed: emailConfirmedAt !== null,
    refundedTotal: formatFils(Number(refunded)),
    gamesCount: Number(gamesCount),
    twoFactorEnabled: Boolean(twoFactorEnabled),
  };
}
