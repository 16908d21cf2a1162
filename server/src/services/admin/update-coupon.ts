// PATCH /api/admin/coupons/:id: the whole form replaces the editable fields (used_count is
// the players', never the admin's). The row is locked first, so a redemption cannot slip
// between the max-uses check and the write; the audit row names only the fields that changed.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCoupon, couponBody } from '@charades/shared/schemas/admin';
import { coupons } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { adminCouponView, couponColumns, editableCouponFields } from './coupon-view.ts';
import { couponWriteError } from './coupon-write-errors.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { lockRowById } from './lock-row-by-id.ts';

export interface UpdateCouponOptions extends AdminWrite {
  id: string;
  body: z.output<typeof couponBody>;
}

/** The fields whose value differs, as {before, after}. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (before[key] !== after[key]) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

export async function updateCoupon({ db, actor, id, body }: UpdateCouponOptions): Promise<AdminCoupon> {
  return auditedWrite({ db, actor, refusal: couponWriteError }, async (tx) => {
    const current = await lockRowById(tx, coupons, id, 'coupon_not_found');
    if (body.maxUses !== null && body.maxUses < current.usedCount) throw new AppError('max_uses_below_used');
    const row = firstRow(
      await tx
        .update(coupons)
        .set({ ...couponColumns(body), updatedAt: sql`now()` })
        .where(eq(coupons.id, id))
        .returning(),
      'the updated coupon',
    );
    return {
      audit: {
        action: 'coupon_updated',
        target: { type: 'coupon', id: row.id, label: row.code },
        details: changedFields(editableCouponFields(current), editableCouponFields(row)),
      },
      answer: adminCouponView(row),
    };
  });
}
