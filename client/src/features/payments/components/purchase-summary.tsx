// The buy dialog's summary: the package, its price, the coupon applied and the total to pay.
import { formatFils } from '@charades/shared/money';
import { useTranslation } from '@/lib/use-translation';
import { useFormatMoney } from '@/lib/use-format-money';
import type { ShownPackage } from '../api/list-packages';
import type { AppliedCoupon } from '../use-apply-coupon';

export function PurchaseSummary({ pkg, applied, total }: { pkg: ShownPackage; applied: AppliedCoupon | undefined; total: number }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
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
  );
}
