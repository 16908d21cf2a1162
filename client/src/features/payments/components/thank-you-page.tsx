// /thank-you (docs/product.md#screens, #game-flow): where the payment page sends the buyer back. Verifies the payment
// with the server (which reads the gateway; the URL alone proves nothing), then shows the
// receipt and the games now in the account, or why not.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { PageCard } from '@/components/layout/page-card';
import { openBuyGames } from '@/lib/dialogs/buy-games-store';
import { savePackageChoice } from '@/lib/dialogs/saved-package';
import { useLocalizedPath } from '@/lib/use-language';
import { usePaymentOutcome } from '../use-payment-outcome';
import { DeclinedCard, FailedCard, PaidCard, WaitingCard } from './thank-you-outcomes';

export function ThankYouPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const outcome = usePaymentOutcome();
  const { invoice, view, declined } = outcome;

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
  if (view === 'failed' && declined) return <DeclinedCard home={home} tryAgain={tryAgain} />;
  if (view === 'failed') return <FailedCard outcome={outcome} home={home} tryAgain={tryAgain} />;
  if (view === 'paid') return <PaidCard outcome={outcome} />;
  return <WaitingCard outcome={outcome} tryAgain={tryAgain} />;
}
