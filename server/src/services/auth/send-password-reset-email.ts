// A password reset link, to an account that exists; nothing otherwise (the caller answers the
// same either way). Texts in services/mail/auth-emails.ts.
import { passwordResetEmail } from '../mail/auth-emails.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { createOneTimeToken } from './one-time-token.ts';
import type { AccountMailOptions } from './send-confirmation-email.ts';

const RESET_TTL_MS = 60 * 60_000;

export async function sendPasswordResetEmail(opts: AccountMailOptions): Promise<void> {
  const user = await findUserByEmail({ db: opts.db, email: opts.email });
  if (!user) return;
  const token = await createOneTimeToken({ db: opts.db, userId: user.id, purpose: 'password_reset', ttlMs: RESET_TTL_MS });
  await opts.mailer.send(passwordResetEmail({ to: user.email, token, publicUrl: opts.publicUrl, language: opts.language }));
}
