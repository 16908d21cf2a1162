// The link that confirms an account's address, sent to it (texts in services/mail/auth-emails.ts).
import type { Language } from '@charades/shared/languages';
import type { DbOrTx } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { confirmationEmail } from '../mail/auth-emails.ts';
import { createOneTimeToken } from './one-time-token.ts';

const CONFIRM_TTL_MS = 24 * 60 * 60_000;

/** An account e-mail: the address and its language, the mailer, and the base of its link. */
export interface AccountMailOptions {
  db: DbOrTx;
  mailer: Mailer;
  publicUrl: string;
  email: string;
  language: Language;
}

export async function sendConfirmationEmail(opts: AccountMailOptions & { userId: string }): Promise<void> {
  const token = await createOneTimeToken({ db: opts.db, userId: opts.userId, purpose: 'email_confirmation', ttlMs: CONFIRM_TTL_MS });
  await opts.mailer.send(confirmationEmail({ to: opts.email, token, publicUrl: opts.publicUrl, language: opts.language }));
}
