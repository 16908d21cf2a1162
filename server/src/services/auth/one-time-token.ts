// Password-reset and e-mail-confirmation tokens: created hashed, consumed at most once.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema/index.ts';
import { hashToken, newOpaqueToken } from '../../lib/secure-token.ts';

export type OneTimePurpose = 'password_reset' | 'email_confirmation';

/** Issues a fresh token and retires any earlier unused one for the same purpose. */
export async function createOneTimeToken(opts: { db: DbOrTx; userId: string; purpose: OneTimePurpose; ttlMs: number }): Promise<string> {
  await opts.db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.userId, opts.userId), eq(oneTimeTokens.purpose, opts.purpose), isNull(oneTimeTokens.usedAt)));
  const token = newOpaqueToken();
  await opts.db.insert(oneTimeTokens).values({
    userId: opts.userId,
    purpose: opts.purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + opts.ttlMs),
  });
  return token;
}

export type ConsumeResult = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether the token could be consumed now, without consuming it: lets a caller refuse a bad
 *  token before doing expensive work (hashing a new password) for it. */
export async function checkOneTimeToken(opts: { db: DbOrTx; token: string; purpose: OneTimePurpose }): Promise<ConsumeResult> {
  const [row] = await opts.db
    .select({
      userId: oneTimeTokens.userId,
      usedAt: oneTimeTokens.usedAt,
      live: sql<boolean>`${oneTimeTokens.expiresAt} > now()`,
    })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(opts.token)), eq(oneTimeTokens.purpose, opts.purpose)));
  if (!row || row.usedAt) return { ok: false, reason: 'invalid' };
  if (!row.live) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.userId };
}

/** Atomically marks the token used; only one caller can ever succeed with a given token. */
export async function consumeOneTimeToken(opts: { db: DbOrTx; token: string; purpose: OneTimePurpose }): Promise<ConsumeResult> {
  const tokenHash = hashToken(opts.token);
  const [used] = await opts.db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, opts.purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  if (used) return { ok: true, userId: used.userId };
  const [row] = await opts.db
    .select({ usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, opts.purpose)));
  return { ok: false, reason: row && !row.usedAt ? 'expired' : 'invalid' };
}
