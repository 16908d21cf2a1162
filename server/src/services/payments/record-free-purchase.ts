// Tokens given without an invoice (a free-tokens coupon, or a discount down to 0): one Paid
// payment row of amount 0 with a 'FREE-<timestamp>' transaction id (docs/product.md#constants) and the credit,
// inside the caller's transaction. No invoice of 0 KWD is ever created.
import { findPackage } from '@charades/shared/packages';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { creditTokens } from './credit-tokens.ts';

export const FREE_GATEWAY = 'coupon';

export async function recordFreePurchase(
  tx: DbOrTx,
  opts: { paymentId: string; userId: string; tokens: number; couponId: string; packageId?: string },
): Promise<number> {
  await tx.insert(payments).values({
    id: opts.paymentId,
    userId: opts.userId,
    amount: '0.000',
    // A package discounted to nothing was worth its price; a free coupon's games have none.
    listAmount: opts.packageId ? (findPackage(opts.packageId)?.price ?? null) : null,
    currency: 'KWD',
    tokens: opts.tokens,
    packageId: opts.packageId ?? null,
    couponId: opts.couponId,
    paymentGateway: FREE_GATEWAY,
    status: 'Paid',
    transactionId: `FREE-${Date.now()}`,
    paidAt: new Date(),
  });
  return creditTokens(tx, { userId: opts.userId, tokens: opts.tokens, reason: 'coupon', reference: opts.paymentId, paidFils: 0 });
}
