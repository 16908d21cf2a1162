// Step two of the buy dialog: the package, an optional coupon, the price to pay, and the way
// to the hosted payment page. The server prices everything; the discounted price shown here
// is the one it answered when validating the coupon.
import { useTranslation } from '@/lib/use-translation';
import { ArrowRight, CreditCard, Gift, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ShownPackage } from '../api/list-packages';
import type { CreditedPurchase } from '../receipt';
import { useApplyCoupon } from '../use-apply-coupon';
import { useStartPayment } from '../use-start-payment';
import { CouponField } from './coupon-field';
import { PaymentErrorPanel } from './payment-error-panel';
import { PurchaseSummary } from './purchase-summary';

export function ConfirmPurchase({
  pkg,
  testMode,
  onBack,
  onCredited,
}: {
  pkg: ShownPackage;
  /** Payments go to the sandbox gateway: its card page, not MyFatoorah's. */
  testMode: boolean;
  onBack: () => void;
  onCredited: (purchase: CreditedPurchase) => void;
}) {
  const { t } = useTranslation();
  const coupon = useApplyCoupon(pkg, onCredited);
  const payment = useStartPayment(pkg, onCredited);
  const { applied } = coupon;
  const leaving = payment.creating || payment.redirecting;
  const busy = coupon.applying || leaving;

  const total = applied ? applied.priceFils : pkg.priceFils;
  return (
    <div className="space-y-5">
      <PurchaseSummary pkg={pkg} applied={applied} total={total} />

      <CouponField
        applying={coupon.applying}
        appliedCode={applied?.code}
        error={coupon.couponError}
        success={applied ? t('payments.couponApplied') : undefined}
        onApply={(code) => void coupon.apply(code)}
        onChange={coupon.clearError}
        onRemove={coupon.remove}
      />

      {payment.paymentError && <PaymentErrorPanel error={payment.paymentError} />}

      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button variant="game-primary" className="sm:flex-1" disabled={busy} onClick={() => void payment.pay(applied)}>
          {leaving ? (
            <Loader2 aria-hidden className="motion-safe:animate-spin" />
          ) : total === 0 ? (
            <Gift aria-hidden />
          ) : (
            <CreditCard aria-hidden />
          )}
          {payment.redirecting ? t('payments.redirecting') : total === 0 ? t('payments.getFree') : t('payments.pay')}
        </Button>
        <Button variant="outline" className="sm:flex-1" disabled={leaving} onClick={onBack}>
          <ArrowRight aria-hidden className="ltr:rotate-180" /> {t('common.back')}
        </Button>
      </div>
      {total > 0 && (
        <p className="text-center text-xs text-stone-600">{t(testMode ? 'payments.testMode.payPage' : 'payments.securePayment')}</p>
      )}
    </div>
  );
}
