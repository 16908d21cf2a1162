import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeOneTimeToken } from './one-time-token.ts';

export async function confirmEmail(opts: { db: Db; token: string }): Promise<void> {
  await opts.db.transaction(async (tx) => {
    const result = await consumeOneTimeToken({ db: tx, token: opts.token, purpose: 'email_confirmation' });
    if (!result.ok) throw new AppError('confirmation_token_invalid');
    await tx
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, result.userId));
  });
}
