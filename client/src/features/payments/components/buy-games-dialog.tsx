// Package list. Checkout arrives with the payments issue; until then the packages are shown
// read-only so players know what a game costs.
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatPrice } from '@/lib/format';
import { TOKEN_PACKAGES } from '../packages';
import { buyGamesDialog } from '@/lib/dialogs/buy-games-store';

export function BuyGamesDialog() {
  const { t } = useTranslation();
  const open = buyGamesDialog.use();
  return (
    <Dialog open={open} onOpenChange={buyGamesDialog.set}>
      <DialogContent title={t('packages.title')} description={t('packages.description')}>
        <ul className="space-y-3">
          {TOKEN_PACKAGES.map((p) => (
            <li key={p.id} className="flex items-center justify-between rounded-xl border-2 border-brand-200 bg-brand-50 px-4 py-3">
              <span className="text-lg font-bold text-stone-900">{t('packages.games', { count: p.tokens })}</span>
              <span className="font-bold text-brand-800">{t('packages.price', { price: formatPrice(p.price) })}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-stone-700">{t('packages.paymentsSoon')}</p>
      </DialogContent>
    </Dialog>
  );
}
