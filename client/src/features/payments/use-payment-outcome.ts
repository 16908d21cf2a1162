// What the thank-you page knows of the payment the buyer comes back from: the reference in the
// URL, the invoice this browser was sent to pay, and the server's verification (which reads the
// gateway; the URL alone proves nothing). Settling clears the pending invoice, once.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { fetchFreshProfile } from '@/lib/api/get-me';
import { openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { useSession } from '@/lib/session/use-session';
import { toast } from '@/lib/toast';
import { useVerifyPayment } from './api/verify-payment';
import { ABANDONED_AFTER_MS, checkoutAbandoned, clearPendingInvoice, pendingInvoice } from './pending-invoice';
import { paymentReference } from './payment-reference';

// docs/product.md#game-flow, #constants: after a payment the profile is read at once, then again about 1 s and 1.5 s later.
const PROFILE_SYNC_DELAYS_MS = [0, 1000, 1500];

function syncProfile() {
  for (const delay of PROFILE_SYNC_DELAYS_MS) {
    setTimeout(() => void fetchFreshProfile().catch((err: unknown) => console.error('profile refresh failed', err)), delay);
  }
}

export function usePaymentOutcome() {
  const { t } = useTranslation();
  const location = useLocation();
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
  return { reference, invoice, verification, status, declined, view };
}
