// POST /api/admin/coupons: the coupon and its audit row in one transaction.
import type { z } from 'zod';
import type { AdminCoupon, couponBody } from '@charades/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { firstRow } from '../../lib/first-row.ts';
import { adminCouponView, couponColumns, editableCouponFields } from './coupon-view.ts';
import { couponWriteError } from './coupon-write-errors.ts';
import { recordAudit, type AuditActor } from './record-audit.ts';

export interface CreateCouponOptions {
  db: Db;
  actor: AuditActor;
  /** Parsed by couponBody: SPEC §3 defaults applied, the other type's field cleared. */
  body: z.output<typeof couponBody>;
}

export async function createCoupon({ db, actor, body }: CreateCouponOptions): Promise<AdminCoupon> {
  try {
    return await db.transaction(async (tx) => {
      const row = firstRow(await tx.insert(coupons).values(couponColumns(body)).returning(), 'the new coupon');
      await recordAudit(tx, {
        actor,
        action: 'coupon_created',
        target: { type: 'coupon', id: row.id, label: row.code },
        details: { after: editableCouponFields(row) },
      });
      return adminCouponView(row);
    });
  } catch (err) {
    throw couponWriteError(err);
  }
}
