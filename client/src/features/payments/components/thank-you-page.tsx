// /thank-you (docs/product.md#screens, #game-flow): where the payment page sends the buyer back. Verifies the payment
// with the server (which reads the gateway; the URL alone proves nothing), then shows the
// receipt and the games now in the account, or why not.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageCard } from '@/components/layout/page-card';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { fetchFreshProfile } from '@/lib/api/get-me';
import { openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { openBuyGames } from '@/lib/dialogs/buy-games-store';
import { savePackageChoice } from '@/lib/dialogs/saved-package';
import { useSession } from '@/lib/session/use-session';
import { toast } from '@/lib/toast';
import { useLocalizedPath } from '@/lib/use-language';
import { useVerifyPayment } from '../api/verify-payment';
import { ABANDONED_AFTER_MS, checkoutAbandoned, clearPendingInvoice, pendingInvoice } from '../pending-invoice';
import { paymentReference } from '../payment-reference';
import { ReceiptDetails } from './receipt-details';

// docs/product.md#game-flow, #constants: after a payment the profile is read at once, then again about 1 s and 1.5 s later.
const PROFILE_SYNC_DELAYS_MS = [0, 1000, 1500];

function syncProfile() {
  for (const delay of PROFILE_SYNC_DELAYS_MS) {
    setTimeout(() => void fetchFreshProfile().catch((err: unknown) => console.error('profile refresh failed', err)), delay);
  }
}

export function ThankYouPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const to = useLocalizedPath();
  const session = useSession();
  // Read once: a successful verification removes the pending invoice this may come from.
  const [reference] = useState(() => paymentReference(location.search));
  // The invoice this browser was sent to pay, read before a failure clears it: its package is
  // offered again ("Try again"), and its age tells a slow payment from an abandoned checkout.
  const [invoice] = useState(pendingInvoice);
  // A page kept open re-reads the invoice's age once the checkout counts as abandoned.
  const [, setAgedOut] = useState(false);
  useEffect(() => {
    if (invoice?.savedAt === undefined || checkoutAbandoned(invoice)) return;
    const timer = setTimeout(() => setAgedOut(true), invoice.savedAt + ABANDONED_AFTER_MS - Date.now() + 1000);
    return () => clearTimeout(timer);
  }, [invoice]);
  const signedIn = session.status === 'signedIn';
  const verification = useVerifyPayment(
    reference.kind === 'found' ? reference.value : undefined,
    reference.kind === 'found' ? reference.invoiceId : undefined,
    signedIn,
  );
  const status = verification.data?.status;
  // The card was declined (issue 32 §1): said as such, not as a verification that failed.
  const declined = verification.data?.declined === true;
  const settled = useRef(false);

  // Only the buyer may verify: a buyer whose session did not survive the trip signs in here.
  useEffect(() => {
    if (reference.kind === 'found' && session.status === 'signedOut') openAuthDialog('signIn');
  }, [reference.kind, session.status]);

  useEffect(() => {
    if (settled.current) return;
    if (status === 'Paid') {
      settled.current = true;
      clearPendingInvoice();
      toast(t('thankYou.successToast'));
      syncProfile();
    } else if (status === 'Failed') {
      settled.current = true;
      clearPendingInvoice();
      toast.error(t(declined ? 'thankYou.declinedBody' : 'thankYou.failedBody'));
    }
  }, [status, declined, t]);

  const view =
    reference.kind === 'none'
      ? 'none'
      : reference.kind === 'invalid' || status === 'Failed' || verification.isError
        ? 'failed'
        : status === 'Paid'
          ? 'paid'
          : status === 'Pending' && !verification.isFetching
            ? 'pending'
            : 'processing';

  // The outcome is announced without moving focus: the failure as an alert, success by its
  // toast, waiting as a status.
  const home = (
    <Button asChild>
      <Link to={to('/')}>{t('common.returnHome')}</Link>
    </Button>
  );
  // The buy dialog opens on the same package, to pay again (with another card).
  const tryAgain = invoice?.packageId ? (
    <Button
      variant="game-primary"
      onClick={() => {
        savePackageChoice(invoice.packageId);
        openBuyGames();
      }}
    >
      {t('checkout.tryAgain')}
    </Button>
  ) : null;

  if (view === 'none') {
    return (
      <PageCard title={t('thankYou.noDetailsTitle')}>
        <p>{t('thankYou.noDetailsBody')}</p>
        {home}
      </PageCard>
    );
  }

  if (view === 'failed' && declined) {
    return (
      <PageCard title={t('thankYou.declinedTitle')}>
        <p role="alert">{t('thankYou.declinedBody')}</p>
        {tryAgain && (
          <>
            <p>{t('checkout.tryAgainBody')}</p>
            {tryAgain}
          </>
        )}
        {home}
      </PageCard>
    );
  }

  if (view === 'failed') {
    const error = verification.error;
    const message =
      reference.kind === 'invalid'
        ? t('thankYou.invalidReference')
        : error instanceof ApiError
          ? t(errorMessageKey(error.code))
          : error
            ? t('thankYou.verifyFailed')
            : t('thankYou.failedBody');
    return (
      <PageCard title={t('thankYou.failedTitle')}>
        <p role="alert">{message}</p>
        {tryAgain && reference.kind === 'found' && status === 'Failed' && (
          <>
            <p>{t('checkout.tryAgainBody')}</p>
            {tryAgain}
          </>
        )}
        {home}
      </PageCard>
    );
  }

  if (view === 'paid') {
    const tokens = session.status === 'signedIn' ? session.user.tokens : verification.data?.tokens;
    return (
      <PageCard title={t('thankYou.successTitle')}>
        <ReceiptDetails receipt={verification.data?.receipt} balance={tokens} />
        {/* docs/product.md#screens: closing the receipt reloads; a fresh load of home, not of this page, which
            would only verify the same payment again. */}
        <Button className="w-full" onClick={() => window.location.assign(to('/'))}>
          {t('receipt.close')}
        </Button>
      </PageCard>
    );
  }

  const abandoned = view === 'pending' && checkoutAbandoned(invoice);
  return (
    <PageCard title={abandoned ? t('checkout.notCompletedTitle') : t('thankYou.processingTitle')}>
      {view === 'pending' ? (
        <>
          {/* An abandoned checkout is not promised its games for ever: after a while it says
              plainly that the payment was not completed, and offers to try again. */}
          <p role="status">{abandoned ? t('checkout.notCompletedBody') : t('thankYou.stillPendingBody')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {abandoned && tryAgain}
            <Button variant={abandoned && tryAgain ? 'outline' : 'default'} onClick={() => void verification.refetch()}>
              {t('thankYou.checkAgain')}
            </Button>
            <Button variant="outline" asChild>
              <Link to={to('/')}>{t('common.returnHome')}</Link>
            </Button>
          </div>
        </>
      ) : session.status === 'signedOut' ? (
        <>
          <p>{t('thankYou.signInBody')}</p>
          <Button onClick={() => openAuthDialog('signIn')}>{t('common.signIn')}</Button>
        </>
      ) : (
        <p role="status" className="flex items-center gap-3">
          <Loader2 aria-hidden className="size-6 shrink-0 text-brand-700 motion-safe:animate-spin" />
          {t('thankYou.processingBody')}
        </p>
      )}
    </PageCard>
  );
}
