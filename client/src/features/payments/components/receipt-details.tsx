// docs/product.md#records Receipt: transaction id, games, amount (or 'Free'), date, method and coupon, and the
// account's games after the purchase. Ids, codes and money read left to right in both languages.
import { useTranslation } from '@/lib/use-translation';
import { formatDate } from '@/lib/format';
import { useFormatMoney } from '@/lib/use-format-money';
import { paymentMethodLabel } from '@/lib/gateway-label';
import type { Receipt } from '../receipt';
import { TestPaymentsNotice } from './test-payments-notice';

export function ReceiptDetails({ receipt, balance }: { receipt: Receipt | undefined; balance: number | undefined }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const rows: { label: string; value: string; ltr?: boolean }[] = [];
  if (receipt) {
    rows.push(
      { label: t('receipt.transactionId'), value: receipt.transactionId, ltr: true },
      { label: t('receipt.tokens'), value: t('packages.games', { count: receipt.tokensPurchased }) },
      { label: t('receipt.amount'), value: money(receipt.amountPaid, receipt.currency, { zeroAsFree: true }) },
      { label: t('receipt.date'), value: formatDate(receipt.date), ltr: true },
      { label: t('receipt.method'), value: paymentMethodLabel(t, { gateway: receipt.gateway, method: receipt.method }) },
    );
    if (receipt.couponCode) rows.push({ label: t('receipt.coupon'), value: receipt.couponCode, ltr: true });
  }
  if (balance !== undefined) rows.push({ label: t('receipt.balance'), value: String(balance) });

  return (
    <section aria-labelledby="receipt-title" className="rounded-2xl border-2 border-brand-200 bg-brand-50 p-4">
      <h2 id="receipt-title" className="mb-3 text-lg font-bold text-stone-900">
        {t('receipt.title')}
      </h2>
      {receipt?.test && <TestPaymentsNotice detail={t('receipt.testPayment')} />}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold text-stone-700">{row.label}</dt>
            <dd className="min-w-0 break-all text-end font-bold text-stone-900">
              {row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
