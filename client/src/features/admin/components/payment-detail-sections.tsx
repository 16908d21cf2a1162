// The parts of a payment's detail: a labelled value, the gateway's reference fields, and the
// refunds with their status, tokens taken back and the gateway's reference or failure.
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AdminPaymentDetail, Refund } from '@charades/shared/schemas/admin-payments';
import { Badge } from '@/components/ui/badge';
import { formatAdminDateTime } from '../lib/admin-dates';
import { PendingRefundActions } from './pending-refund-actions';
import { useStaffMay } from '../lib/use-staff-may';

const REFUND_TONE = { requested: 'warning', atGateway: 'warning', Succeeded: 'success', Canceled: 'neutral', Failed: 'danger' } as const;

/** A refund's state as staff read it: Pending is "requested" until the gateway names it (its
 *  answer may have been lost), then "pending at the gateway" until it executes or cancels it. */
function refundState(r: Refund): keyof typeof REFUND_TONE {
  if (r.status !== 'Pending') return r.status;
  return r.gatewayRefundId ? 'atGateway' : 'requested';
}

/** An id or reference: kept left-to-right, '-' when there is none. */
export const ltr = (v: string | null) => (v ? <bdi dir="ltr">{v}</bdi> : '-');

export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(7rem,40%)_1fr] gap-2 py-1">
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="min-w-0 text-sm text-stone-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export function GatewayReferences({ payment: p }: { payment: AdminPaymentDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`refs-${p.id}`}>
      <h3 id={`refs-${p.id}`} className="text-base font-bold text-stone-900">
        {t('admin.payments.detail.referencesTitle')}
      </h3>
      {p.gatewayReferences.length ? (
        <dl className="mt-1 divide-y divide-stone-100">
          {p.gatewayReferences.map((r) => (
            <DetailField key={r.label} label={r.label}>
              {ltr(r.value)}
            </DetailField>
          ))}
        </dl>
      ) : (
        <p className="mt-1 text-sm text-stone-700">{t('admin.payments.detail.noReferences')}</p>
      )}
    </section>
  );
}

export function PaymentRefunds({ payment: p }: { payment: AdminPaymentDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`refunds-${p.id}`}>
      <h3 id={`refunds-${p.id}`} className="text-base font-bold text-stone-900">
        {t('admin.payments.detail.refundsTitle')}
      </h3>
      {p.refunds.length ? (
        <ul className="mt-2 space-y-2">
          {p.refunds.map((r) => (
            <RefundItem key={r.id} payment={p} refund={r} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-stone-700">{t('admin.payments.detail.noRefunds')}</p>
      )}
      {p.refunds.some((r) => r.status === 'Pending') && (
        <p className="mt-2 text-sm text-amber-900">{t('admin.payments.detail.pendingNote')}</p>
      )}
    </section>
  );
}

function RefundItem({ payment, refund: r }: { payment: AdminPaymentDetail; refund: Refund }) {
  const mayCheck = useStaffMay()('admin.payments.refundCheck');
  const { t } = useTranslation();
  const state = refundState(r);
  return (
    <li className="rounded-xl border border-stone-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{t('admin.payments.detail.refundBy', { amount: r.amount, admin: r.adminEmail ?? '-' })}</span>
        <Badge tone={REFUND_TONE[state]}>{t(`admin.payments.detail.refundStates.${state}`)}</Badge>
      </div>
      <p className="mt-1 text-stone-800 [overflow-wrap:anywhere]">{r.reason}</p>
      <p className="mt-1 text-stone-700">
        {formatAdminDateTime(r.createdAt)}
        {r.status === 'Succeeded' && (
          <> · {t('admin.payments.detail.refundTokens', { taken: r.tokensTaken, shortfall: r.tokensShortfall })}</>
        )}
      </p>
      {r.gatewayRefundId && <p className="text-stone-700">{t('admin.payments.detail.refundReference', { id: r.gatewayRefundId })}</p>}
      {/* Issue 32 §1: what happened in our words, then the gateway's own text as the detail. */}
      {r.status === 'Failed' && <p className="font-semibold text-red-700">{t('errors.refund_failed')}</p>}
      {r.failureMessage && (
        <p className="text-red-700 [overflow-wrap:anywhere]">
          {t('admin.payments.detail.gatewaySaid')} <bdi dir="ltr">{r.failureMessage}</bdi>
        </p>
      )}
      {r.status === 'Pending' && mayCheck && <PendingRefundActions payment={payment} refund={r} />}
    </li>
  );
}
