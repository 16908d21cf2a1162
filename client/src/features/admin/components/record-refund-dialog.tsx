// Recording what the MyFatoorah portal says of an unsettled refund (issue 30 §4): refunded or
// canceled, and why (required). The server settles it through the same path the gateway's own
// answer takes, and audits it with the reason.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AdminPaymentDetail, Refund } from '@charades/shared/schemas/admin-payments';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';
import { useRecordRefund } from '../api/record-refund';
import { DialogFormActions } from './dialog-form-actions';
import { FormField } from '@/components/ui/form-field';

type Outcome = 'Succeeded' | 'Canceled';

export function RecordRefundDialog({ payment, refund, onClose }: { payment: AdminPaymentDetail; refund: Refund; onClose: () => void }) {
  const { t } = useTranslation();
  const record = useRecordRefund();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ outcome?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    const next = { outcome: outcome ? undefined : 'refund_outcome_required', reason: reason.trim() ? undefined : 'reason_required' };
    setErrors(next);
    if (!outcome || next.reason) return;
    try {
      await record.mutateAsync({ id: payment.id, refundId: refund.id, outcome, reason: reason.trim() });
      toast(
        t(outcome === 'Succeeded' ? 'admin.payments.record.doneRefunded' : 'admin.payments.record.doneCanceled', { amount: refund.amount }),
      );
      onClose();
    } catch (err) {
      setFailure(err instanceof ApiError ? err.code : 'internal_error');
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !record.isPending && onClose()}>
      <DialogContent
        title={t('admin.payments.record.title')}
        description={t('admin.payments.record.description', { amount: refund.amount })}
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <OutcomeChoice
            outcome={outcome}
            error={errors.outcome}
            onChoose={(value) => {
              setOutcome(value);
              setErrors((e) => ({ ...e, outcome: undefined }));
            }}
          />
          <FormField label={t('admin.payments.record.reason')} hint={t('admin.payments.record.reasonHint')} error={errors.reason}>
            <Textarea
              className="min-h-20"
              required
              maxLength={500}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (e.target.value.trim()) setErrors((errs) => ({ ...errs, reason: undefined }));
              }}
            />
          </FormField>
          {failure && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
              {t(errorMessageKey(failure))}
            </p>
          )}
          <DialogFormActions pending={record.isPending} submitLabel={t('admin.payments.record.save')} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Refunded or canceled, as the portal says: a required choice. */
function OutcomeChoice({
  outcome,
  error,
  onChoose,
}: {
  outcome: Outcome | null;
  error: string | undefined;
  onChoose: (value: Outcome) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={error ? 'record-outcome-error' : undefined}>
      <legend className="text-sm font-semibold text-stone-800">{t('admin.payments.record.outcome')}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {(['Succeeded', 'Canceled'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-base text-stone-900">
            <input
              type="radio"
              name="record-outcome"
              value={value}
              checked={outcome === value}
              onChange={() => onChoose(value)}
              className="size-5 accent-brand-600"
            />
            {t(value === 'Succeeded' ? 'admin.payments.record.refunded' : 'admin.payments.record.canceled')}
          </label>
        ))}
      </div>
      {error && (
        <p id="record-outcome-error" className="mt-1 text-sm font-semibold text-red-700">
          {t('admin.payments.record.outcomeRequired')}
        </p>
      )}
    </fieldset>
  );
}
