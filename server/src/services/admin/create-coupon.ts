// POST /api/admin/coupons: the coupon and its audit row in one transaction. A new coupon whose
// expiry has passed could never be used, so it is refused (issue 32 §5); an edit may still set
// a past day, which is how an admin ends a coupon today.
import type { z } from 'zod';
import type { AdminCoupon, couponBody } from '@charades/shared/schemas/admin';
import { coupons } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { adminCouponView, couponColumns, editableCouponFields } from './coupon-view.ts';
import { couponWriteError } from './coupon-write-errors.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';

export interface CreateCouponOptions extends AdminWrite {
  /** Parsed by couponBody: docs/product.md#records defaults applied, the other type's field cleared. */
  body: z.output<typeof couponBody>;
}

export async function createCoupon({ db, actor, body }: CreateCouponOptions): Promise<AdminCoupon> {
  if (body.expiresAt !== null && new Date(body.expiresAt).getTime() <= Date.now()) throw new AppError('expiry_in_past');
  return auditedWrite({ db, actor, refusal: couponWriteError }, async (tx) => {
    const row = firstRow(await tx.insert(coupons).values(couponColumns(body)).returning(), 'the new coupon');
    return {
      audit: {
        action: 'coupon_created',
        target: { type: 'coupon', id: row.id, label: row.code },
        details: { after: editableCouponFields(row) },
      },
      answer: adminCouponView(row),
    };
  });
}
