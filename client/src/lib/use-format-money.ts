// Money as a player reads it: three decimals and Western digits in both languages (format.ts),
// with the currency named the way each language writes it (2.000 KWD, 2.000 د.ك). An amount
// of 0 is 'Free' (docs/product.md#input-rules: a receipt of a free coupon).
import { useTranslation } from '@/lib/use-translation';
import { currencyCode, formatPrice } from './format';

export function useFormatMoney(): (amount: string | number, currency?: string, options?: { zeroAsFree?: boolean }) => string {
  const { t } = useTranslation();
  return (amount, currency = 'KWD', options = {}) => {
    const value = Number(amount);
    if (options.zeroAsFree && value === 0) return t('money.free');
    const price = formatPrice(value);
    switch (currencyCode(currency)) {
      case 'USD':
        return t('money.USD', { price });
      case 'EUR':
        return t('money.EUR', { price });
      case 'SAR':
        return t('money.SAR', { price });
      default:
        return t('money.KWD', { price });
    }
  };
}
