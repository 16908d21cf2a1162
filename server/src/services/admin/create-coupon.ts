// POST /api/admin/coupons: the coupon and its audit row in one transaction.
import type { z } from 'zod';
import type { AdminCoupon, couponBody } from '@charades/shared/schemas/admin';
import { coupons } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import { adminCouponView, couponColumns, editableCouponFields } from './coupon-view.ts';
import { couponWriteError } from './coupon-write-errors.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';

export interface CreateCouponOptions extends AdminWrite {
  /** Parsed by couponBody: docs/product.md#records defaults applied, the other type's field cleared. */
  body: z.output<typeof couponBody>;
}

export async function createCoupon({ db, actor, body }: CreateCouponOptions): Promise<AdminCoupon> {
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
