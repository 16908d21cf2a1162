// The refund of a payment (issue 17 §1): the amount (prefilled with what is left), a required
// reason, what happens to the buyer's games, and one confirmation. One Idempotency-Key per
// opening: a double click or a retry after a lost answer refunds once. After an answer of this
// server that says nothing was refunded (a refusal), the next try is a new request with a new key.
import { formatFils } from '@charades/shared/money';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AdminPaymentDetail } from '@charades/shared/schemas/admin-payments';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';
import { useRefundPayment } from '../api/refund-payment';
import { checkRefund, filsOf, mayDrawNewKey, newIdempotencyKey, tokensTakenBack, type RefundErrors } from '../lib/refund-form';
import { DialogFormActions } from './dialog-form-actions';
import { FormField } from '@/components/ui/form-field';

type Failure = { code: string; details: string[] };

export function RefundDialog({ payment: p, onClose }: { payment: AdminPaymentDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const refund = useRefundPayment();
  const [amount, setAmount] = useState(p.refundableAmount);
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [errors, setErrors] = useState<RefundErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const amountFils = filsOf(amount);

  const submit = async () => {
    setFailure(null);
    const checked = checkRefund(p, amount, reason);
    setErrors(checked.errors);
    if (!checked.body) return;
    try {
      const answer = await refund.mutateAsync({ id: p.id, ...checked.body, idempotencyKey: key });
      // Taken but not executed yet (the merchant's Auto Refund off): it completes later.
      const done = answer.refund.status === 'Succeeded' ? 'admin.payments.refund.done' : 'admin.payments.refund.requested';
      toast(t(done, { amount: answer.refund.amount }));
      onClose();
    } catch (err) {
      const code = err instanceof ApiError ? err.code : 'internal_error';
      setFailure({ code, details: err instanceof ApiError ? err.details : [] });
      // This server answered: a new try is a new request (it refuses one while a refund is
      // unsettled). No answer or a balancer's page: the same key, so a retry cannot refund twice.
      if (mayDrawNewKey(err)) setKey(newIdempotencyKey());
    }
  };

  // The button says what it would refund: the field's amount, as the server will read it; no
  // amount while the field holds none (issue 32 §2).
  const shown = amountFils !== null && amountFils > 0 ? formatFils(amountFils) : null;
  return (
    <Dialog open onOpenChange={(open) => !open && !refund.isPending && onClose()}>
      <DialogContent
        title={t('admin.payments.refund.title')}
        description={t('admin.payments.refund.description', {
          gateway: t(`admin.payments.gateways.${p.gateway as 'myfatoorah'}`, { defaultValue: p.gateway }),
        })}
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FormField
            label={t('admin.payments.refund.amount')}
            hint={t('admin.payments.refund.amountHint', { max: p.refundableAmount })}
            error={errors.amount}
          >
            <Input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </FormField>
          <FormField label={t('admin.payments.refund.reason')} hint={t('admin.payments.refund.reasonHint')} error={errors.reason}>
            <Textarea className="min-h-20" required value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <RefundTokensNote payment={p} amountFils={amountFils} />
          {failure && <RefundFailure failure={failure} />}
          <DialogFormActions
            pending={refund.isPending}
            variant="destructive"
            submitLabel={shown ? t('admin.payments.refund.confirm', { amount: shown }) : t('admin.payments.refund.confirmNoAmount')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RefundFailure({ failure }: { failure: Failure }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
      <p>
        {t('admin.payments.refund.failed')}: {t(errorMessageKey(failure.code))}
      </p>
      {failure.details.length > 0 && (
        <ul className="mt-1 list-disc ps-5 font-normal">
          {failure.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the refund does to the buyer's games: the share it takes back (none once the account is gone). */
function RefundTokensNote({ payment: p, amountFils }: { payment: AdminPaymentDetail; amountFils: number | null }) {
  const { t } = useTranslation();
  return (
    <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950" data-testid="refund-tokens">
      {p.detached
        ? t('admin.payments.refund.tokensDetached')
        : t('admin.payments.refund.tokens', { count: tokensTakenBack(p, amountFils) ?? 0, total: p.tokens })}
    </p>
  );
}
