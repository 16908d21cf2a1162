// A free-tokens coupon (docs/product.md#game-flow): claimed, recorded and credited in ONE transaction, so a use
// is never counted without its tokens, nor tokens given without the use. Its redemption is a
// purchase (a Paid payment row of 0), so it lives with the payments, which use coupons; the
// coupons know nothing of payments.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { claimCoupon } from '../coupons/claim-coupon.ts';
import { recordFreePurchase } from './record-free-purchase.ts';
import { receiptOf } from './receipt.ts';

export async function redeemFreeCoupon(opts: { db: Db; userId: string; code: string }) {
  const paymentId = randomUUID();
  const tokens = await opts.db.transaction(async (tx) => {
    const coupon = await claimCoupon({ tx, code: opts.code, userId: opts.userId, paymentId, kind: 'free' });
    const freeTokens = coupon.freeTokens ?? 0;
    if (freeTokens < 1) throw new AppError('coupon_invalid');
    return recordFreePurchase(tx, { paymentId, userId: opts.userId, tokens: freeTokens, couponId: coupon.id });
  });
  const receipt = await receiptOf(opts.db, paymentId);
  if (!receipt) throw new Error('free redemption without its payment row');
  return { receipt, tokens };
}
