// Buy games (docs/product.md#screens, #game-flow): packages, then confirm with an optional coupon, then either the
// hosted payment page or, for a free coupon, a receipt at once.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { buyGamesDialog } from '@/lib/dialogs/buy-games-store';
import { openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { clearPackageChoice, savePackageChoice, savedPackageChoice } from '@/lib/dialogs/saved-package';
import { fetchFreshProfile } from '@/lib/api/get-me';
import { useSession } from '@/lib/session/use-session';
import { FALLBACK_PACKAGES, usePackages, type ShownPackage } from '../api/list-packages';
import type { CreditedPurchase } from '../receipt';
import { PackageList } from './package-list';
import { ConfirmPurchase } from './confirm-purchase';
import { ReceiptDetails } from './receipt-details';
import { TestPaymentsNotice } from './test-payments-notice';

type Step = { name: 'packages' } | { name: 'confirm'; packageId: string } | { name: 'receipt'; purchase: CreditedPurchase };

export function BuyGamesDialog() {
  const open = buyGamesDialog.use();
  // The flow mounts with each opening, so it always starts afresh (or on a saved choice).
  return (
    <Dialog open={open} onOpenChange={buyGamesDialog.set}>
      {open && <BuyGamesFlow />}
    </Dialog>
  );
}

function BuyGamesFlow() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const packages = usePackages();
  // The client's copy stands in while the list loads, or if it cannot be read.
  const list = packages.data ?? FALLBACK_PACKAGES;
  // The server sells on its sandbox gateway: every payment here is a test payment.
  const testMode = list.some((p) => p.testMode === true);
  const [step, setStep] = useState<Step>(() => {
    const saved = signedIn ? savedPackageChoice() : undefined;
    return saved ? { name: 'confirm', packageId: saved } : { name: 'packages' };
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // The saved choice has done its job once the dialog opened on it.
  useEffect(() => {
    if (signedIn && step.name === 'confirm') clearPackageChoice();
  }, [signedIn, step.name]);

  // Moving between steps replaces what had focus: put it on the new step's heading.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.name]);

  function choose(pkg: ShownPackage) {
    if (!signedIn) {
      savePackageChoice(pkg.id);
      buyGamesDialog.set(false);
      openAuthDialog('signIn');
      return;
    }
    setStep({ name: 'confirm', packageId: pkg.id });
  }

  function credited(purchase: CreditedPurchase) {
    setStep({ name: 'receipt', purchase });
    void fetchFreshProfile().catch((err: unknown) => console.error('profile refresh failed', err));
  }

  const chosen = step.name === 'confirm' ? list.find((p) => p.id === step.packageId) : undefined;
  const stepTitle =
    step.name === 'receipt' ? t('payments.freeTokensAdded') : step.name === 'confirm' && chosen ? t('payments.confirmTitle') : undefined;

  return (
    <DialogContent title={t('packages.title')} description={step.name === 'packages' ? t('packages.description') : undefined}>
      {stepTitle && (
        <h2 ref={heading} tabIndex={-1} className="mb-4 text-lg font-bold text-brand-800 focus:outline-none">
          {stepTitle}
        </h2>
      )}
      {testMode && step.name !== 'receipt' && <TestPaymentsNotice detail={t('payments.testMode.body')} />}
      {step.name === 'receipt' ? (
        <div className="space-y-4">
          <ReceiptDetails receipt={step.purchase.receipt} balance={step.purchase.tokens} />
          <Button className="w-full" onClick={() => buyGamesDialog.set(false)}>
            {t('common.close')}
          </Button>
        </div>
      ) : step.name === 'confirm' && chosen ? (
        <ConfirmPurchase pkg={chosen} testMode={testMode} onBack={() => setStep({ name: 'packages' })} onCredited={credited} />
      ) : (
        <PackageList packages={list} signedIn={signedIn} stale={packages.isError} onChoose={choose} />
      )}
    </DialogContent>
  );
}
