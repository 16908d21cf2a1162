// DELETE /api/admin/coupons/:id.
//
// Why deleting is allowed even while payments that used the coupon are pending: a pending
// payment's price was fixed (discount included) when it was created, and settle-payment reads
// the coupon only to count a use again for a payment that had failed. On delete,
// payments.coupon_id becomes NULL (ON DELETE SET NULL) and the coupon's redemption rows go
// with it (cascade), so settling finds no coupon, skips that step and credits the tokens; a
// failing payment finds no reservation to release. What is lost is the coupon's history
// (receipts no longer name the code, per-user counts start again if the code is re-created):
// an admin who wants to keep it switches the coupon to inactive instead. The audit row says
// how many uses and pending payments the coupon had.
import { and, count, eq } from 'drizzle-orm';
import { coupons, payments } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import { editableCouponFields } from './coupon-view.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { lockRowById } from './lock-row-by-id.ts';

export interface DeleteCouponOptions extends AdminWrite {
  id: string;
}

export async function deleteCoupon({ db, actor, id }: DeleteCouponOptions): Promise<void> {
  await auditedWrite({ db, actor }, async (tx) => {
    // The lock makes a claim of this coupon wait, then find no coupon.
    const current = await lockRowById(tx, coupons, id, 'coupon_not_found');
    const pending = firstRow(
      await tx
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.couponId, id), eq(payments.status, 'Pending'))),
      'pending payments of the coupon',
    ).n;
    await tx.delete(coupons).where(eq(coupons.id, id));
    return {
      audit: {
        action: 'coupon_deleted',
        target: { type: 'coupon', id: current.id, label: current.code },
        details: { before: { ...editableCouponFields(current), usedCount: current.usedCount }, pendingPayments: pending },
      },
      answer: undefined,
    };
  });
}
