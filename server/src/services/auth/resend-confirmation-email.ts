// The confirmation link again, to an account that exists and is not confirmed yet; nothing
// otherwise (the caller answers the same either way).
import { findUserByEmail } from './find-user-by-email.ts';
import { sendConfirmationEmail, type AccountMailOptions } from './send-confirmation-email.ts';

export async function resendConfirmationEmail(opts: AccountMailOptions): Promise<void> {
  const user = await findUserByEmail({ db: opts.db, email: opts.email });
  if (!user || user.emailConfirmedAt) return;
  await sendConfirmationEmail({ ...opts, userId: user.id, email: user.email });
}
