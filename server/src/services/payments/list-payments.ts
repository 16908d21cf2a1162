import { desc, eq } from 'drizzle-orm';
import { isTestGateway } from '@charades/shared/test-payments';
import type { DbOrTx } from '../../db/client.ts';
import { coupons, payments } from '../../db/schema/index.ts';
import { paymentViewStatusOf } from './payment-view-status.ts';

/** The user's own payments and free redemptions, newest first (docs/product.md#screens, #server-calls). */
export async function listPayments({ db, userId }: { db: DbOrTx; userId: string }) {
  const rows = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      currency: payments.currency,
      tokens: payments.tokens,
      paymentGateway: payments.paymentGateway,
      status: payments.status,
      refundedAmount: payments.refundedAmount,
      transactionId: payments.transactionId,
      couponCode: coupons.code,
      gatewayData: payments.gatewayData,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .leftJoin(coupons, eq(coupons.id, payments.couponId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(200);
  return rows.map(({ gatewayData, status, ...r }) => ({
    ...r,
    status: paymentViewStatusOf(status, r.refundedAmount),
    // The card network, as the receipt shows it (receipt.ts).
    paymentMethod: typeof gatewayData?.paymentMethod === 'string' ? gatewayData.paymentMethod : null,
    test: isTestGateway(r.paymentGateway),
    createdAt: r.createdAt.toISOString(),
  }));
}
