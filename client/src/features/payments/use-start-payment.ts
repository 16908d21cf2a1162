// The buy dialog's Pay: the server creates the payment (a discount to nothing is credited at
// once), and the browser goes to the hosted payment page with the invoice kept for its return.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import type { ShownPackage } from './api/list-packages';
import type { CreditedPurchase } from './receipt';
import { isFreePurchase, useCreatePayment } from './api/create-payment';
import { savePendingInvoice } from './pending-invoice';
import { paymentErrorText, type PaymentErrorText } from './payment-error';
import type { AppliedCoupon } from './use-apply-coupon';

export function useStartPayment(pkg: ShownPackage, onCredited: (purchase: CreditedPurchase) => void) {
  const { t } = useTranslation();
  const language = useLanguage();
  const create = useCreatePayment();
  const [paymentError, setPaymentError] = useState<PaymentErrorText>();
  const [redirecting, setRedirecting] = useState(false);

  async function pay(applied: AppliedCoupon | undefined) {
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

  return { pay, paymentError, redirecting, creating: create.isPending };
}
