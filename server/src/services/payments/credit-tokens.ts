import { eq, sql } from 'drizzle-orm';
import { formatFils } from '@charades/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, tokenLedger } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export interface CreditTokensOptions {
  userId: string;
  tokens: number;
  reason: 'purchase' | 'coupon';
  /** The payment id. */
  reference: string;
  /** Money paid, counted in the profile's totals; 0 for free tokens (not a payment). */
  paidFils: number;
}

/** Adds tokens with their ledger row, inside the caller's transaction; the new balance. */
export async function creditTokens(tx: DbOrTx, opts: CreditTokensOptions): Promise<number> {
  const paid = opts.paidFils > 0;
  const [row] = await tx
    .update(profiles)
    .set({
      tokens: sql`${profiles.tokens} + ${opts.tokens}`,
      ...(paid
        ? {
            totalPaymentsCount: sql`${profiles.totalPaymentsCount} + 1`,
            totalAmountPaid: sql`${profiles.totalAmountPaid} + ${formatFils(opts.paidFils)}::numeric`,
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.id, opts.userId))
    .returning({ tokens: profiles.tokens });
  if (!row) throw new AppError('unauthorized');
  await tx.insert(tokenLedger).values({
    userId: opts.userId,
    delta: opts.tokens,
    balanceAfter: row.tokens,
    reason: opts.reason,
    reference: opts.reference,
  });
  return row.tokens;
}
