import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { releaseCoupon } from '../coupons/claim-coupon.ts';

/** Pending → Failed with its evidence, and the reserved coupon released; once. */
export async function failPayment(db: Db, paymentId: string, evidence: Record<string, unknown>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: 'Failed', gatewayData: evidence, updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'Pending')))
      .returning({ id: payments.id });
    if (!row) return false;
    await releaseCoupon(tx, paymentId);
    return true;
  });
}
