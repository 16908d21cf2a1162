// Creates the credentials, the profile (1 token, role user) and the ledger row for the
// welcome token in one transaction.
import type { Language } from '@charades/shared/languages';
import type { Db } from '../../db/client.ts';
import { profiles, tokenLedger, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error.ts';

const NEW_PROFILE_TOKENS = 1;

export async function signUpUser(opts: {
  db: Db;
  email: string;
  password: string;
  language?: Language;
  confirmed: boolean;
}): Promise<{ userId: string; email: string }> {
  const passwordHash = await hashPassword(opts.password);
  try {
    return await opts.db.transaction(async (tx) => {
      const user = firstRow(
        await tx
          .insert(users)
          .values({ email: opts.email, passwordHash, emailConfirmedAt: opts.confirmed ? new Date() : null })
          .returning({ id: users.id, email: users.email }),
        'the new user',
      );
      await tx.insert(profiles).values({
        id: user.id,
        email: user.email,
        tokens: NEW_PROFILE_TOKENS,
        language: opts.language ?? 'en',
        role: 'user',
      });
      await tx.insert(tokenLedger).values({
        userId: user.id,
        delta: NEW_PROFILE_TOKENS,
        balanceAfter: NEW_PROFILE_TOKENS,
        reason: 'signup_grant',
      });
      return { userId: user.id, email: user.email };
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) {
      throw new AppError('user_already_exists');
    }
    throw err;
  }
}
