// The dashboard's sixth card (issue 17 §2): money paid by card today, in 7 and in 30 days,
// with the 30 days' purchases, refunds and coupon discounts. Test payments never count.
import { useTranslation } from '@/lib/use-translation';
import { Banknote } from 'lucide-react';
import type { Revenue } from '@charades/shared/schemas/admin-revenue';

export function RevenueCard({ revenue, failed }: { revenue: Revenue | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const kwd = (amount: string | undefined) => (amount === undefined ? '-' : `${amount} KWD`);
  const periods = [
    ['today', revenue?.today.revenue],
    ['last7', revenue?.last7Days.revenue],
    ['last30', revenue?.last30Days.revenue],
  ] as const;
  const month = revenue?.last30Days;
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm" data-testid="revenue-card">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{t('admin.cards.revenue.title')}</h2>
        <Banknote className="size-6 text-admin" aria-hidden />
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2" aria-live="polite">
        {periods.map(([key, amount]) => (
          <div key={key} className="min-w-0">
            <dt className="text-xs font-semibold text-stone-700">{t(`admin.revenue.${key}`)}</dt>
            <dd className="break-words text-lg font-extrabold tabular-nums">{kwd(amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-stone-700">{t('admin.cards.revenue.caption')}</p>
      <dl className="mt-3 space-y-1 border-t border-stone-100 pt-3 text-sm">
        <div className="flex justify-between gap-2">
          <dt>{t('admin.revenue.purchases')}</dt>
          <dd className="tabular-nums">{month ? month.purchases : '-'}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt>{t('admin.revenue.refunds', { count: month?.refundsCount ?? 0 })}</dt>
          <dd className="tabular-nums">{kwd(month?.refunds)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt>{t('admin.revenue.discounts')}</dt>
          <dd className="tabular-nums">{kwd(month?.discounts)}</dd>
        </div>
        <div className="flex justify-between gap-2 font-semibold">
          <dt>{t('admin.revenue.net')}</dt>
          <dd className="tabular-nums">{kwd(month?.net)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-stone-600">{failed ? t('admin.revenue.failed') : t('admin.revenue.testExcluded')}</p>
    </li>
  );
}
