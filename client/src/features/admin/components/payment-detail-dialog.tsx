// A payment's detail (issue 17 §1): what was bought and paid, the gateway's reference fields a
// support call needs, every refund, and the Refund button. A dialog: focus moves in, Escape
// closes, focus goes back to the row's Details button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPaymentDetail, Refund } from '@charades/shared/schemas/admin-payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { usePayment } from '../api/get-payment';
import { formatAdminDateTime } from '../lib/admin-dates';
import { PaymentStatusBadge } from './payment-status-badge';
import { RefundDialog } from './refund-dialog';

const REFUND_TONE = { Pending: 'warning', Succeeded: 'success', Failed: 'danger' } as const;

export function PaymentDetailDialog({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const payment = usePayment(paymentId);
  const [refunding, setRefunding] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('admin.payments.detail.title')} size="lg">
        {payment.data ? (
          <PaymentDetail payment={payment.data} onRefund={() => setRefunding(true)} />
        ) : payment.isError ? (
          <p role="alert" className="font-semibold text-red-700">
            {t('admin.payments.detail.failed')}
          </p>
        ) : (
          <p role="status" className="text-stone-700">
            {t('admin.payments.detail.loading')}
          </p>
        )}
        {refunding && payment.data && <RefundDialog payment={payment.data} onClose={() => setRefunding(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(7rem,40%)_1fr] gap-2 py-1">
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="min-w-0 text-sm text-stone-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function PaymentDetail({ payment: p, onRefund }: { payment: AdminPaymentDetail; onRefund: () => void }) {
  const { t } = useTranslation();
  const refundable = Number(p.refundableAmount) > 0;
  const ltr = (v: string | null) => (v ? <bdi dir="ltr">{v}</bdi> : '-');
  return (
    <div className="space-y-5">
      <dl className="divide-y divide-stone-100">
        <Field label={t('admin.payments.detail.fields.status')}>
          <span className="inline-flex flex-wrap gap-1">
            <PaymentStatusBadge status={p.status} />
            {p.test && <Badge tone="warning">{t('admin.payments.test')}</Badge>}
          </span>
        </Field>
        <Field label={t('admin.payments.detail.fields.buyer')}>
          {p.userEmail ? ltr(p.userEmail) : <span className="italic">{t('admin.payments.deletedAccount')}</span>}
        </Field>
        <Field label={t('admin.payments.detail.fields.amount')}>
          {p.amount} {p.currency}
        </Field>
        {p.listAmount && p.listAmount !== p.amount && (
          <Field label={t('admin.payments.detail.fields.listAmount')}>
            {p.listAmount} {p.currency}
          </Field>
        )}
        <Field label={t('admin.payments.detail.fields.refunded')}>
          {p.refundedAmount} {p.currency}
        </Field>
        <Field label={t('admin.payments.detail.fields.refundable')}>
          {p.refundableAmount} {p.currency}
        </Field>
        <Field label={t('admin.payments.detail.fields.tokens')}>{p.tokens}</Field>
        <Field label={t('admin.payments.detail.fields.package')}>{ltr(p.packageId)}</Field>
        <Field label={t('admin.payments.detail.fields.coupon')}>{ltr(p.couponCode)}</Field>
        <Field label={t('admin.payments.detail.fields.gateway')}>
          {t(`admin.payments.gateways.${p.gateway as 'myfatoorah'}`, { defaultValue: p.gateway })}
        </Field>
        <Field label={t('admin.payments.detail.fields.method')}>{p.paymentMethod ?? '-'}</Field>
        <Field label={t('admin.payments.detail.fields.id')}>{ltr(p.id)}</Field>
        <Field label={t('admin.payments.detail.fields.invoiceId')}>{ltr(p.invoiceId)}</Field>
        <Field label={t('admin.payments.detail.fields.gatewayPaymentId')}>{ltr(p.gatewayPaymentId)}</Field>
        <Field label={t('admin.payments.detail.fields.transactionId')}>{ltr(p.transactionId)}</Field>
        <Field label={t('admin.payments.detail.fields.created')}>{formatAdminDateTime(p.createdAt)}</Field>
        <Field label={t('admin.payments.detail.fields.paid')}>{p.paidAt ? formatAdminDateTime(p.paidAt) : '-'}</Field>
      </dl>

      <section aria-labelledby={`refs-${p.id}`}>
        <h3 id={`refs-${p.id}`} className="text-base font-bold text-stone-900">
          {t('admin.payments.detail.referencesTitle')}
        </h3>
        {p.gatewayReferences.length ? (
          <dl className="mt-1 divide-y divide-stone-100">
            {p.gatewayReferences.map((r) => (
              <Field key={r.label} label={r.label}>
                {ltr(r.value)}
              </Field>
            ))}
          </dl>
        ) : (
          <p className="mt-1 text-sm text-stone-700">{t('admin.payments.detail.noReferences')}</p>
        )}
      </section>

      <section aria-labelledby={`refunds-${p.id}`}>
        <h3 id={`refunds-${p.id}`} className="text-base font-bold text-stone-900">
          {t('admin.payments.detail.refundsTitle')}
        </h3>
        {p.refunds.length ? (
          <ul className="mt-2 space-y-2">
            {p.refunds.map((r) => (
              <RefundItem key={r.id} refund={r} />
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-stone-700">{t('admin.payments.detail.noRefunds')}</p>
        )}
        {p.refunds.some((r) => r.status === 'Pending') && (
          <p className="mt-2 text-sm text-amber-900">{t('admin.payments.detail.pendingNote')}</p>
        )}
      </section>

      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-stone-200 pt-4">
        {!refundable && <p className="me-auto text-sm text-stone-700">{t('admin.payments.detail.notRefundable')}</p>}
        <Button variant="destructive" disabled={!refundable} onClick={onRefund}>
          {t('admin.payments.detail.refund')}
        </Button>
      </div>
    </div>
  );
}

function RefundItem({ refund: r }: { refund: Refund }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl border border-stone-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{t('admin.payments.detail.refundBy', { amount: r.amount, admin: r.adminEmail ?? '-' })}</span>
        <Badge tone={REFUND_TONE[r.status]}>{t(`admin.payments.detail.refundStatuses.${r.status}`)}</Badge>
      </div>
      <p className="mt-1 text-stone-800 [overflow-wrap:anywhere]">{r.reason}</p>
      <p className="mt-1 text-stone-700">
        {formatAdminDateTime(r.createdAt)}
        {r.status === 'Succeeded' && (
          <> · {t('admin.payments.detail.refundTokens', { taken: r.tokensTaken, shortfall: r.tokensShortfall })}</>
        )}
      </p>
      {r.gatewayRefundId && <p className="text-stone-700">{t('admin.payments.detail.refundReference', { id: r.gatewayRefundId })}</p>}
      {r.failureMessage && <p className="text-red-700 [overflow-wrap:anywhere]">{r.failureMessage}</p>}
    </li>
  );
}
