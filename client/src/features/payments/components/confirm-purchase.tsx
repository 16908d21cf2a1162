// Step two of the buy dialog: the package, an optional coupon, the price to pay, and the way
// to the hosted payment page. The server prices everything; the discounted price shown here
// is the one it answered when validating the coupon.
import { useState } from 'react';
import { discountedFils, formatFils, parseFils } from '@charades/shared/money';
import { useTranslation } from 'react-i18next';
import { ArrowRight, CreditCard, Gift, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useFormatMoney } from '@/lib/use-format-money';
import { useSession } from '@/lib/session/use-session';
import { useLanguage } from '@/lib/use-language';
import type { ShownPackage } from '../api/list-packages';
import type { CreditedPurchase } from '../receipt';
import { useValidateCoupon, type ValidatedCoupon } from '../api/validate-coupon';
import { useRedeemCoupon } from '../api/redeem-coupon';
import { isFreePurchase, useCreatePayment } from '../api/create-payment';
import { savePendingInvoice } from '../pending-invoice';
import { couponErrorKey } from '../coupon-error';
import { paymentErrorText, type PaymentErrorText } from '../payment-error';
import { CouponField } from './coupon-field';

interface AppliedCoupon {
  code: string;
  coupon: ValidatedCoupon;
  /** Price after the discount in fils, as the server computed it. */
  priceFils: number;
}

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
  const money = useFormatMoney();
  const session = useSession();
  const language = useLanguage();
  const validate = useValidateCoupon();
  const redeem = useRedeemCoupon();
  const create = useCreatePayment();
  const [applied, setApplied] = useState<AppliedCoupon>();
  const [couponError, setCouponError] = useState<string>();
  const [paymentError, setPaymentError] = useState<PaymentErrorText>();
  const [redirecting, setRedirecting] = useState(false);
  const applying = validate.isPending || redeem.isPending;
  const busy = applying || create.isPending || redirecting;

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

  async function pay() {
    setPaymentError(undefined);
    try {
      const answer = await create.mutateAsync({ packageId: pkg.id, language, ...(applied ? { couponCode: applied.code } : {}) });
      if (isFreePurchase(answer)) {
        toast(t('payments.freeTokensAdded'));
        onCredited(answer);
        return;
      }
      savePendingInvoice({
        invoiceId: answer.invoiceId,
        packageId: pkg.id,
        tokens: pkg.tokens,
        ...(applied ? { couponId: applied.coupon.id } : {}),
      });
      setRedirecting(true);
      window.location.assign(answer.paymentUrl);
    } catch (err) {
      console.error('payment initiation failed', err);
      const text = paymentErrorText(err);
      toast.error(t(text.toastKey));
      setPaymentError(text);
    }
  }

  const total = applied ? applied.priceFils : pkg.priceFils;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-y-2 rounded-2xl border-2 border-brand-200 bg-brand-50 p-4 [&>dd]:ps-4">
        <dt className="font-semibold text-stone-700">{t('payments.package')}</dt>
        <dd className="text-end font-bold text-stone-900">{t('packages.games', { count: pkg.tokens })}</dd>
        <dt className="font-semibold text-stone-700">{t('payments.price')}</dt>
        <dd className="text-end font-bold text-stone-900">
          <bdi className={applied ? 'text-stone-600 line-through' : undefined}>{money(formatFils(pkg.priceFils), pkg.currency)}</bdi>
        </dd>
        {applied && (
          <>
            <dt className="font-semibold text-stone-700">{t('receipt.coupon')}</dt>
            <dd className="text-end font-bold text-green-800">
              <bdi dir="ltr">{applied.code}</bdi> · {t('payments.couponDiscount', { percentage: applied.coupon.discountPercentage ?? 0 })}
            </dd>
          </>
        )}
        <dt className="border-t border-brand-200 pt-2 text-lg font-bold text-stone-900">{t('payments.total')}</dt>
        <dd className="border-t border-brand-200 pt-2 text-end text-lg font-extrabold text-brand-800" data-testid="purchase-total">
          <bdi>{money(formatFils(total), pkg.currency, { zeroAsFree: true })}</bdi>
        </dd>
      </dl>

      <CouponField
        applying={applying}
        appliedCode={applied?.code}
        error={couponError}
        success={applied ? t('payments.couponApplied') : undefined}
        onApply={(code) => void apply(code)}
        onChange={() => setCouponError(undefined)}
        onRemove={() => {
          setApplied(undefined);
          setCouponError(undefined);
        }}
      />

      {paymentError && (
        <div role="alert" className="rounded-xl border-2 border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-bold">{t('payments.errorPanelTitle')}</p>
          <p>{t(paymentError.messageKey)}</p>
          {paymentError.details.length > 0 && (
            <ul className="mt-1 list-inside list-disc">
              {paymentError.details.map((d) => (
                <li key={d} dir="auto">
                  {d}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button variant="game-primary" className="sm:flex-1" disabled={busy} onClick={() => void pay()}>
          {create.isPending || redirecting ? (
            <Loader2 aria-hidden className="motion-safe:animate-spin" />
          ) : total === 0 ? (
            <Gift aria-hidden />
          ) : (
            <CreditCard aria-hidden />
          )}
          {redirecting ? t('payments.redirecting') : total === 0 ? t('payments.getFree') : t('payments.pay')}
        </Button>
        <Button variant="outline" className="sm:flex-1" disabled={create.isPending || redirecting} onClick={onBack}>
          <ArrowRight aria-hidden className="ltr:rotate-180" /> {t('common.back')}
        </Button>
      </div>
      {total > 0 && (
        <p className="text-center text-xs text-stone-600">{t(testMode ? 'payments.testMode.payPage' : 'payments.securePayment')}</p>
      )}
    </div>
  );
}
