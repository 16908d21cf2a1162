// A payment's detail (issue 17 §1): what was bought and paid, the gateway's reference fields a
// support call needs, every refund, and the Refund button. A dialog: focus moves in, Escape
// closes, focus goes back to the row's Details button.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AdminPaymentDetail } from '@charades/shared/schemas/admin-payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { usePayment } from '../api/get-payment';
import { formatAdminDateTime } from '../lib/admin-dates';
import { DetailField, GatewayReferences, PaymentRefunds, ltr } from './payment-detail-sections';
import { PaymentAttempts } from './payment-attempts';
import { PaymentStatusBadge } from './payment-status-badge';
import { RefundDialog } from './refund-dialog';
import { useStaffMay } from '../lib/use-staff-may';

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

function PaymentDetail({ payment: p, onRefund }: { payment: AdminPaymentDetail; onRefund: () => void }) {
  const mayRefund = useStaffMay()('admin.payments.refund');
  const { t } = useTranslation();
  const refundable = Number(p.refundableAmount) > 0;
  return (
    <div className="space-y-5">
      <dl className="divide-y divide-stone-100">
        <DetailField label={t('admin.payments.detail.fields.status')}>
          <span className="inline-flex flex-wrap gap-1">
            <PaymentStatusBadge status={p.status} />
            {p.test && <Badge tone="warning">{t('admin.payments.test')}</Badge>}
          </span>
        </DetailField>
        <DetailField label={t('admin.payments.detail.fields.buyer')}>
          {p.userEmail ? ltr(p.userEmail) : <span className="italic">{t('admin.payments.deletedAccount')}</span>}
        </DetailField>
        <DetailField label={t('admin.payments.detail.fields.amount')}>
          {p.amount} {p.currency}
        </DetailField>
        {p.listAmount && p.listAmount !== p.amount && (
          <DetailField label={t('admin.payments.detail.fields.listAmount')}>
            {p.listAmount} {p.currency}
          </DetailField>
        )}
        <DetailField label={t('admin.payments.detail.fields.refunded')}>
          {p.refundedAmount} {p.currency}
        </DetailField>
        <DetailField label={t('admin.payments.detail.fields.refundable')}>
          {p.refundableAmount} {p.currency}
        </DetailField>
        <DetailField label={t('admin.payments.detail.fields.tokens')}>{p.tokens}</DetailField>
        <DetailField label={t('admin.payments.detail.fields.package')}>{ltr(p.packageId)}</DetailField>
        <DetailField label={t('admin.payments.detail.fields.coupon')}>{ltr(p.couponCode)}</DetailField>
        <DetailField label={t('admin.payments.detail.fields.gateway')}>
          {t(`admin.payments.gateways.${p.gateway as 'myfatoorah'}`, { defaultValue: p.gateway })}
        </DetailField>
        <DetailField label={t('admin.payments.detail.fields.method')}>{p.paymentMethod ?? '-'}</DetailField>
        <DetailField label={t('admin.payments.detail.fields.id')}>{ltr(p.id)}</DetailField>
        <DetailField label={t('admin.payments.detail.fields.invoiceId')}>{ltr(p.invoiceId)}</DetailField>
        <DetailField label={t('admin.payments.detail.fields.transactionId')}>{ltr(p.transactionId)}</DetailField>
        <DetailField label={t('admin.payments.detail.fields.created')}>{formatAdminDateTime(p.createdAt)}</DetailField>
        <DetailField label={t('admin.payments.detail.fields.paid')}>{p.paidAt ? formatAdminDateTime(p.paidAt) : '-'}</DetailField>
      </dl>

      <PaymentAttempts payment={p} />
      <GatewayReferences payment={p} />
      <PaymentRefunds payment={p} />

      {/* Refunds are finance's and admins' (issue 32 §4): other staff read the payment only. */}
      {mayRefund && (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-stone-200 pt-4">
          {!refundable && <p className="me-auto text-sm text-stone-700">{t('admin.payments.detail.notRefundable')}</p>}
          <Button variant="destructive" disabled={!refundable} onClick={onRefund}>
            {t('admin.payments.detail.refund')}
          </Button>
        </div>
      )}
    </div>
  );
}
