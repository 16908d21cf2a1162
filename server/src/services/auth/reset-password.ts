// Sets a new password from a reset link. The link proves the e-mail, so it also confirms
// it; every existing session is signed out, since the old password may have leaked, and the
// TVs they paired are unlinked.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeTvLinksOfSessions } from '../tv/revoke-tv-links.ts';
import { checkOneTimeToken, consumeOneTimeToken } from './one-time-token.ts';

export async function resetPassword(opts: { db: Db; token: string; password: string }): Promise<void> {
  // The token first: a bad link is refused for the price of one indexed read, not an argon2
  // hash. It is consumed (atomically, once) only after the hash, inside the transaction.
  const checked = await checkOneTimeToken({ db: opts.db, token: opts.token, purpose: 'password_reset' });
  if (!checked.ok) throw tokenError(checked.reason);
  const passwordHash = await hashPassword(opts.password);
  await opts.db.transaction(async (tx) => {
    const result = await consumeOneTimeToken({ db: tx, token: opts.token, purpose: 'password_reset' });
    // Used or expired between the check and now (a second tab, a race): the same refusal.
    if (!result.ok) throw tokenError(result.reason);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()`, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(eq(users.id, result.userId));
    const ended = await tx
      .update(authSessions)
      .set({ revokedAt: sql`now()`, revokedReason: 'password_reset' })
      .where(and(eq(authSessions.userId, result.userId), isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id });
    await revokeTvLinksOfSessions(
      tx,
      ended.map((s) => s.id),
    );
  });
}

function tokenError(reason: 'invalid' | 'expired') {
  return reason === 'expired' ? new AppError('reset_token_expired') : new AppError('reset_token_invalid');
}
