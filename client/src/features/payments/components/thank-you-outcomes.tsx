// The thank-you page's outcomes, one card each: declined, failed, paid, and still waiting. The
// outcome is announced without moving focus: the failure as an alert, success by its toast,
// waiting as a status.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageCard } from '@/components/layout/page-card';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { useSession } from '@/lib/session/use-session';
import { useLocalizedPath } from '@/lib/use-language';
import { checkoutAbandoned } from '../pending-invoice';
import type { usePaymentOutcome } from '../use-payment-outcome';
import { ReceiptDetails } from './receipt-details';

type Outcome = ReturnType<typeof usePaymentOutcome>;

/** What every outcome may offer: home, and the same package again (null without one). */
export interface OutcomeActions {
  home: ReactNode;
  tryAgain: ReactNode;
}

export function DeclinedCard({ home, tryAgain }: OutcomeActions) {
  const { t } = useTranslation();
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

export function FailedCard({ outcome, home, tryAgain }: OutcomeActions & { outcome: Outcome }) {
  const { t } = useTranslation();
  const { reference, verification, status } = outcome;
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

export function PaidCard({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const session = useSession();
  const { verification } = outcome;
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

export function WaitingCard({ outcome, tryAgain }: { outcome: Outcome; tryAgain: ReactNode }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const session = useSession();
  const { view, invoice, verification } = outcome;
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
