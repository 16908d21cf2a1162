// Checks credentials. Unknown e-mail and wrong password give the same error after the same
// amount of hashing work, so neither the answer nor its timing tells which it was.
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { findUserByEmail } from './find-user-by-email.ts';

export async function verifyCredentials(opts: {
  db: DbOrTx;
  email: string;
  password: string;
  requireConfirmedEmail: boolean;
}): Promise<{ userId: string }> {
  const user = await findUserByEmail({ db: opts.db, email: opts.email });
  if (!user) {
    await burnPasswordCheck(opts.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, opts.password))) throw invalidCredentials();
  if (opts.requireConfirmedEmail && !user.emailConfirmedAt) {
    throw new AppError('email_not_confirmed');
  }
  return { userId: user.id };
}

function invalidCredentials() {
  return new AppError('invalid_credentials');
}
