// The buy dialog's coupon: validated for the chosen package, or redeemed at once when it is a
// free one. The server prices everything; the discounted price kept here is the one it answered.
import { useState } from 'react';
import { discountedFils, parseFils } from '@charades/shared/money';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session/use-session';
import type { ShownPackage } from './api/list-packages';
import type { CreditedPurchase } from './receipt';
import { useValidateCoupon, type ValidatedCoupon } from './api/validate-coupon';
import { useRedeemCoupon } from './api/redeem-coupon';
import { couponErrorKey } from './coupon-error';

export interface AppliedCoupon {
  code: string;
  coupon: ValidatedCoupon;
  /** Price after the discount in fils, as the server computed it. */
  priceFils: number;
}

export function useApplyCoupon(pkg: ShownPackage, onCredited: (purchase: CreditedPurchase) => void) {
  const { t } = useTranslation();
  const session = useSession();
  const validate = useValidateCoupon();
  const redeem = useRedeemCoupon();
  const [applied, setApplied] = useState<AppliedCoupon>();
  const [couponError, setCouponError] = useState<string>();
  const applying = validate.isPending || redeem.isPending;

  async function apply(code: string) {
    setCouponError(undefined);
    setApplied(undefined);
    if (session.status !== 'signedIn') {
      setCouponError(t('payments.couponSignIn'));
      return;
    }
    let coupon: ValidatedCoupon;
    let price: string | undefined;
    try {
      // A code that is not good for this package is an error answer (coupon-error.ts), never valid: false.
      const answer = await validate.mutateAsync({ code, packageId: pkg.id });
      coupon = answer.coupon;
      price = answer.price;
    } catch (err) {
      console.error('coupon validation failed', err);
      setCouponError(t(couponErrorKey(err, 'payments.couponValidateError')));
      return;
    }
    if (coupon.type === 'free') {
      // docs/product.md#game-flow: a free coupon skips payment and goes straight to a receipt.
      try {
        const purchase = await redeem.mutateAsync({ code });
        toast(t('payments.freeTokensAdded'));
        onCredited(purchase);
      } catch (err) {
        console.error('coupon redemption failed', err);
        setCouponError(t(couponErrorKey(err, 'payments.couponRedeemError')));
      }
      return;
    }
    // The server's price; the shared rule only when it answered without one.
    const priceFils = price !== undefined ? parseFils(price) : discountedFils(pkg.priceFils, coupon.discountPercentage ?? 0);
    setApplied({ code, coupon, priceFils });
  }

  function remove() {
    setApplied(undefined);
    setCouponError(undefined);
  }

  return { applied, couponError, applying, apply, remove, clearError: () => setCouponError(undefined) };
}
