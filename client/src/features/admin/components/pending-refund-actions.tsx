// What staff can do with a refund that is not settled (issue 30 §4): "Check now" asks the
// gateway (GetRefundStatus) and settles what it settled; "Record the portal's answer" is for the
// refund the gateway never answered about. The reconciliation job does the first every round.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AdminPaymentDetail, Refund } from '@charades/shared/schemas/admin-payments';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';
import { useCheckRefund } from '../api/check-refund';
import { RecordRefundDialog } from './record-refund-dialog';

export function PendingRefundActions({ payment, refund }: { payment: AdminPaymentDetail; refund: Refund }) {
  const { t } = useTranslation();
  const check = useCheckRefund();
  const [recording, setRecording] = useState(false);

  const checkNow = async () => {
    try {
      const answer = await check.mutateAsync({ id: payment.id, refundId: refund.id });
      const now = answer.refunds.find((r) => r.id === refund.id);
      toast(now?.status === 'Pending' ? t('admin.payments.detail.stillPending') : t('admin.payments.detail.checked'));
    } catch (err) {
      toast.error(t(errorMessageKey(err instanceof ApiError ? err.code : 'internal_error')));
    }
  };

  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button type="button" variant="outline" disabled={check.isPending} onClick={() => void checkNow()}>
        {check.isPending ? t('admin.common.working') : t('admin.payments.detail.checkNow')}
      </Button>
      <Button type="button" variant="outline" onClick={() => setRecording(true)}>
        {t('admin.payments.detail.recordAnswer')}
      </Button>
      {recording && <RecordRefundDialog payment={payment} refund={refund} onClose={() => setRecording(false)} />}
    </div>
  );
}
