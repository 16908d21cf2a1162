import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { releaseCoupon } from '../coupons/claim-coupon.ts';

/** Pending → Failed with its evidence, and the reserved coupon released; once. With
 *  `evenIfFailed`, a Failed payment's evidence is replaced too (a mismatch found later);
 *  a Paid payment is never touched. */
export async function failPayment(
  db: Db,
  paymentId: string,
  evidence: Record<string, unknown>,
  opts: { evenIfFailed?: boolean } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: 'Failed', gatewayData: evidence, updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), opts.evenIfFailed ? ne(payments.status, 'Paid') : eq(payments.status, 'Pending')))
      .returning({ id: payments.id });
    if (!row) return false;
    // Idempotent: a coupon already released has no redemption row left.
    await releaseCoupon(tx, paymentId);
    return true;
  });
}
