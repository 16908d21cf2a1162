// A payment's card attempts as a timeline (issue 32 §1): each try on its invoice, oldest first,
// with its status, the gateway's error code and message, the card's network and last four
// digits and the gateway's PaymentId. A declined card leaves the payment Pending: this is where
// staff tell it from a checkout nobody finished.
import { useTranslation } from '@/lib/use-translation';
import type { AdminPaymentDetail, PaymentAttempt } from '@charades/shared/schemas/admin-payments';
import { Badge } from '@/components/ui/badge';
import { formatAdminDateTime } from '../lib/admin-dates';
import { ltr } from './payment-detail-sections';

const TONE = { Succeeded: 'success', Failed: 'danger', InProgress: 'warning' } as const;
const KNOWN = ['Succeeded', 'Failed', 'InProgress'] as const;
type Known = (typeof KNOWN)[number];
const known = (status: string): status is Known => (KNOWN as readonly string[]).includes(status);

export function PaymentAttempts({ payment: p }: { payment: AdminPaymentDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`attempts-${p.id}`}>
      <h3 id={`attempts-${p.id}`} className="text-base font-bold text-stone-900">
        {t('admin.payments.detail.attemptsTitle')}
      </h3>
      {p.attempts.length ? (
        <ol className="mt-2 space-y-2 border-s-2 border-stone-200 ps-3" data-payment-attempts>
          {p.attempts.map((a) => (
            <AttemptItem key={a.paymentId} attempt={a} />
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-stone-700">{t('admin.payments.detail.noAttempts')}</p>
      )}
    </section>
  );
}

function AttemptItem({ attempt: a }: { attempt: PaymentAttempt }) {
  const { t } = useTranslation();
  const card = [a.cardBrand, a.cardLast4 ? `•••• ${a.cardLast4}` : null].filter(Boolean).join(' ');
  return (
    <li className="text-sm" data-attempt={a.paymentId}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={known(a.status) ? TONE[a.status] : 'neutral'}>
          {known(a.status) ? t(`admin.payments.detail.attemptStates.${a.status}`) : a.status}
        </Badge>
        <span className="text-stone-700">{formatAdminDateTime(a.at)}</span>
        {card && <bdi dir="ltr">{card}</bdi>}
      </div>
      {(a.errorCode || a.errorMessage) && (
        <p className="mt-1 text-red-800 [overflow-wrap:anywhere]">
          {a.errorCode && <bdi dir="ltr">{a.errorCode}</bdi>}
          {a.errorCode && a.errorMessage ? ' · ' : ''}
          {a.errorMessage && <bdi>{a.errorMessage}</bdi>}
        </p>
      )}
      <p className="text-stone-700">
        {t('admin.payments.detail.attemptId')} {ltr(a.paymentId)}
      </p>
    </li>
  );
}
