// Step one of the buy dialog: the packages, open to everyone. Choosing one while signed out
// keeps the choice and asks to sign in first (the dialog comes back on it afterwards).
import { useTranslation } from '@/lib/use-translation';
import { ChevronRight } from 'lucide-react';
import { useFormatMoney } from '@/lib/use-format-money';
import type { ShownPackage } from '../api/list-packages';
import { formatFils } from '@charades/shared/money';

export function PackageList({
  packages,
  signedIn,
  stale,
  onChoose,
}: {
  packages: readonly ShownPackage[];
  signedIn: boolean;
  /** The server's list could not be read: the client's copy is shown. */
  stale: boolean;
  onChoose: (pkg: ShownPackage) => void;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <>
      <ul className="space-y-3">
        {packages.map((p) => {
          const games = t('packages.games', { count: p.tokens });
          const price = money(formatFils(p.priceFils), p.currency);
          return (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => onChoose(p)}
                className="flex w-full items-center justify-between gap-3 rounded-xl border-2 border-brand-200 bg-brand-50 px-4 py-3 text-start transition-colors hover:border-brand-500 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/60 motion-reduce:transition-none"
              >
                <span className="text-lg font-bold text-stone-900">{games}</span>
                <span className="flex items-center gap-2 font-bold text-brand-800">
                  <bdi>{price}</bdi>
                  <ChevronRight aria-hidden className="size-5 rtl:-scale-x-100" />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {stale && <p className="mt-3 text-sm text-stone-700">{t('packages.loadFailed')}</p>}
      {!signedIn && <p className="mt-4 text-sm text-stone-700">{t('packages.signInHint')}</p>}
    </>
  );
}
