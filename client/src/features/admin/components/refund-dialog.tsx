// The refund of a payment (issue 17 §1): the amount (prefilled with what is left), a required
// reason, what happens to the buyer's games, and one confirmation. One Idempotency-Key per
// opening: a double click or a retry after a lost answer refunds once. After an answer that
// says nothing was refunded (a refusal), the next try is a new request with a new key.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseFils } from '@charades/shared/money';
import { refundBody, refundedTokenShare, type AdminPaymentDetail } from '@charades/shared/schemas/admin-payments';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';
import { useRefundPayment } from '../api/refund-payment';
import { DialogFormActions } from './dialog-form-actions';
import { FormField } from './form-field';

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; an admin on plain http over a LAN address still gets a key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const filsOf = (amount: string): number | null => {
  try {
    return parseFils(amount);
  } catch {
    return null;
  }
};

export function RefundDialog({ payment: p, onClose }: { payment: AdminPaymentDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const refund = useRefundPayment();
  const [amount, setAmount] = useState(p.refundableAmount);
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [failure, setFailure] = useState<{ code: string; details: string[] } | null>(null);

  const paidFils = parseFils(p.amount);
  const succeededFils = p.refunds.filter((r) => r.status === 'Succeeded').reduce((sum, r) => sum + parseFils(r.amount), 0);
  const amountFils = filsOf(amount.trim());
  const share =
    amountFils === null
      ? null
      : refundedTokenShare(p.tokens, succeededFils + amountFils, paidFils) - refundedTokenShare(p.tokens, succeededFils, paidFils);

  const submit = async () => {
    setFailure(null);
    const parsed = refundBody.safeParse({ amount, reason });
    const next: typeof errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[issue.path[0] as 'amount' | 'reason'] ??= issue.message;
    } else if (amountFils !== null && amountFils <= 0) next.amount = 'refund_amount_invalid';
    else if (amountFils !== null && amountFils > parseFils(p.refundableAmount)) next.amount = 'refund_exceeds_paid';
    setErrors(next);
    if (!parsed.success || next.amount || next.reason) return;
    try {
      const answer = await refund.mutateAsync({ id: p.id, amount: parsed.data.amount, reason: parsed.data.reason, idempotencyKey: key });
      toast(t('admin.payments.refund.done', { amount: answer.refund.amount }));
      onClose();
    } catch (err) {
      const code = err instanceof ApiError ? err.code : 'internal_error';
      setFailure({ code, details: err instanceof ApiError ? err.details : [] });
      // An answer came: whatever it said, a new try is a new request. No answer: same key.
      if (code !== 'network_error') setKey(newIdempotencyKey());
    }
  };

  const shown = amountFils !== null && amountFils > 0 ? amount.trim() : p.refundableAmount;
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
            <textarea
              className="min-h-20 w-full rounded-xl border-2 border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/40 aria-[invalid=true]:border-red-600"
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950" data-testid="refund-tokens">
            {p.detached
              ? t('admin.payments.refund.tokensDetached')
              : t('admin.payments.refund.tokens', { count: share ?? 0, total: p.tokens })}
          </p>
          {failure && (
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
          )}
          <DialogFormActions
            pending={refund.isPending}
            variant="destructive"
            submitLabel={t('admin.payments.refund.confirm', { amount: shown })}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
