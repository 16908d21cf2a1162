import { discountedFils, formatFils } from '@charades/shared/money';
import { findPackage } from '@charades/shared/packages';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { couponKind, couponRefusal, publicCoupon } from './coupon-rules.ts';
import { findCouponByCode, userCouponUses } from './find-coupon.ts';

/** Checks a code for the buy dialog (reserves nothing); with a package, the discounted price. */
export async function validateCoupon(opts: { db: DbOrTx; userId: string; code: string; packageId?: string; now?: Date }) {
  const coupon = await findCouponByCode(opts.db, opts.code);
  if (!coupon) throw new AppError('coupon_invalid');
  const refusal = couponRefusal(coupon, await userCouponUses(opts.db, coupon.id, opts.userId), opts.now ?? new Date());
  if (refusal) throw new AppError(refusal);
  let price: string | undefined;
  if (opts.packageId !== undefined && couponKind(coupon.type) === 'discount') {
    const pkg = findPackage(opts.packageId);
    if (!pkg) throw new AppError('package_not_found');
    price = formatFils(discountedFils(pkg.priceFils, coupon.discountPercentage ?? 0));
  }
  return { valid: true as const, coupon: publicCoupon(coupon), ...(price === undefined ? {} : { price }) };
}
